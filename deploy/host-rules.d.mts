/** The part of deploy/host-rules.mjs that TypeScript reads: what each host logs (host-rules.mjs). */
export interface RequestLogs {
  /** The clinic's own nginx: no log of visits; failed requests in an error log kept `keptDays`. */
  nginx: {
    visits: 'none' | 'all';
    errors: { level: string; file: string; keptDays: number };
  };
  /** Cloudflare: it sees every request; the site's own logs there are off or on. */
  cloudflare: { visits: 'host'; siteLogs: 'off' | 'host' };
  /** Netlify: it sees every request and keeps its traffic logs. */
  netlify: { visits: 'host'; siteLogs: 'off' | 'host' };
}

export declare const requestLogs: RequestLogs;

/** The host a build is for when VITE_HOST is not given. */
export declare const defaultHost: keyof RequestLogs;

/** Sent with every response, each once: [name, value]. */
export declare const securityHeaders: [name: string, value: string][];
