// The expected answers of the production server, written once: the addresses and requests a
// host is asked, each with what nginx with deploy/nginx.conf answers (status, Location, the
// security headers, Cache-Control, Content-Type, which file of dist/ the body is). The nginx
// suite (nginx.test.mjs) asserts them on nginx; the parity suite (parity.test.mjs) asks every
// host the same and compares each with nginx's answer, but for the differences docs/deploy.md
// names. How a request is sent and how its answer is read are here too, so both read an
// answer the same way.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { languageFolders } from '../../deploy/host-rules.mjs';

/**
 * `'sha256-…'` of each stylesheet the build inlined in the pages (one per kind of page), in
 * order, as the policy lists them.
 */
function inlineStyleHashes(dist) {
  const hashes = new Set();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(readFileSync(join(dist, file), 'utf8'))?.[1];
    assert.ok(css, `dist/${file} has an inline stylesheet`);
    hashes.add(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort().join(' ');
}

/**
 * Every response carries these, each once, with exactly these values: written here apart from
 * deploy/host-rules.mjs, which the hosts' files are made from, so a wrong rule there fails.
 */
export function expectedSecurityHeaders(dist) {
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      // The stylesheets inlined in the pages, by their hashes (vite-plugins/inlineStylesheet.ts).
      `style-src 'self' ${inlineStyleHashes(dist)}`,
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
      "connect-src 'self' https://tile.openstreetmap.org",
      "media-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      // The service worker and the web app manifest come from this origin only.
      "worker-src 'self'",
      "manifest-src 'self'",
    ].join('; '),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      'serial=()',
      'hid=()',
      'midi=()',
      'accelerometer=()',
      'gyroscope=()',
      'magnetometer=()',
      'display-capture=()',
      'browsing-topics=()',
    ].join(', '),
    'cross-origin-opener-policy': 'same-origin',
  };
}

const page = 'text/html; charset=utf-8';
const script = 'text/javascript; charset=utf-8';
const year = 'public, max-age=31536000, immutable';
const week = 'public, max-age=604800';

/** The first script in dist/assets/ (its hashed name is shown as `<script>`). */
export const firstScript = (dist) =>
  readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'));

/** A request as bytes on the socket, for what fetch and node:http will not send. */
const rawRequest = (line, headers = []) =>
  [line, ...headers, 'Connection: close', '', ''].join('\r\n');

/**
 * The rows: `path` (as written on the wire), with `label` when the path alone does not say
 * what is asked; `method`, `headers`, or `raw` (the request's bytes); `revalidate` (asked again
 * with the ETag of the first answer); `canonical` (a page's own address); `production` (asked
 * of the production hosts only, not of the preview server, which answers protocol errors, limits
 * and preconditions as a development server does); `expected`: nginx's answer. A row whose expected answer names no `body`
 * is compared by status, Location and security headers only.
 */
