export type ServerKind = 'preview' | 'nginx' | 'nginx-tls' | 'cloudflare';

export interface Server {
  /** `http://127.0.0.1:<port>` (`https://` for nginx-tls) */
  origin: string;
  /** Stops the server; resolves once it has stopped. */
  stop: () => Promise<unknown>;
  /** What the server printed so far (nothing for the preview server). */
  output: () => string;
}

export declare const serverKinds: readonly ServerKind[];

/** Serves `dist` (dist/ unless given) on `port` (a free one unless given); resolves once it answers. */
export declare function startServer(
  kind: ServerKind,
  options?: { dist?: string; port?: number; echo?: boolean; accessLog?: boolean },
): Promise<Server>;
