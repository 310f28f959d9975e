// Serves the built site (dist/) the way a static host does: clean addresses map to the
// prerendered index.html files, unknown paths get the 404 page of their language (404.html, hi/404.html, …) with status
// 404. For local checks
// and the browser tests; production uses deploy/ (nginx) or a static host.
// Usage: node scripts/serve/serve-static.mjs [port]   (PORT=0 picks a free port; DIST_DIR serves
// another build's folder; startServer(port, folder) does the same from code)
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultDist = resolvePath(
  process.env.DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist'),
);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolve(dist, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const direct = join(dist, clean);
  if (!direct.startsWith(dist)) return null;
  if (await isFile(direct)) return direct;
  const index = join(direct, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

/**
 * The 404 page in the language of the address's prefix: /hi/nowhere gets dist/hi/404.html. A
 * prefix is a folder of the build with its own 404 page (src/lib/languages.ts decides which).
 */
async function notFoundPage(dist, urlPath) {
  const first = urlPath.split('/').find((segment) => segment !== '');
  const local = first && !first.includes('.') ? join(dist, first, '404.html') : null;
  return local && (await isFile(local)) ? local : join(dist, '404.html');
}

export function startServer(port = 0, dist = defaultDist) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = await resolve(dist, url.pathname);
    const status = file ? 200 : 404;
    const path = file ?? (await notFoundPage(dist, url.pathname));
    const headers = { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' };
    if (path.includes(`${join(dist, 'assets')}`))
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else headers['Cache-Control'] = 'no-cache';
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(path).pipe(response);
  });
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServer(Number(process.argv[2] ?? process.env.PORT ?? 4173));
  const { port } = server.address();
  console.log(`Serving dist/ on http://127.0.0.1:${port}`);
}