export function expectedAnswers(dist) {
  const asset = firstScript(dist);
  const media = readdirSync(join(dist, 'media')).find((name) => /\.(mp4|webm)$/.test(name));
  const rows = [];
  const add = (path, expected, options = {}) =>
    rows.push({ path, expected: { security: 'all', ...expected }, ...options });
  const pageFile = (path) => join(...path.split('/').filter(Boolean), 'index.html');
  const aPage = (path) => ({ status: 200, type: page, cache: 'no-cache', body: pageFile(path) });

  for (const path of [
    '/',
    '/service',
    '/service/',
    '/service/cosmetics/botox',
    '/contact',
    '/hi/',
    '/hi/contact',
    '/ru/service/skin-and-hair',
    '/zh/contact',
    '/fr/meet/associate-dentist',
  ])
    add(path, aPage(path), {
      canonical: !path.endsWith('/') || ['/', '/hi/'].includes(path),
    });
  // A page's address with a slash it does not have, a language's home without its slash.
  for (const path of ['/contact/', '/hi/contact/', '/hi']) add(path, aPage(path));
  add(
    `/assets/${asset}`,
    { status: 200, type: script, cache: year, body: `assets/${asset}` },
    { label: 'a script in /assets/' },
  );
  for (const [path, type, cache] of [
    ['/sitemap.xml', 'application/xml; charset=utf-8', 'no-cache'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
    ['/llms.txt', 'text/plain; charset=utf-8', 'no-cache'],
    ['/sw.js', script, 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8', 'public, max-age=86400'],
    ['/images/logo.svg', 'image/svg+xml; charset=utf-8', week],
    ['/hi/offline.html', page, 'no-cache'],
  ])
    add(path, { status: 200, type, cache, body: path.slice(1) });
  add(
    `/media/${media}`,
    { status: 200, type: `video/${media.split('.').pop()}`, cache: week, body: `media/${media}` },
    { label: 'the video in /media/' },
  );

  const notFound = (body) => ({ status: 404, type: page, cache: 'no-cache', body });
  for (const path of [
    '/nowhere',
    '/service/cosmetics/veneers-nope',
    '/assets/missing.js',
    '/images/nope.svg',
    '/404.html',
    '/404',
    '/images/',
    '/_headers',
    '/_redirects',
    '/.env',
    '/.git/config',
  ])
    add(path, notFound('404.html'));
  // Under a language's prefix, the 404 page is in that language.
  for (const language of languageFolders)
    for (const path of [
      `/${language}/nowhere`,
      `/${language}/service/cosmetics/veneers-nope`,
      `/${language}/404.html`,
      `/${language}/404`,
      `/${language}/.env`,
      `/${language}/.git/config`,
      `/${language}/images/`,
    ])
      add(path, notFound(`${language}/404.html`));

  // Written another way, a page's address is sent to the page's own (src/app/address.ts's
  // cleanPath writes them the same way on hosts that answer them with the page).
  for (const [written, clean] of [
    ['/index.html', '/'],
    ['/index', '/'],
    ['/hi/index.html', '/hi/'],
    ['/zh/index', '/zh/'],
    ['/contact/index.html', '/contact'],
    ['/ru/service/cosmetics/index.html', '/ru/service/cosmetics'],
    ['//contact', '/contact'],
    ['/service//cosmetics//botox', '/service/cosmetics/botox'],
    ['//', '/'],
    ['/%63ontact', '/contact'],
    ['/%68i/%63ontact?from=card', '/hi/contact?from=card'],
    ['/service/skin%2Dand%2Dhair', '/service/skin-and-hair'],
    ['/hi/./contact', '/hi/contact'],
    ['/service/cosmetics/../contact', '/service/contact'],
  ])
    add(written, { status: 301, location: clean });
  // An encoded slash: nginx decodes it and serves the file.
  add(
    `/assets%2f${asset}`,
    { status: 200, type: script, cache: year, body: `assets/${asset}` },
    { label: '/assets%2f<script>', production: true },
  );

  add(
    `/media/${media}`,
    {
      status: 206,
      type: `video/${media.split('.').pop()}`,
      cache: week,
      body: 'first 100 bytes',
    },
    { headers: { Range: 'bytes=0-99' }, label: 'the video (Range: bytes=0-99)' },
  );
  for (const [path, what] of [
    [`/media/${media}`, 'the video'],
    ['/contact', '/contact'],
    [`/assets/${asset}`, 'a script'],
  ])
    add(
      path,
      { status: 416 },
      { headers: { Range: 'bytes=999999999-' }, label: `${what} (Range past the end)` },
    );
  add('/contact', { status: 200, type: page, cache: 'no-cache', body: '' }, { method: 'HEAD' });

  // Conditional requests.
  add('/contact', { status: 304 }, { revalidate: true, label: '/contact (If-None-Match)' });
  const modified = statSync(join(dist, 'contact', 'index.html')).mtime.toUTCString();
  for (const [header, value, status, what] of [
    ['If-None-Match', '*', 304, '*'],
    ['If-Modified-Since', modified, 304, 'the file’s time'],
    ['If-Match', '"another"', 412, 'another ETag'],
    ['If-Unmodified-Since', 'Thu, 01 Jan 1970 00:00:00 GMT', 412, '1970'],
  ])
    add(
      '/contact',
      { status },
      { headers: { [header]: value }, label: `/contact (${header}: ${what})`, production: true },
    );

  // What a server refuses: its limits and requests that are not HTTP as a browser sends it.
  const long = 'a'.repeat(12_000);
  add(
    '/contact',
    { status: 400 },
    { headers: { Cookie: `a=${long}` }, label: '/contact (a 12 kB cookie)', production: true },
  );
  add(`/contact?q=${long}`, { status: 414 }, { label: '/contact?q=(12 kB)', production: true });
  const headers = Array.from({ length: 5 }, (_, index) => `X-${index}: ${'a'.repeat(40_000)}`);
  const host = 'Host: localhost';
  for (const [label, raw, status] of [
    ['/contact (200 kB of headers)', rawRequest('GET /contact HTTP/1.1', [host, ...headers]), 400],
    ['OPTIONS *', rawRequest('OPTIONS * HTTP/1.1', [host]), 400],
    ['CONNECT', rawRequest('CONNECT example.com:443 HTTP/1.1', ['Host: example.com:443']), 400],
    [
      'POST /contact (Transfer-Encoding: foo)',
      rawRequest('POST /contact HTTP/1.1', [host, 'Transfer-Encoding: foo']),
      501,
    ],
    ['POST /contact', rawRequest('POST /contact HTTP/1.1', [host, 'Content-Length: 0']), 405],
    ['HTTP/1.1 without Host', rawRequest('GET /contact HTTP/1.1'), 400],
    ['HTTP/1.0 without Host', rawRequest('GET /contact HTTP/1.0'), 200],
    ['HTTP/9.9', rawRequest('GET /contact HTTP/9.9', [host]), 505],
    ['a line that is no request', 'HELLO\r\n\r\n', 400],
  ])
    add('/contact', { status }, { raw, label, production: true });
  return rows;
}

/**
 * One request, the path as it is written (a URL would resolve its dot segments first), with
 * exactly these headers and no automatic decompression.
 */
export function send(origin, path, { headers = {}, method = 'GET' } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', fail);
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout for ${path}`)));
    req.end();
  });
}

/**
 * Bytes sent as they are on a new connection; the answer's status and headers, read as soon
 * as they have arrived (workerd keeps a connection open a while after `Connection: close`).
 * No answer at all is status 0.
 */
function sendRaw(origin, bytes) {
  const { hostname, port } = new URL(origin);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = (end === -1 ? '' : text.slice(0, end)).split('\r\n');
      const rawHeaders = lines.flatMap((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      });
      const headers = {};
      for (let index = 0; index < rawHeaders.length; index += 2)
        headers[rawHeaders[index].toLowerCase()] = rawHeaders[index + 1];
      done({
        status: Number(/^HTTP\/\S+ (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        rawHeaders,
      });
    };
    const timer = setTimeout(finish, 15_000);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.includes('\r\n\r\n')) finish();
    });
    // A connection reset before any answer is an answer too: none (status 0).
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

/** Which file of dist/ a body is (as the rows name it), or a short description. */
function bodyOf(dist, response, expected) {
  if (response.body.length === 0) return '';
  if (expected === 'first 100 bytes' && response.body.length === 100) return expected;
  const candidates = [
    expected,
    '404.html',
    ...languageFolders.map((language) => `${language}/404.html`),
    'index.html',
  ];
  for (const file of candidates.filter(Boolean))
    if (existsSync(join(dist, file)) && readFileSync(join(dist, file)).equals(response.body))
      return file;
  return `${response.body.length} other bytes`;
}

/**
 * `all` when an answer carries every security header once with its value, `none` when it
 * carries none of them, else the ones it lacks, sends otherwise or sends twice.
 */
function securityOf(response, securityHeaders) {
  const names = Object.keys(securityHeaders);
  const wrong = names.filter((name) => {
    const count = response.rawHeaders.filter(
      (header, index) => index % 2 === 0 && header.toLowerCase() === name,
    ).length;
    return count !== 1 || response.headers[name] !== securityHeaders[name];
  });
  if (wrong.length === 0) return 'all';
  if (names.every((name) => response.headers[name] === undefined)) return 'none';
  return `not: ${wrong.join(', ')}`;
}

/** The fields an answer is compared by: all of them when the expected answer names a body. */
const fieldsOf = (row) =>
  row.expected.body === undefined
    ? ['status', 'Location', 'security']
    : ['status', 'Location', 'security', 'Cache-Control', 'Content-Type', 'body'];

/**
 * What a host answered to one row, field by field, as `expectedFields` writes one; `response`
 * is the answer itself (for what a suite checks beyond the fields).
 */
export async function ask(origin, row, { dist, securityHeaders }) {
  let response = row.raw ? await sendRaw(origin, row.raw) : await send(origin, row.path, row);
  if (row.revalidate)
    response = await send(origin, row.path, {
      headers: { 'If-None-Match': response.headers.etag ?? '' },
    });
  const asset = firstScript(dist);
  const all = {
    status: String(response.status),
    Location: (response.headers.location?.replace(origin, '') ?? '').replace(asset, '<script>'),
    security: securityOf(response, securityHeaders),
    'Cache-Control': response.headers['cache-control'] ?? '',
    'Content-Type': response.headers['content-type'] ?? '',
    body: response.body ? bodyOf(dist, response, row.expected.body) : '',
  };
  return {
    fields: Object.fromEntries(fieldsOf(row).map((field) => [field, all[field]])),
    response,
  };
}

/** The expected answer of a row, as `ask` writes one. */
export function expectedFields(row) {
  const { status, location = '', security, cache, type, body } = row.expected;
  const all = {
    status: String(status),
    Location: location,
    security,
    'Cache-Control': cache,
    'Content-Type': type,
    body,
  };
  return Object.fromEntries(fieldsOf(row).map((field) => [field, all[field]]));
}

/** What a row is called in messages and the matrix. */
export const rowName = (row) => row.label ?? (row.method ? `${row.method} ${row.path}` : row.path);
