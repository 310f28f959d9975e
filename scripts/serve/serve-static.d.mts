import type { Server } from 'node:http';

/** Serves `dist` (dist/ unless given) on `port` (a free one for 0), as a static host would. */
export declare function startServer(port?: number, dist?: string): Promise<Server>;
