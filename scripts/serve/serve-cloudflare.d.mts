/** Cloudflare's runtime (workerd through miniflare) serving a build (serve-cloudflare.mjs). */
export interface CloudflareServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops the runtime (miniflare and its workerd); resolves once it has exited. */
  stop: () => Promise<unknown>;
  /** What the runtime printed so far. */
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

export declare function wranglerConfig(dist: string): Record<string, unknown>;
