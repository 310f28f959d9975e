// What the app costs each page's simulated first paint. Lighthouse (the bench's mobile settings)
// on each of the bench's pages, served by nginx with the production configuration twice, side
// by side: the build as it is, and a copy of it whose pages have no script of the app (the
// entry's `<script type="module">` and its `modulepreload` links taken out; the JSON-LD stays).
// The copy is the floor of each page as built: its HTML, stylesheet, poster and logo alone.
// The two are run alternately, the median of 3 each, and a table is printed.
//   npm run build && node scripts/measure/app-floor.mjs      (TLS=1: over https and HTTP/2)
// A measurement, not a test: run it by hand on a quiet machine.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { median, startLighthouse } from '../../test/harness/lighthouse.mjs';
import { benchPages } from '../../test/harness/pages.mjs';
import { root } from '../../test/harness/process.mjs';
import { startServer } from '../../test/harness/servers.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const tls = process.env.TLS === '1';
const appTags = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** A copy of dist/ whose pages (and their .br and .gz copies) have none of the app's tags. */
function withoutApp() {
  const copy = mkdtempSync(join(tmpdir(), 'clinic-without-app-'));
  cpSync(join(root, 'dist'), copy, { recursive: true });
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = join(copy, file);
    const page = readFileSync(path, 'utf8').replace(appTags, '');
    writeFileSync(path, page);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(page, { level: 9 }));
  }
  return copy;
}

const copy = withoutApp();
const kind = tls ? 'nginx-tls' : 'nginx';
const servers = {
  app: await startServer(kind),
  floor: await startServer(kind, { dist: copy }),
};
const lighthouse = await startLighthouse({ tls });

const rows = [];
try {
  for (const [name, path] of benchPages) {
    const lcp = { app: [], floor: [] };
    for (let run = 0; run < runs; run++)
      for (const variant of ['app', 'floor']) {
        const lhr = await lighthouse.run(servers[variant].origin + path, {
          onlyCategories: ['performance'],
        });
        lcp[variant].push(lhr.audits['largest-contentful-paint'].numericValue);
      }
    const row = { name, path, app: median(lcp.app), floor: median(lcp.floor) };
    rows.push(row);
    console.log(
      `${name.padEnd(20)} LCP ${(row.app / 1000).toFixed(2)} s, without the app ${(row.floor / 1000).toFixed(2)} s (${(row.app / row.floor).toFixed(2)}×)`,
    );
  }
} finally {
  await lighthouse.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  rmSync(copy, { recursive: true, force: true });
}

console.log(
  `\n${tls ? 'over https and HTTP/2' : 'over HTTP/1.1'}, median of ${runs}\n| page | address | LCP | LCP without the app | ratio |\n| --- | --- | --- | --- | --- |`,
);
for (const row of rows)
  console.log(
    `| ${row.name} | \`${row.path}\` | ${(row.app / 1000).toFixed(2)} s | ${(row.floor / 1000).toFixed(2)} s | ${(row.app / row.floor).toFixed(2)}× |`,
  );
