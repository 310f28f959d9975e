// Serves the built site (dist/) the way a static host does, with the host rules of
// deploy/host-rules.mjs, as nginx applies them (test/deploy/parity.test.mjs compares the two):
// clean addresses map to the prerendered index.html files; an address written another way
// (`/index.html`, `//contact`, `/%63ontact`, a dot segment) is redirected (301) to the page's
// own; unknown paths get the 404 page of their language (404.html, hi/404.html, …) with status
// 404; every answer has the security headers and the cache rules; a Range is answered with
// 206, or 416 past the end. For local checks and the browser tests where nginx is missing
// (`npm run preview`, startServer('preview') of servers.mjs); production uses deploy/ (nginx)
// or a static host.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { posix } from 'node:path';
import { extname, join, resolve as resolvePath, sep } from 'node:path';
import {
  cacheRules,
  languageFolders,
  revalidate,
  securityHeaders,
} from '../../deploy/host-rules.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The address a page's address written another way stands for (deploy/nginx.conf's maps), or
 * null when it is written as the site writes it, or names no page's address.
 */
function cleanAddress(rawPath) {
  const writtenOtherwise =
    /(\/\/|%|\/\.\.?(\/|$))/.test(rawPath) || /\/index(\.html)?$/.test(rawPath);
  if (!writtenOtherwise) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const path = posix.normalize(decoded.replace(/\/+/g, '/'));
  const home = /^\/(([a-z]{2})\/)?index(\.html)?$/.exec(path);
  if (home && (!home[2] || languageFolders.includes(home[2]))) return `/${home[1] ?? ''}`;
  const folder = /^((\/[a-z0-9-]+)+)\/index(\.html)?$/.exec(path);
  if (folder) return folder[1];
  return /^(\/[a-z0-9-]+)*\/?$/.test(path) ? path : null;
}

/** The file an address is served from, or null (dotfiles, the hosts' own files, 404 pages). */
async function resolve(dist, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = posix.normalize(decoded.replace(/\/+/g, '/'));
  if (/\/\.|^\/_(headers|redirects)$|^\/(([a-z]{2})\/)?404(\.html)?$/.test(clean)) return null;
  const direct = join(dist, clean);
  if (direct !== dist && !direct.startsWith(`${dist}${sep}`)) return null;
  if (await isFile(direct)) return direct;
  const index = join(direct, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

/** The 404 page in the language of the address's prefix: /hi/nowhere gets dist/hi/404.html. */
function notFoundPage(dist, urlPath) {
  const first = urlPath.split('/')[1] ?? '';
  return languageFolders.includes(first) && urlPath.startsWith(`/${first}/`)
    ? join(dist, first, '404.html')
    : join(dist, '404.html');
}

/** Cache-Control for an address (host-rules.mjs); a 404 page is revalidated. */
function cacheControl(urlPath, found) {
  if (!found) return revalidate;
  return (
    cacheRules.find(({ path }) =>
      path.endsWith('/') ? urlPath.startsWith(path) : urlPath === path,
    )?.cacheControl ?? revalidate
  );
}

/** `bytes=a-b` of a file of `size` bytes: { start, end }, 'unsatisfiable', or null (ignored). */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start = match[1] === '' ? size - Number(match[2]) : Number(match[1]);
  let end = match[1] === '' || match[2] === '' ? size - 1 : Number(match[2]);
  if (start < 0) start = 0;
  if (end >= size) end = size - 1;
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** The preview server serving `dist` on 127.0.0.1:`port` (0: a free one): { origin, stop }. */
export async function startPreview({ dist, port = 0 }) {
  const folder = resolvePath(dist);
  const server = createServer(async (request, response) => {
    const raw = request.url ?? '/';
    const [rawPath, query] = [
      raw.split('?')[0],
      raw.includes('?') ? raw.slice(raw.indexOf('?')) : '',
    ];
    const headers = Object.fromEntries(securityHeaders);
    const redirect = cleanAddress(rawPath);
    if (redirect !== null) {
      response.writeHead(301, { ...headers, Location: `${redirect}${query}` });
      response.end();
      return;
    }
    const urlPath = new URL(raw, 'http://localhost').pathname;
    const file = await resolve(folder, urlPath);
    const path = file ?? notFoundPage(folder, urlPath);
    headers['Content-Type'] = types[extname(path)] ?? 'application/octet-stream';
    headers['Cache-Control'] = cacheControl(urlPath, file);
    const { size, mtime } = await stat(path);
    headers['Last-Modified'] = mtime.toUTCString();
    headers.ETag = `"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    headers['Accept-Ranges'] = 'bytes';
    const range = file ? byteRange(request.headers.range, size) : null;
    if (range === 'unsatisfiable') {
      response.writeHead(416, {
        ...Object.fromEntries(securityHeaders),
        'Content-Range': `bytes */${size}`,
      });
      response.end();
      return;
    }
    const unchanged =
      request.headers['if-none-match'] === headers.ETag ||
      request.headers['if-modified-since'] === headers['Last-Modified'];
    if (file && unchanged && !range) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const status = range ? 206 : file ? 200 : 404;
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['Content-Length'] = String(range ? range.end - range.start + 1 : size);
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(path, range ?? {}).pipe(response);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}
