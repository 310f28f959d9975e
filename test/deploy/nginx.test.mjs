// The production server configuration on a real nginx:
// `node --test test/deploy/nginx.test.mjs` (on Node 20 also `node --test test/deploy/`).
// Needs a build (npm run build). Installs nothing itself except through
// scripts/test/ensure-nginx.mjs (nginx, the brotli_static module and wrk, with apt-get as root);
// needs the build's .gz/.br copies (npm run build writes them).
// Starts nginx (startServer of test/harness/servers.mjs) on a free port and checks addresses and status codes, the
// security headers on pages, errors and assets, caching, compression, then a bounded load run
// (10 s, 10 connections, 127.0.0.1 only) whose numbers it prints (`npm run bench` writes them
// into docs/performance.md; a test leaves the tree as it found it).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadSection, runLoad } from '../../scripts/measure/load-run.mjs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliModulePath, findNginx, renderConfig, writeConfig } from '../harness/nginx.mjs';
import { freePort, root } from '../harness/process.mjs';
import { startServer } from '../harness/servers.mjs';

const dist = join(root, 'dist');

/**
 * `'sha256-…'` of each stylesheet the build inlined in the pages (one per kind of page), in
 * order, as the policy lists them.
 */
function inlineStyleHashes() {
  const hashes = new Set();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(readFileSync(join(dist, file), 'utf8'))?.[1];
    assert.ok(css, `dist/${file} has an inline stylesheet`);
    hashes.add(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort().join(' ');
}

/** Every response carries these, with exactly these values (deploy/security-headers.conf). */
const securityHeaders = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    // The stylesheets inlined in the pages, by their hashes (vite-plugins/inlineStylesheet.ts).
    `style-src 'self' ${inlineStyleHashes()}`,
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

const pages = [
  '/',
  '/service',
  '/service/',
  '/service/cosmetics/botox',
  '/hi/',
  '/ru/service/skin-and-hair',
  '/zh/contact',
  '/fr/meet/associate-dentist',
];
const missing = ['/nowhere', '/service/cosmetics/veneers-nope', '/assets/missing.js'];

/** The prerendered file an address is served from. */
const fileOf = (path) => join(dist, ...path.split('/').filter(Boolean), 'index.html');
const read = (file) => readFileSync(file);
const assets = () => readdirSync(join(dist, 'assets'));
/** The largest JavaScript bundle: the one compression matters most for. */
const largestScript = () =>
  assets()
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(dist, 'assets', name)).size }))
    .sort((a, b) => b.size - a.size)[0].name;

let base = '';
let port = 0;
let server;

