// Every host answers the same: the nginx suite's addresses and expected answers (status,
// Location, every security header, Cache-Control, Content-Type, which file the body is) asked of
// nginx with the production configuration, of Cloudflare's own runtime (wrangler dev over
// workerd) and of the preview server (npm run preview), the three started by
// test/harness/servers.mjs. nginx must give the expected
// answers; every other host must give nginx's, except for the differences docs/deploy.md names
// as intended (its table "Differences between the hosts", read here): any other difference
// fails, and so does a row of that table that no longer differs. Prints one matrix, address ×
// host. Netlify is not run (docs/deploy.md says why).
// `npm run test:parity` (needs a build: npm run build; nginx from scripts/test/ensure-nginx.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { languageFolders, securityHeaders } from '../../deploy/host-rules.mjs';
import { root } from '../harness/process.mjs';
import { startServer } from '../harness/servers.mjs';

const dist = join(root, 'dist');
const hostNames = ['nginx', 'cloudflare', 'preview'];

const firstScript = () => readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'));
const video = () => readdirSync(join(dist, 'media')).find((name) => /\.(mp4|webm)$/.test(name));

const page = 'text/html; charset=utf-8';
const year = 'public, max-age=31536000, immutable';
const week = 'public, max-age=604800';

/**
 * The addresses, each with what nginx answers (the nginx suite's expectations): status,
 * Location, Cache-Control, Content-Type, and the file of dist/ the body is.
 */
function addresses() {
  const asset = `/assets/${firstScript()}`;
  const media = `/media/${video()}`;
  const rows = [];
  const add = (path, expected, options = {}) => rows.push({ path, expected, ...options });
  const pageFile = (path) => join(...path.split('/').filter(Boolean), 'index.html');
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
    add(
      path,
      { status: 200, type: page, cache: 'no-cache', body: pageFile(path) },
      { canonical: !path.endsWith('/') || ['/', '/hi/'].includes(path) },
    );
  add(
    asset,
    { status: 200, type: 'text/javascript; charset=utf-8', cache: year, body: asset.slice(1) },
    { label: 'a script in /assets/' },
  );
  add('/sitemap.xml', {
    status: 200,
    type: 'application/xml; charset=utf-8',
    cache: 'no-cache',
    body: 'sitemap.xml',
  });
  add('/robots.txt', {
    status: 200,
    type: 'text/plain; charset=utf-8',
    cache: 'no-cache',
    body: 'robots.txt',
  });
  add('/llms.txt', {
    status: 200,
    type: 'text/plain; charset=utf-8',
    cache: 'no-cache',
    body: 'llms.txt',
  });
  add('/sw.js', {
    status: 200,
    type: 'text/javascript; charset=utf-8',
    cache: 'no-cache',
    body: 'sw.js',
  });
  add('/manifest.webmanifest', {
    status: 200,
    type: 'application/manifest+json',
    cache: 'no-cache',
    body: 'manifest.webmanifest',
  });
  add('/favicon.svg', {
    status: 200,
    type: 'image/svg+xml; charset=utf-8',
    cache: 'public, max-age=86400',
    body: 'favicon.svg',
  });
  add('/images/logo.svg', {
    status: 200,
    type: 'image/svg+xml; charset=utf-8',
    cache: week,
    body: 'images/logo.svg',
  });
  add(
    media,
    { status: 200, type: `video/${media.split('.').pop()}`, cache: week, body: media.slice(1) },
    { label: 'the video in /media/' },
  );
  add('/hi/offline.html', { status: 200, type: page, cache: 'no-cache', body: 'hi/offline.html' });
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
    '/.git/config',
  ])
    add(path, notFound('404.html'));
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
  add(
    media,
    { status: 206, type: `video/${media.split('.').pop()}`, cache: week, body: 'first 100 bytes' },
    { headers: { Range: 'bytes=0-99' }, label: 'the video (Range: bytes=0-99)' },
  );
  for (const [path, what] of [
    [media, 'the video'],
    ['/contact', '/contact'],
    [asset, 'a script'],
  ])
    add(
      path,
      { status: 416 },
      { headers: { Range: 'bytes=999999999-' }, label: `${what} (Range past the end)` },
    );
  add(
    '/contact',
    { status: 200, type: page, cache: 'no-cache', body: '' },
    { method: 'HEAD', label: 'HEAD /contact' },
  );
  add('/contact', { status: 304 }, { revalidate: true, label: '/contact (If-None-Match)' });
  return rows;
}

