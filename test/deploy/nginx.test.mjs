// The production server configuration on a real nginx:
// `node --test test/deploy/nginx.test.mjs` (on Node 20 also `node --test test/deploy/`).
// Needs a build (npm run build). Installs nothing itself except through
// scripts/test/ensure-nginx.mjs (nginx, the brotli_static module and wrk, with apt-get as root);
// needs the build's .gz/.br copies (npm run build writes them).
// Starts nginx (startServer of test/harness/servers.mjs) on a free port and checks every expected answer of
// test/deploy/answers.mjs (addresses, status codes, the security headers on pages, errors,
// assets and refused requests, caching; the parity suite reads the same table), compression,
// TLS and HTTP/2, then a bounded load run (10 s, 10 connections, 127.0.0.1 only) whose numbers
// it prints (`npm run bench` writes them into docs/performance.md; a test leaves the tree as it
// found it).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect as connectHttp2 } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadSection, runLoad } from '../../scripts/measure/load-run.mjs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliModulePath, findNginx, renderConfig, writeConfig } from '../harness/nginx.mjs';
import { freePort, root } from '../harness/process.mjs';
import { startServer } from '../harness/servers.mjs';
import {
  ask,
  expectedAnswers,
  expectedFields,
  expectedSecurityHeaders,
  rowName,
  send,
} from './answers.mjs';

const dist = join(root, 'dist');

/** Every response carries these, with exactly these values (test/deploy/answers.mjs). */
let securityHeaders = {};

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

/** One request to the server under test (answers.mjs's `send`). */
const get = (path, headers = {}, method = 'GET') => send(base, path, { headers, method });

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

  securityHeaders = expectedSecurityHeaders(dist);
  server = await startServer('nginx', { dist });
  base = server.origin;
  port = Number(new URL(base).port);
});

after(async () => {
  await server?.stop();
});

describe('addresses', () => {
  test('every expected answer of test/deploy/answers.mjs, row by row', async () => {
    const wrong = [];
    for (const row of expectedAnswers(dist)) {
      const { fields, response } = await ask(base, row, { dist, securityHeaders });
      const expected = expectedFields(row);
      for (const [field, value] of Object.entries(expected))
        if (fields[field] !== value)
          wrong.push(`${rowName(row)} ${field}: "${fields[field]}", expected "${value}"`);
      // No version in Server, and nginx's internal mark of a range past the end never leaves.
      if (response.headers.server !== 'nginx')
        wrong.push(`${rowName(row)} Server: "${response.headers.server}"`);
      if (response.headers['x-range-not-satisfiable'] !== undefined)
        wrong.push(`${rowName(row)} X-Range-Not-Satisfiable sent`);
    }
    assert.deepEqual(wrong, []);
  });

  test('a decoded address is never written into Location as it is', async () => {
    for (const path of ['/contact%0D%0ASet-Cookie:%20x=1', '/%E0%A4%95', '/contact%20', '/CONTACT'])
      for (const response of [await get(path), await get(`/${path}`)]) {
        assert.ok([301, 404].includes(response.status), `${path}: ${String(response.status)}`);
        assert.equal(response.headers['set-cookie'], undefined, path);
        if (response.status === 301) assert.match(response.headers.location, /^[/a-z0-9-]*$/, path);
      }
  });
});

describe('security headers beyond the expected answers', () => {
  test('an asset (200, gzip and brotli)', async () => {
    const path = `/assets/${largestScript()}`;
    for (const encoding of [undefined, 'gzip', 'br']) {
      const response = await get(path, encoding ? { 'Accept-Encoding': encoding } : {});
      assert.equal(response.status, 200);
      assertSecurityHeaders(response, `${path} (${encoding ?? 'identity'})`);
    }
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
