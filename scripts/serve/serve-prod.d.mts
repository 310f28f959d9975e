/** A running nginx serving a build with the production configuration (serve-prod.mjs). */
export interface ProdServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops nginx; resolves once it has exited. */
  stop: () => Promise<unknown>;
}

/**
 * Starts serve-prod.mjs on a free port: `env` is added to this process's (DIST_DIR, the folder
 * to serve; NGINX_ACCESS_LOG), `echo` copies its output here.
 */
export declare function startProdServer(options?: {
  env?: Record<string, string>;
  echo?: boolean;
}): Promise<ProdServer>;

export declare const root: string;
export declare const installHint: string;
export declare function findNginx(): string | null;
export declare function brotliModulePath(): string | null;
export declare function renderConfig(options: {
  dist: string;
  port: number;
  host?: string;
  runDir: string;
  brotli?: string | null;
  user?: string;
  accessLog?: string;
}): Record<string, string>;
export declare function writeConfig(runDir: string, files: Record<string, string>): string;
export declare function freePort(): Promise<number>;
