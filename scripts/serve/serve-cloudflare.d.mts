/** Cloudflare's runtime (wrangler dev) serving a build (serve-cloudflare.mjs). */
export interface CloudflareServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops wrangler and its workerd; resolves once they have exited. */
  stop: () => Promise<unknown>;
  /** What wrangler printed so far. */
  output: () => string;
}

/**
 * Starts serve-cloudflare.mjs on `port` (a free one unless given): `env` is added to this
 * process's (DIST_DIR, the folder to serve), `echo` copies its output here.
 */
export declare function startCloudflareServer(options?: {
  env?: Record<string, string>;
  echo?: boolean;
  port?: number;
}): Promise<CloudflareServer>;

export declare function offlineEnv(stateDir: string): Record<string, string>;
export declare function findWrangler(): string | null;
export declare function wranglerConfig(dist: string): Record<string, unknown>;
