// Every host answers the same: the expected answers of test/deploy/answers.mjs (the nginx
// suite's) asked of nginx with the production configuration, of Cloudflare's own runtime
// (workerd running Cloudflare's asset worker through miniflare) and of the preview server (npm
// run preview; not the rows marked `production`), the three started by test/harness/servers.mjs.
// nginx must give the expected answers; every other host must give nginx's, except for the differences
// docs/deploy.md names (its table "Differences between the hosts", read here): any other
// difference fails, and so does a row of that table that no longer differs. Then each
// production host, after the protocol errors and limits of those rows, must still answer a
// page with its headers. Prints one matrix, address × host. Netlify is not run (docs/deploy.md
// says why).
// `npm run test:parity` (needs a build: npm run build; nginx from scripts/test/ensure-nginx.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { root } from '../harness/process.mjs';
import { startServer } from '../harness/servers.mjs';
import {
  ask,
  expectedAnswers,
  expectedFields,
  expectedSecurityHeaders,
  rowName,
} from './answers.mjs';

const dist = join(root, 'dist');
const hostNames = ['nginx', 'cloudflare', 'preview'];
const productionHosts = ['nginx', 'cloudflare'];
const asks = (host, row) => !row.production || productionHosts.includes(host);

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
let securityHeaders = {};
/** answers[host][index of row]: the fields, or null for a row not asked of that host */
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
    rows = expectedAnswers(dist);
    securityHeaders = expectedSecurityHeaders(dist);
    const [nginx, cloudflare, preview] = await Promise.all([
      startServer('nginx', { dist }),
      startServer('cloudflare', { dist }),
      startServer('preview', { dist }),
    ]);
    servers.nginx = nginx;
    servers.cloudflare = cloudflare;
    servers.preview = preview;
    // The hosts side by side, each asked one row after the other.
    await Promise.all(
      hostNames.map(async (host) => {
        answers[host] = [];
        for (const row of rows)
          answers[host].push(
            asks(host, row)
              ? (await ask(servers[host].origin, row, { dist, securityHeaders })).fields
              : null,
          );
      }),
    );
  },
  { timeout: 120_000 },
);

after(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
});

test('nginx gives the expected answers', () => {
  rows.forEach((row, index) =>
    assert.deepEqual(answers.nginx[index], expectedFields(row), rowName(row)),
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
      if (!theirs) return;
      // Another status is the difference: what else the answer says follows from it, but
      // for the security headers, which every answer carries.
      const fields =
        theirs.status === ours.status ? Object.keys(ours) : ['status', 'Location', 'security'];
      for (const field of fields) {
        const value = ours[field];
        if (theirs[field] === value) continue;
        const address = rowName(row);
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
    if (!answers[host][index]) return '-';
    const { status, Location, body, security } = answers[host][index];
    const text = [
      status,
      Location && `→ ${Location}`,
      status === '404' && body,
      security !== 'all' && `(security headers: ${security})`,
    ]
      .filter(Boolean)
      .join(' ');
    return `${text}${marks[`${host} ${index}`] ?? ''}`;
  };
  const table = [
    ['address', ...hostNames],
    ...rows.map((row, index) => [rowName(row), ...hostNames.map((host) => cell(host, index))]),
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
    `\nThe parity matrix (status, Location, the 404 page's file, the security headers when not all; * a difference docs/deploy.md names, ! one it does not, - not asked):\n${lines.join('\n')}\n`,
  );
  assert.deepEqual(unexplained, [], 'differences docs/deploy.md does not name');
  const stale = intended
    .filter((entry) => !entry.used)
    .map((entry) => `${entry.host} ${entry.field} ${entry.nginx} → ${entry.there}`);
  assert.deepEqual(stale, [], 'rows of docs/deploy.md that no host differs by any more');
});

test('each production host still answers a page as before, after the protocol errors and limits', async () => {
  const hostile = rows.filter((row) => row.production);
  const page = rows.findIndex((row) => row.path === '/contact' && !row.label && !row.method);
  assert.ok(hostile.length > 0 && page !== -1);
  for (const host of productionHosts) {
    const { origin } = servers[host];
    // Once more, three of each at the same time.
    await Promise.all(
      [1, 2, 3].flatMap(() => hostile.map((row) => ask(origin, row, { dist, securityHeaders }))),
    );
    const { fields } = await ask(origin, rows[page], { dist, securityHeaders });
    assert.deepEqual(fields, answers[host][page], `${host}: /contact after them`);
    assert.equal(fields.security, 'all', `${host}: /contact after them`);
  }
});
