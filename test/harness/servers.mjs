// Starting any server of a build is one call: startServer(kind, { dist, port }).
//   preview     the preview server (preview.mjs): Node's http, the host rules of
//               deploy/host-rules.mjs; in this process
//   nginx       nginx with the production configuration (nginx.mjs), plain HTTP/1.1
//   nginx-tls   the same over https and HTTP/2, as production serves it, with a certificate made
//               for the run (a browser must be told to accept it: --ignore-certificate-errors)
//   cloudflare  Cloudflare's runtime, workerd through miniflare, as wrangler dev runs it, without its watcher (cloudflare.mjs)
// The browser suite (playwright.config.ts's webServer, through scripts/serve/serve.mjs), the
// deploy, parity and engines suites and the bench all start their servers here.
import { join, resolve } from 'node:path';
import { startCloudflareServer } from './cloudflare.mjs';
import { startNginx } from './nginx.mjs';
import { startPreview } from './preview.mjs';
import { freePort, root } from './process.mjs';

export const serverKinds = ['preview', 'nginx', 'nginx-tls', 'cloudflare'];

/**
 * Serves `dist` (dist/ unless given) on 127.0.0.1:`port` (a free port unless given) and
 * resolves once it answers: { origin, stop, output }. stop() resolves once the server has
 * stopped; output() is what it printed (echo: print it here as well). accessLog: nginx prints
 * every request.
 */
export async function startServer(
  kind,
  { dist = join(root, 'dist'), port, echo = false, accessLog = false } = {},
) {
  const folder = resolve(dist);
  if (kind === 'preview') {
    const server = await startPreview({ dist: folder, port: port ?? 0 });
    return { ...server, output: () => '' };
  }
  const chosen = port ?? (await freePort());
  if (kind === 'nginx' || kind === 'nginx-tls')
    return startNginx({ dist: folder, port: chosen, tls: kind === 'nginx-tls', accessLog, echo });
  if (kind === 'cloudflare') return startCloudflareServer({ dist: folder, port: chosen, echo });
  throw new Error(`no server kind "${String(kind)}": ${serverKinds.join(', ')}`);
}