/** One request with exactly the given headers (no automatic decompression). */
function get(path, headers = {}, method = 'GET') {
  return new Promise((done, fail) => {
    // The path as it is written: a URL would resolve its dot segments first.
    const { hostname, port: serverPort } = new URL(base);
    const options = { hostname, port: serverPort, path, method, headers, agent: false };
    const req = request(options, (response) => {
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
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout for ${path}`)));
    req.end();
  });
}

function assertSecurityHeaders(response, what) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    assert.equal(response.headers[name], value, `${name} on ${what}`);
    const count = response.rawHeaders.filter(
      (header, index) => index % 2 === 0 && header.toLowerCase() === name,
    ).length;
    assert.equal(count, 1, `${name} sent once on ${what}`);
  }
  assert.equal(response.headers.server, 'nginx', `no version in Server on ${what}`);
}

before(async () => {
  const ensure = spawnSync(process.execPath, [join(root, 'scripts', 'test', 'ensure-nginx.mjs')], {
    stdio: 'inherit',
  });
  assert.equal(ensure.status, 0, 'scripts/test/ensure-nginx.mjs could not provide nginx and wrk');
  assert.ok(
    existsSync(join(dist, 'index.html')) && existsSync(join(dist, '404.html')),
    'dist/ has no built site: run npm run build first',
  );
  assert.ok(
    existsSync(join(dist, 'assets', `${largestScript()}.gz`)),
    'dist/ has no .gz/.br copies: build it with npm run build, which writes them',
  );

  server = await startServer('nginx', { dist });
  base = server.origin;
  port = Number(new URL(base).port);
});

after(async () => {
  await server?.stop();
});

describe('addresses', () => {
  for (const path of pages)
    test(`${path} is its prerendered page`, async () => {
      const response = await get(path);
      assert.equal(response.status, 200);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
      assert.deepEqual(response.body, read(fileOf(path)));
    });

  test('an asset, sitemap.xml, robots.txt and llms.txt are served as files', async () => {
    const asset = assets().find((name) => name.endsWith('.js'));
    const files = [
      [`/assets/${asset}`, 'text/javascript; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
    ];
    for (const [path, type] of files) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-type'], type, path);
      assert.deepEqual(response.body, read(join(dist, path)), path);
    }
  });

  for (const path of [
    ...missing,
    '/404.html',
    '/404',
    '/images/',
    '/_headers',
    '/_redirects',
    '/.git/config',
  ])
    test(`${path} is the 404 page with status 404`, async () => {
      const response = await get(path);
      assert.equal(response.status, 404);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
      assert.deepEqual(response.body, read(join(dist, '404.html')));
    });

  // Under a language's prefix, the 404 page is in that language.
  for (const language of ['hi', 'ru', 'fr', 'zh'])
    for (const path of [
      `/${language}/nowhere`,
      `/${language}/service/cosmetics/veneers-nope`,
      `/${language}/404.html`,
      `/${language}/404`,
      `/${language}/.env`,
      `/${language}/.git/config`,
      `/${language}/images/`,
    ])
      test(`${path} is the ${language} 404 page with status 404`, async () => {
        const response = await get(path);
        assert.equal(response.status, 404);
        assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
        assert.equal(response.headers['cache-control'], 'no-cache');
        assert.ok(response.headers['content-security-policy'], `security headers on ${path}`);
        assert.deepEqual(response.body, read(join(dist, language, '404.html')));
      });

  // Written another way, a page's address is sent to the page's own (src/state/address.ts's
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
    test(`${written} is redirected (301) to ${clean}`, async () => {
      const response = await get(written);
      assert.equal(response.status, 301);
      assert.equal(response.headers.location, clean);
      assertSecurityHeaders(response, written);
    });

  test('a decoded address is never written into Location as it is', async () => {
    for (const path of ['/contact%0D%0ASet-Cookie:%20x=1', '/%E0%A4%95', '/contact%20', '/CONTACT'])
      for (const response of [await get(path), await get(`/${path}`)]) {
        assert.ok([301, 404].includes(response.status), `${path}: ${String(response.status)}`);
        assert.equal(response.headers['set-cookie'], undefined, path);
        if (response.status === 301) assert.match(response.headers.location, /^[/a-z0-9-]*$/, path);
      }
  });

  test('the clean addresses and the files are answered as they are', async () => {
    for (const path of ['/', '/hi/', '/contact', '/service/', '/assets/missing.js', '/.env'])
      assert.notEqual((await get(path)).status, 301, path);
  });

  test('the hero video answers range requests', async () => {
    const video = readdirSync(join(dist, 'media')).find((name) => /\.(mp4|webm)$/.test(name));
    const response = await get(`/media/${video}`, { Range: 'bytes=0-99' });
    assert.equal(response.status, 206);
    assert.equal(response.body.length, 100);
  });
});

describe('security headers on every response', () => {
  const cases = [
    ['a page', '/service/cosmetics/botox', 200],
    ['the home page', '/', 200],
    ['a page in Chinese', '/zh/contact', 200],
    ['a missing page', '/nowhere', 404],
    ['a missing asset', '/assets/missing.js', 404],
    ['a missing image', '/images/nope.svg', 404],
    ['the sitemap', '/sitemap.xml', 200],
    ['an image', '/images/logo.svg', 200],
    ['the favicon', '/favicon.svg', 200],
    ['the service worker', '/sw.js', 200],
    ['the web app manifest', '/manifest.webmanifest', 200],
    ['the offline page', '/hi/offline.html', 200],
  ];
  for (const [what, path, status] of cases)
    test(`${what} (${status})`, async () => {
      const response = await get(path);
      assert.equal(response.status, status);
      assertSecurityHeaders(response, path);
    });

  test('an asset (200, gzip and brotli)', async () => {
    const path = `/assets/${largestScript()}`;
    for (const encoding of [undefined, 'gzip', 'br']) {
      const response = await get(path, encoding ? { 'Accept-Encoding': encoding } : {});
      assert.equal(response.status, 200);
      assertSecurityHeaders(response, `${path} (${encoding ?? 'identity'})`);
    }
  });

  test('a range past the end of a file (416), each header once', async () => {
    const video = readdirSync(join(dist, 'media')).find((name) => /\.(mp4|webm)$/.test(name));
    for (const path of [`/media/${video}`, '/contact', `/assets/${largestScript()}`]) {
      const response = await get(path, { Range: 'bytes=999999999-' });
      assert.equal(response.status, 416, path);
      assertSecurityHeaders(response, `416 ${path}`);
      assert.equal(response.headers['x-range-not-satisfiable'], undefined);
    }
  });

  test('a HEAD request and a revalidation (304)', async () => {
    const head = await get('/contact', {}, 'HEAD');
    assert.equal(head.status, 200);
    assertSecurityHeaders(head, 'HEAD /contact');
    const revalidated = await get('/contact', { 'If-None-Match': head.headers.etag });
    assert.equal(revalidated.status, 304);
    assertSecurityHeaders(revalidated, '304 /contact');
  });

  test('public/_headers (static hosts) sends the same values', () => {
    const text = readFileSync(join(root, 'public', '_headers'), 'utf8');
    const block = text.split(/^\/\*\s*$/m)[1].split(/\n\s*\n/)[0];
    const headers = Object.fromEntries(
      block
        .split('\n')
        .filter((line) => /^\s+\S/.test(line))
        .map((line) => {
          const [name, ...value] = line.trim().split(': ');
          return [name.toLowerCase(), value.join(': ')];
        }),
    );
    assert.deepEqual(headers, securityHeaders);
    assert.match(text, /^\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable$/m);
  });
});

describe('caching', () => {
  test('hashed assets are immutable for a year', async () => {
    for (const name of assets()
      .filter((file) => /\.(js|css)$/.test(file))
      .slice(0, 5)) {
      const response = await get(`/assets/${name}`);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  test('HTML is revalidated on every visit, errors too', async () => {
    for (const path of ['/', '/service/', '/hi/', '/nowhere', '/assets/missing.js']) {
      const response = await get(path);
      assert.equal(response.headers['cache-control'], 'no-cache', path);
      assert.ok(response.headers.etag || response.status === 404, `ETag on ${path}`);
    }
  });

  test('the service worker and the manifest are revalidated on every visit', async () => {
    const worker = await get('/sw.js');
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assert.match(worker.headers['content-type'], /^(text|application)\/javascript/);
    const manifest = await get('/manifest.webmanifest');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.match(manifest.headers['content-type'], /^application\/manifest\+json/);
  });

  test('images and video are cached for a week', async () => {
    const video = readdirSync(join(dist, 'media'))[0];
    for (const path of ['/images/logo.svg', `/media/${video}`]) {
      const response = await get(path);
      assert.equal(response.headers['cache-control'], 'public, max-age=604800', path);
    }
  });
});

describe('compression', () => {
  test('a large script is sent as its .gz copy to gzip clients', async () => {
    const name = largestScript();
    const response = await get(`/assets/${name}`, { 'Accept-Encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(response.headers.vary ?? '', /Accept-Encoding/i);
    assert.equal(
      Number(response.headers['content-length']),
      statSync(join(dist, 'assets', `${name}.gz`)).size,
      'the precompressed file, not gzip per request',
    );
    assert.deepEqual(gunzipSync(response.body), read(join(dist, 'assets', name)));
  });

  test('pages are gzipped too', async () => {
    const response = await get('/service/cosmetics/botox', { 'Accept-Encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(response.body), read(fileOf('/service/cosmetics/botox')));
  });

  test('no encoding without Accept-Encoding', async () => {
    const response = await get(`/assets/${largestScript()}`);
    assert.equal(response.headers['content-encoding'], undefined);
  });

  test(
    'brotli clients get the .br copy',
    { skip: brotliModulePath() ? false : 'libnginx-mod-http-brotli-static is not installed' },
    async () => {
      const name = largestScript();
      const response = await get(`/assets/${name}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      assert.equal(response.headers['content-encoding'], 'br');
      assert.deepEqual(brotliDecompressSync(response.body), read(join(dist, 'assets', name)));
      const page = await get('/zh/contact', { 'Accept-Encoding': 'br' });
      assert.equal(page.headers['content-encoding'], 'br');
      assert.deepEqual(brotliDecompressSync(page.body), read(fileOf('/zh/contact')));
    },
  );
});

describe('over TLS and HTTP/2, as production serves it (TLS=1)', () => {
  // Production listens with `ssl http2` (deploy/nginx.conf, docs/deploy.md "TLS"); here with a
  // certificate made for the run, which the client is told to accept.
  let tlsServer;
  let session;
  before(async () => {
    tlsServer = await startServer('nginx-tls', { dist });
    session = connectHttp2(tlsServer.origin, { rejectUnauthorized: false });
    await new Promise((done, fail) => {
      session.once('connect', done);
      session.once('error', fail);
    });
  });
  after(async () => {
    session?.close();
    await tlsServer?.stop();
  });

  /** One request on the shared HTTP/2 connection. */
  const get2 = (path, headers = {}) =>
    new Promise((done, fail) => {
      const stream = session.request({ ':path': path, ...headers });
      const chunks = [];
      let responseHeaders = {};
      stream.on('response', (received) => (responseHeaders = received));
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () =>
        done({
          status: responseHeaders[':status'],
          headers: responseHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      stream.on('error', fail);
      stream.setTimeout(10_000, () => {
        stream.close();
        fail(new Error(`timeout for ${path} over HTTP/2`));
      });
    });

  test('the connection is https and HTTP/2', () => {
    assert.match(tlsServer.origin, /^https:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(session.alpnProtocol, 'h2');
    assert.ok(session.encrypted);
  });

  test('every request of a page shares the one connection, with the security headers', async () => {
    const [page, script, missing] = await Promise.all([
      get2('/hi/service/cosmetics/botox', { 'accept-encoding': 'br' }),
      get2(`/assets/${largestScript()}`, { 'accept-encoding': 'gzip' }),
      get2('/hi/nowhere'),
    ]);
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-encoding'], brotliModulePath() ? 'br' : undefined);
    const pageBody = brotliModulePath() ? brotliDecompressSync(page.body) : page.body;
    assert.deepEqual(pageBody, read(fileOf('/hi/service/cosmetics/botox')));
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal(script.status, 200);
    assert.equal(script.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(script.body), read(join(dist, 'assets', largestScript())));
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, read(join(dist, 'hi', '404.html')));
    for (const [response, what] of [
      [page, 'a page'],
      [script, 'an asset'],
      [missing, 'a missing page'],
    ])
      for (const [name, value] of Object.entries(securityHeaders))
        // A header sent twice would arrive joined (`a, a`), so equality also means once.
        assert.equal(response.headers[name], value, `${name} on ${what} over HTTP/2`);
  });
});

test('the configuration is valid without the brotli module too (nginx -t)', () => {
  const runDir = mkdtempSync(join(tmpdir(), 'clinic-nginx-test-'));
  try {
    const config = writeConfig(runDir, renderConfig({ dist, port, runDir, brotli: null }));
    assert.doesNotMatch(readFileSync(config, 'utf8'), /^\s*load_module/m);
    const check = spawnSync(findNginx(), ['-p', `${runDir}/`, '-c', config, '-e', 'stderr', '-t'], {
      encoding: 'utf8',
    });
    assert.equal(check.status, 0, check.stderr);
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
});

test('nginx keeps no log of visits: access_log off in deploy/nginx.conf, over any other', async () => {
  // The privacy notice says the server keeps no log of visits (deploy/host-rules.mjs).
  const conf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const logLines = conf.split('\n').filter((line) => /^\s*access_log\b/.test(line));
  assert.deepEqual(
    logLines.map((line) => line.trim()),
    ['access_log off;'],
  );
  // A server whose http block would keep a log (as Debian's nginx.conf does) keeps none.
  const runDir = mkdtempSync(join(tmpdir(), 'clinic-nginx-log-'));
  const log = join(runDir, 'access.log');
  const logPort = await freePort();
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const files = renderConfig({ dist, port: logPort, runDir, user: asRoot ? 'user root;' : '' });
  files['nginx.conf'] = files['nginx.conf'].replace(/access_log off;/, `access_log ${log};`);
  assert.match(files['nginx.conf'], /access_log \/.*access\.log;/);
  const config = writeConfig(runDir, files);
  const nginx = spawn(
    findNginx(),
    ['-p', `${runDir}/`, '-c', config, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  try {
    const origin = `http://127.0.0.1:${logPort}`;
    let answered = null;
    for (let tries = 0; tries < 50 && !answered; tries++) {
      answered = await fetch(`${origin}/contact`).catch(() => null);
      if (!answered) await new Promise((wait) => setTimeout(wait, 100));
    }
    assert.equal(answered?.status, 200);
    await fetch(`${origin}/nowhere`);
    assert.equal(existsSync(log) ? statSync(log).size : 0, 0, 'nothing logged');
  } finally {
    nginx.kill('SIGTERM');
    await new Promise((done) => nginx.on('exit', done));
    rmSync(runDir, { recursive: true, force: true });
  }
});

test('load: 10 s, 10 connections on 127.0.0.1, every answer 2xx', { timeout: 90_000 }, async () => {
  assert.match(base, /^http:\/\/127\.0\.0\.1:\d+$/, 'load runs against 127.0.0.1 only');
  const result = await runLoad(base);
  // Printed, not written: a test leaves the tree as it found it (`npm run bench` writes
  // docs/performance.md).
  console.log(loadSection(result));
  console.log(
    `load: ${result.requests} requests, ${result.throughput.toFixed(0)} req/s, p99 ${result.p99ms.toFixed(2)} ms (${result.tool})`,
  );
  assert.ok(result.requests > 0, 'the load run sent requests');
  assert.equal(result.errors, 0, 'no connection errors or timeouts');
  assert.equal(result.non2xx, 0, 'every answer 2xx');
});
