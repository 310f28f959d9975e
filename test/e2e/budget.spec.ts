/**
 * The byte budget: what a visitor's browser fetches before they touch anything, per page type,
 * measured by loading the production build in Chromium. Sizes are the gzip-compressed sizes of
 * the built files, compressed as the build precompresses them for the server (vite.config.ts) (gzip
 * at its best compression; brotli, where served, is smaller still); bytes do not depend on the machine's
 * speed, so this is no timed test. The numbers are also written to test-results/budget.json.
 * Measured once, at the desktop size, where most is shown (playwright.config.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it, ready } from './fixtures';

const KB = 1024;
const budget = { js: 150 * KB, css: 20 * KB, html: 30 * KB, homeTotal: 500 * KB };

// prettier-ignore
const pageTypes = [
  ['home', '/'],
  ['category', '/service/dental-treatment'],
  ['treatment', '/service/cosmetics/botox'],
  ['meet', '/meet'],
  ['doctor', '/meet/associate-dentist'],
  ['contact', '/contact'],
  ['home (Hindi)', '/hi/'],
  ['treatment (Chinese)', '/zh/service/skin-and-hair/microblading'],
] as const;

const dist = join(process.cwd(), 'dist');

function builtFile(pathname: string): Buffer {
  const direct = join(dist, pathname);
  for (const candidate of [direct, join(direct, 'index.html')]) {
    try {
      return readFileSync(candidate);
    } catch {
      // not this one
    }
  }
  return readFileSync(join(dist, '404.html'));
}

type Kind = 'html' | 'js' | 'css' | 'media' | 'other';
const kindOf = (pathname: string, resourceType: string): Kind => {
  if (resourceType === 'document') return 'html';
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (/\.(svg|png|jpe?g|webp|avif|webm|mp4)$/.test(pathname)) return 'media';
  return 'other';
};
/** Text is sent compressed; images and video are compressed already. */
const sentBytes = (pathname: string, body: Buffer) =>
  /\.(svg|png|jpe?g|webp|avif|webm|mp4)$/.test(pathname)
    ? body.length
    : gzipSync(body, { level: 9 }).length;

const results: Record<string, Record<Kind | 'total', number> & { files: string[] }> = {};

it.describe('byte budget', () => {
  for (const [name, path] of pageTypes) {
    it(`${name} (${path}) stays within budget`, async ({ page, baseURL }) => {
      const fetched = new Map<string, Kind>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== new URL(baseURL ?? '').origin) return;
        fetched.set(url.pathname, kindOf(url.pathname, request.resourceType()));
      });
      await page.goto(path);
      await ready(page);
      await page.waitForLoadState('networkidle');

      const totals: Record<Kind | 'total', number> = {
        html: 0,
        js: 0,
        css: 0,
        media: 0,
        other: 0,
        total: 0,
      };
      for (const [pathname, kind] of fetched) {
        const bytes = sentBytes(kind === 'html' ? pathname : pathname, builtFile(pathname));
        totals[kind] += bytes;
        totals.total += bytes;
      }
      results[name] = { ...totals, files: [...fetched.keys()] };

      expect(totals.js, 'JavaScript before interaction').toBeLessThanOrEqual(budget.js);
      expect(totals.css, 'CSS').toBeLessThanOrEqual(budget.css);
      expect(totals.html, 'HTML').toBeLessThanOrEqual(budget.html);
      if (path === '/')
        expect(totals.total, 'the whole first load of home').toBeLessThanOrEqual(budget.homeTotal);
      const leaflet = [...fetched.keys()].some((file) => /ClinicMap|leaflet/i.test(file));
      expect(leaflet, 'Leaflet waits until the map is seen').toBe(false);
    });
  }

  it('Leaflet loads on the contact page when its map is seen, and on no other page', async ({
    page,
  }) => {
    const leaflet: string[] = [];
    page.on('request', (request) => {
      if (/ClinicMap|leaflet/i.test(request.url())) leaflet.push(request.url());
    });
    for (const [, path] of pageTypes.filter(([name]) => name !== 'contact')) {
      await page.goto(path);
      await ready(page);
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
    }
    expect(leaflet).toEqual([]);
    await page.goto('/contact');
    await ready(page);
    await page.getByRole('heading', { name: 'Map' }).scrollIntoViewIfNeeded();
    await expect.poll(() => leaflet.length).toBeGreaterThan(0);
  });

  it.afterAll(() => {
    mkdirSync('test-results', { recursive: true });
    writeFileSync(join('test-results', 'budget.json'), JSON.stringify(results, null, 2));
    const rows = Object.entries(results).map(
      ([name, r]) =>
        `${name.padEnd(22)} html ${(r.html / KB).toFixed(1).padStart(6)} KB  js ${(r.js / KB).toFixed(1).padStart(6)} KB  css ${(r.css / KB).toFixed(1).padStart(5)} KB  media ${(r.media / KB).toFixed(1).padStart(6)} KB  total ${(r.total / KB).toFixed(1).padStart(6)} KB`,
    );
    console.log(`\nBytes fetched before interaction (gzip):\n${rows.join('\n')}`);
  });
});