/** One request, the path as it is written, with exactly these headers. */
function get(origin, path, { headers = {}, method = 'GET' } = {}) {
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

/** Which file of dist/ a body is (as the table writes it), or a short description. */
function bodyOf(response, expected) {
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

/** The security headers an answer lacks or sends otherwise than host-rules.mjs, or sends twice. */
function securityOf(response) {
  const wrong = securityHeaders
    .filter(([name, value]) => {
      const count = response.rawHeaders.filter(
        (header, index) => index % 2 === 0 && header.toLowerCase() === name.toLowerCase(),
      ).length;
      return count !== 1 || response.headers[name.toLowerCase()] !== value;
    })
    .map(([name]) => name);
  return wrong.length === 0 ? 'all' : `not: ${wrong.join(', ')}`;
}

/** What a host answered to one row, field by field. */
async function answer(origin, row) {
  const response = await get(origin, row.path, row);
  let final = response;
  if (row.revalidate)
    final = await get(origin, row.path, {
      headers: { 'If-None-Match': response.headers.etag ?? '' },
    });
  const fields = {
    status: String(final.status),
    Location: final.headers.location?.replace(origin, '') ?? '',
    security: securityOf(final),
  };
  if (!row.revalidate && ![301, 416].includes(row.expected.status)) {
    fields['Cache-Control'] = final.headers['cache-control'] ?? '';
    fields['Content-Type'] = final.headers['content-type'] ?? '';
    fields.body = bodyOf(final, row.expected.body);
  }
  return fields;
}

/** The expected answer of a row, as `answer` writes one. */
function expectedFields(row) {
  const { status, location = '', cache, type, body } = row.expected;
  const fields = { status: String(status), Location: location, security: 'all' };
  if (!row.revalidate && ![301, 416].includes(status))
    Object.assign(fields, { 'Cache-Control': cache, 'Content-Type': type, body });
  return fields;
}

/** docs/deploy.md's table of intended differences: host, addresses, field, nginx, host, why. */
function intendedDifferences() {
  const text = readFileSync(join(root, 'docs', 'deploy.md'), 'utf8');
  const section = text.split(/^### Differences between the hosts$/m)[1]?.split(/^#/m)[0] ?? '';
  const cells = (line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const unquote = (cell) => cell.replace(/^`(.*)`$/, '$1');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map(cells)
    .map(([host, where, field, nginx, there]) => ({
      host,
      addresses:
        where === 'any' ? null : [...where.matchAll(/`([^`]+)`/g)].map(([, address]) => address),
      field,
      nginx: nginx === '(none)' ? '' : unquote(nginx),
      there: there === '(none)' ? '' : unquote(there),
      used: false,
    }));
}

const servers = {};
let rows = [];
/** answers[host][index of row] */
const answers = {};

before(
  async () => {
    const ensure = spawnSync(
      process.execPath,
      [join(root, 'scripts', 'test', 'ensure-nginx.mjs')],
      { stdio: 'inherit' },
    );
    assert.equal(ensure.status, 0, 'scripts/test/ensure-nginx.mjs could not provide nginx');
    assert.ok(
      existsSync(join(dist, 'index.html')) && existsSync(join(dist, '_redirects')),
      'dist/ has no built site: run npm run build first',
    );
    rows = addresses();
    const [nginx, cloudflare, preview] = await Promise.all([
      startServer('nginx', { dist }),
      startServer('cloudflare', { dist }),
      startServer('preview', { dist }),
    ]);
    servers.nginx = nginx;
    servers.cloudflare = cloudflare;
    servers.preview = preview;
    for (const host of hostNames) {
      answers[host] = [];
      for (const row of rows) answers[host].push(await answer(servers[host].origin, row));
    }
  },
  { timeout: 120_000 },
);

after(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
});

test('nginx gives the expected answers', () => {
  rows.forEach((row, index) =>
    assert.deepEqual(answers.nginx[index], expectedFields(row), row.label ?? row.path),
  );
});

test("Cloudflare's runtime reached no network and read every rule it could", () => {
  const output = servers.cloudflare.output();
  assert.doesNotMatch(output, /Unable to fetch|ENOTFOUND|EAI_AGAIN|newer version|telemetry|login/i);
  assert.match(output, /Parsed \d+ valid header rules/);
  const rules = readFileSync(join(root, 'public', '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => /^\//.test(line) && !/ 404$/.test(line));
  assert.match(output, new RegExp(`Parsed ${rules.length} valid redirect rules`));
});

test('every canonical address is answered, with no trailing-slash redirect, on every host', () => {
  for (const host of hostNames)
    rows.forEach((row, index) => {
      if (row.canonical && !row.method && !row.headers && !row.revalidate)
        assert.equal(answers[host][index].status, '200', `${host}: ${row.path}`);
    });
});

test('every other host answers as nginx does, but for the differences docs/deploy.md names', () => {
  const intended = intendedDifferences();
  const unexplained = [];
  const lines = [];
  const marks = {};
  for (const host of hostNames.slice(1))
    rows.forEach((row, index) => {
      const theirs = answers[host][index];
      const ours = answers.nginx[index];
      // Another status is the difference: what else the answer says follows from it.
      const fields = theirs.status === ours.status ? Object.keys(ours) : ['status', 'Location'];
      for (const field of fields) {
        const value = ours[field];
        if (theirs[field] === value) continue;
        const address = row.label ?? row.path;
        const named = intended.find(
          (entry) =>
            entry.host === host &&
            entry.field === field &&
            entry.nginx === value &&
            entry.there === theirs[field] &&
            (entry.addresses === null || entry.addresses.includes(address)),
        );
        if (named) named.used = true;
        else
          unexplained.push(
            `${host} ${address} ${field}: nginx "${value}", ${host} "${theirs[field]}"`,
          );
        marks[`${host} ${index}`] = named ? '*' : '!';
      }
    });
  const cell = (host, index) => {
    const { status, Location, body } = answers[host][index];
    const text = `${status}${Location ? ` → ${Location}` : ''}${status === '404' && body ? ` ${body}` : ''}`;
    return `${text}${marks[`${host} ${index}`] ?? ''}`;
  };
  const table = [
    ['address', ...hostNames],
    ...rows.map((row, index) => [
      row.label ?? row.path,
      ...hostNames.map((host) => cell(host, index)),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const line of table)
    lines.push(
      line
        .map((text, column) => text.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
  console.log(
    `\nThe parity matrix (status, Location, the 404 page's file; * a difference docs/deploy.md names, ! one it does not):\n${lines.join('\n')}\n`,
  );
  assert.deepEqual(unexplained, [], 'differences docs/deploy.md does not name');
  const stale = intended
    .filter((entry) => !entry.used)
    .map((entry) => `${entry.host} ${entry.field} ${entry.nginx} → ${entry.there}`);
  assert.deepEqual(stale, [], 'rows of docs/deploy.md that no host differs by any more');
});
