// How many A4 sheets each treatment page prints on, in every language:
// `node scripts/measure/print-pages.mjs [--reserve mm] [--only text] [--origin url]` after
// `npm run build`. Every treatment address of the built sitemap is opened in Chromium (desktop
// screen), printed to PDF as print.spec.ts prints it (`page.pdf({ format: 'A4' })`), and its
// sheets are counted; with each count, how far down its last sheet the text reaches. Prints the
// distribution, the longest page of each language and every page over two sheets.
// --reserve: the clinic's printed details are made that many millimetres taller (room held for
// what is yet to be added to them); --only: addresses containing the text; --origin: a server
// already serving the build (otherwise the preview server is started on a free port, serving
// DIST_DIR, dist/ by default).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { launchChromium, openPage } from '../../test/harness/browsers.mjs';
import { root } from '../../test/harness/process.mjs';
import { startServer } from '../../test/harness/servers.mjs';

const { values } = parseArgs({
  options: {
    reserve: { type: 'string', default: '0' },
    only: { type: 'string', default: '' },
    origin: { type: 'string' },
  },
});
const reserveMm = Number(values.reserve);

const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
const paths = [
  ...new Set(
    [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
      .map((match) => match[1])
      .filter((path) => /^(\/[a-z]{2})?\/service\/[^/]+\/[^/]+$/.test(path)),
  ),
]
  .filter((path) => path.includes(values.only))
  .sort();

/** Sheets, and the share of the last sheet's height its lowest text reaches (0–1). */
async function sheetsOf(pdf) {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const last = await document.getPage(document.numPages);
    const [, , , top] = last.view;
    const { items } = await last.getTextContent();
    const lowest = Math.min(
      top,
      ...items.filter((item) => 'str' in item).map((item) => item.transform[5]),
    );
    return { sheets: document.numPages, lastFill: (top - lowest) / top };
  } finally {
    await document.destroy();
  }
}

const server = values.origin ? undefined : await startServer('preview', { dist });
const origin = values.origin ?? server.origin;
const browser = await launchChromium();
const results = [];
try {
  // The reserve is a style added to the page, which the site's CSP would refuse.
  const { page } = await openPage(browser, 'desktop', { origin, bypassCSP: reserveMm > 0 });
  for (const path of paths) {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app="ready"]', { timeout: 60_000 });
    await page.waitForSelector('.printed-details-address', { state: 'attached' });
    if (reserveMm > 0)
      await page.addStyleTag({
        content: `@media print { .printed-details::after { content: ''; display: block; height: ${reserveMm}mm; } }`,
      });
    const { sheets, lastFill } = await sheetsOf(await page.pdf({ format: 'A4' }));
    results.push({ path, sheets, lastFill });
    process.stdout.write('.');
  }
} finally {
  await browser.close();
  await server?.stop();
}
process.stdout.write('\n');

const language = (path) => path.match(/^\/([a-z]{2})\/service/)?.[1] ?? 'en';
const length = (result) => result.sheets + result.lastFill;
const groupBy = (items, key) => {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
console.log(`${results.length} treatment pages, printed with ${reserveMm} mm held for the details`);
const counts = groupBy(results, (result) => result.sheets);
for (const sheets of [...counts.keys()].sort())
  console.log(`  ${sheets} sheet(s): ${counts.get(sheets).length}`);
for (const [lng, ofLanguage] of groupBy(results, (result) => language(result.path))) {
  const longest = ofLanguage.toSorted((a, b) => length(b) - length(a)).slice(0, 3);
  console.log(
    `  longest in ${lng}: ${longest.map((result) => `${result.path} ${length(result).toFixed(2)}`).join(', ')}`,
  );
}
const over = results.filter((result) => result.sheets > 2);
if (over.length > 0) {
  console.log(`Over two sheets (${over.length}):`);
  for (const result of over.toSorted((a, b) => length(b) - length(a)).slice(0, 20))
    console.log(`  ${result.path}: ${result.sheets} (last ${Math.round(result.lastFill * 100)}%)`);
}
