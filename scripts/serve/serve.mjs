// Serves the build (dist/) on 127.0.0.1 until Ctrl-C or SIGTERM, with one of the servers of
// test/harness/servers.mjs:
//   npm run preview            the preview server, on port 4173 unless told
//   npm run serve:prod         nginx with the production configuration (TLS=1: over https and
//                              HTTP/2 with a certificate made for the run)
//   npm run serve:cloudflare   Cloudflare's runtime (workerd through miniflare, no watcher)
// Usage: node scripts/serve/serve.mjs preview|nginx|nginx-tls|cloudflare [port]
// Env: PORT (when no port is given; 0 or unset: a free port, but 4173 for preview), DIST_DIR
// (default dist/), NGINX_ACCESS_LOG=1 (nginx prints each request), NGINX (the nginx
// executable), WRANGLER_LOG (wrangler's log level, default info).
import { join, resolve } from 'node:path';
import { brotliModulePath } from '../../test/harness/nginx.mjs';
import { isFile, root } from '../../test/harness/process.mjs';
import { serverKinds, startServer } from '../../test/harness/servers.mjs';

let kind = process.argv[2] ?? '';
if (kind === 'nginx' && process.env.TLS === '1') kind = 'nginx-tls';
if (!serverKinds.includes(kind)) {
  console.error(`Usage: node scripts/serve/serve.mjs ${serverKinds.join('|')} [port]`);
  process.exit(1);
}
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
if (!isFile(join(dist, 'index.html')) || !isFile(join(dist, '404.html'))) {
  console.error(`${dist} has no built site (index.html, 404.html): run npm run build first.`);
  process.exit(1);
}
const asked = Number(process.argv[3] ?? process.env.PORT ?? (kind === 'preview' ? 4173 : 0));
if (!Number.isInteger(asked) || asked < 0 || asked > 65535) {
  console.error(`The port must be a port number, not ${process.argv[3] ?? process.env.PORT}`);
  process.exit(1);
}
if (kind.startsWith('nginx') && !brotliModulePath())
  console.warn(
    'Note: libnginx-mod-http-brotli-static is not installed; serving gzip only (sudo apt-get install -y libnginx-mod-http-brotli-static).',
  );

let server;
try {
  server = await startServer(kind, {
    dist,
    port: asked === 0 ? undefined : asked,
    echo: true,
    accessLog: process.env.NGINX_ACCESS_LOG === '1',
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const names = { preview: 'the preview server', cloudflare: "Cloudflare's runtime" };
console.log(`Serving ${dist} with ${names[kind] ?? 'nginx'} on ${server.origin}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop().then(() => process.exit(0));
  });
void server.exited?.then((how) => {
  if (stopping) return;
  console.error(`${kind} stopped (${String(how)}).`);
  process.exit(1);
});
