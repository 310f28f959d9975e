/**
 * Addresses written another way (issue #27): a static host answers `/index.html`, `//contact`
 * or `/%63ontact` with the page itself (nginx redirects them instead, test/deploy/
 * nginx.test.mjs). The app then shows that page at its own address, never a 404 over it, no
 * hydration error, the page's title (src/state/address.ts, cleanPath; boot.tsx). Each document
 * is answered here as such a host does, with the prerendered file of the page it names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from './fixtures';
import { hydrated } from './visitor';

const dist = join(process.cwd(), 'dist');
const fileOf = (path: string) => join(dist, ...path.split('/').filter(Boolean), 'index.html');
const titleOf = (path: string) =>
  (/<title>([^<]*)<\/title>/.exec(readFileSync(fileOf(path), 'utf8'))?.[1] ?? '').replace(
    /&amp;/g,
    '&',
  );

for (const [written, clean, heading] of [
  ['/index.html', '/', 'Welcome to face multispecialty clinic, Alto-Porvorim, Goa'],
  ['/hi/index.html', '/hi/', 'face multispecialty clinic, आल्टो-पर्वरी, गोवा में आपका स्वागत है'],
  ['/contact/index.html', '/contact', 'face multispecialty clinic'],
  ['//contact', '/contact', 'face multispecialty clinic'],
  ['/service//cosmetics//botox', '/service/cosmetics/botox', 'Botulinum toxin (Botox)'],
  ['/%63ontact', '/contact', 'face multispecialty clinic'],
  // The doctor's name is a sample: the Hindi marker follows it.
  ['/%68i/meet//associate-dentist/', '/hi/meet/associate-dentist', 'डॉ. बी. सैंपल नमूना'],
] as const)
  it(`${written}, answered with its page, shows that page at ${clean} @desktop`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await page.route(
      (url) => url.pathname === written,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: readFileSync(fileOf(clean)),
        }),
    );
    const response = await page.goto(`${origin}${written}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page).toHaveURL(`${origin}${clean}`);
    await expect(page).toHaveTitle(titleOf(clean));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('404')).toHaveCount(0);
  });
