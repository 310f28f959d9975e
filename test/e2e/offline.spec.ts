/**
 * Offline (issue #13): the service worker (src/serviceWorker/sw.ts) keeps what a visitor has
 * opened, shows the offline page in the address's language for what they have not, and never
 * holds back a new deployment: pages come from the network first.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../harness/servers.mjs';
import { clinic } from '../../src/content/clinic';
import { situations } from '../../src/content/urgentCare';
import { expect, it, ready } from './fixtures';
import { visit } from './visitor';

/** What stands for the clinic's number while it is a sample, in Hindi. */
const hindiToConfirm = 'टेलीफ़ोन नंबर की पुष्टि अभी बाकी है। आपात स्थिति में 108 या 112 पर फ़ोन करें।';

it.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed its precache and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await ready(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

it('offline, the pages opened before show, and one never opened shows the offline page in its language', async ({
  page,
  context,
  consoleLog,
}) => {
  // Offline, the browser logs each file it could not fetch (the contact map's code among them).
  consoleLog.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await visit(page, '/');
  await controlledByServiceWorker(page);
  await visit(page, '/contact');
  await visit(page, '/service/cosmetics/botox');
  await expect(
    page.getByRole('article', { name: 'Botulinum toxin (Botox)', exact: true }),
  ).toContainText('This takes about 10 to 15 minutes.');

  await context.setOffline(true);

  await visit(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('face multispecialty clinic');
  await expect(page.getByRole('heading', { name: 'Telephone', exact: true })).toBeVisible();

  // Never opened, but kept with the app from the first visit: the contact page in every language.
  await page.goto('/hi/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('face multispecialty clinic');
  await expect(page.getByText('आप ऑफ़लाइन हैं')).toBeHidden();

  await visit(page, '/service/cosmetics/botox');
  await expect(
    page.getByRole('article', { name: 'Botulinum toxin (Botox)', exact: true }),
  ).toContainText('This takes about 10 to 15 minutes.');

  await page.goto('/meet/associate-dentist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText('This page has not been saved on this device')).toBeVisible();
  // The clinic's number is a sample: no link to it, the emergency numbers instead.
  await expect(page.getByRole('link', { name: `Call ${clinic.phone.display}` })).toHaveCount(0);
  await expect(
    page.getByText('Telephone number to be confirmed. In an emergency, call 108 or 112.').first(),
  ).toBeVisible();
  await expect(page.getByText('Alto-Porvorim, Bardez').first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
  // No navbar item is the page on screen.
  await expect(page.locator('#site-nav [aria-current]')).toHaveCount(0);

  await page.goto('/hi/service/cosmetics');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप ऑफ़लाइन हैं');
  await expect(page.getByText(hindiToConfirm).first()).toBeVisible();
  // The pages that work offline, in the visitor's language.
  await expect(page.getByRole('link', { name: 'संपर्क करें' }).last()).toHaveAttribute(
    'href',
    '/hi/contact',
  );
});

it('offline, urgent help shows in every language on a device that never opened it, and on the offline page', async ({
  page,
  context,
  consoleLog,
}) => {
  consoleLog.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await visit(page, '/');
  await controlledByServiceWorker(page);
  await context.setOffline(true);

  for (const [path, title, call] of [
    ['/urgent', 'If it cannot wait', 'Call 108'],
    ['/hi/urgent', 'अगर इंतज़ार नहीं हो सकता', '108 पर फ़ोन करें'],
    ['/ru/urgent', 'Если ждать нельзя', 'Позвонить: 108'],
    ['/fr/urgent', 'Quand cela ne peut pas attendre', 'Appeler le 108'],
    ['/zh/urgent', '不能等待的情况', '拨打 108'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: call }).first()).toHaveAttribute('href', 'tel:108');
    await expect(page.getByRole('article')).toHaveCount(situations.length);
  }

  // A page never opened: the offline page, with the same cards.
  await page.goto('/ru/meet/associate-dentist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет подключения к интернету');
  await expect(page.getByRole('heading', { level: 2, name: 'Если ждать нельзя' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Выбит постоянный зуб' })).toBeVisible();
});

it('offline, a link inside the app to a page never opened shows the offline page, never the error screen @desktop', async ({
  page,
  context,
  consoleLog,
}) => {
  consoleLog.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await visit(page, '/service/cosmetics/botox');
  await controlledByServiceWorker(page);
  await context.setOffline(true);

  // The Hindi words for this treatment were never fetched: the app cannot draw the page, so
  // the browser loads the address and the service worker answers.
  await page.locator('summary', { hasText: 'English' }).click();
  await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/service\/cosmetics\/botox$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप ऑफ़लाइन हैं');
  await expect(page.getByText(hindiToConfirm).first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
});

it('offline, a carousel whose code was never fetched stays a plain row, with no error (its stylesheet included) @desktop', async ({
  page,
  context,
  consoleLog,
}) => {
  consoleLog.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await visit(page, '/service/cosmetics');
  await controlledByServiceWorker(page);
  // Kept, with the carousel of its treatments never seen: react-slick's code and stylesheet
  // were never fetched.
  await page.evaluate(() => window.scrollTo(0, 0));
  await visit(page, '/service/cosmetics');
  const fetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('SlickCarousel')),
    );
  expect(await fetched()).toEqual([]);
  await context.setOffline(true);

  // Seen offline: Vite's preload of the code's stylesheet fails ("Unable to preload CSS"), and
  // the carousel stays the row it was, as the page was prerendered; no unhandled error.
  const carousel = page.getByRole('region', { name: 'Treatments in Cosmetics', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await expect
    .poll(fetched)
    .toContainEqual(expect.stringMatching(/SlickCarousel-[\w-]+\.(css|js)$/));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
  );
  await expect(carousel).toHaveClass(/carousel-static/);
  await expect(carousel.getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
});

it('the offline page opens the page asked for once the connection is back @desktop', async ({
  page,
  context,
  consoleLog,
}) => {
  consoleLog.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await visit(page, '/');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/meet/associate-dentist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  // Still offline, trying again shows the same.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');

  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  ).toContainEqual(expect.stringMatching(/\/offline\.js$/));
  await context.setOffline(false);
  // The doctor's page, whose name (a sample) is followed by its marker.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. B. Sample sample', {
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/meet\/associate-dentist\??$/);
});

it('registers the service worker only once the page answers to the visitor @desktop', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args) => {
      const root = document.documentElement;
      root.dataset.serviceWorkerRegisteredWhen = root.dataset.app ?? 'loading';
      return register(...args);
    };
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute(
    'data-service-worker-registered-when',
    'ready',
  );
  await controlledByServiceWorker(page);

  // Installable: the manifest, linked from every page, names the icons.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
    start_url: string;
    display: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
});

it('a returning visitor sees a new deployment at once, not the page kept from the last visit @desktop', async ({
  browser,
}) => {
  // Two builds in turn on one address: dist/, then a copy with the contact page changed.
  const folder = await mkdtemp(join(tmpdir(), 'clinic-second-build-'));
  const server = await startServer('preview', { dist: folder });
  const { origin } = server;
  const context = await browser.newContext({ baseURL: origin });
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort('blockedbyclient'),
  );
  try {
    await cp(join(process.cwd(), 'dist'), folder, { recursive: true });
    const page = await context.newPage();
    await visit(page, '/');
    await controlledByServiceWorker(page);
    await visit(page, '/contact');
    const firstTitle = await page.title();

    const contactPage = join(folder, 'contact', 'index.html');
    const html = await readFile(contactPage, 'utf8');
    await writeFile(contactPage, html.replace('<title>', '<title>Second build: '));

    await visit(page, '/contact');
    expect(await page.title()).toBe(`Second build: ${firstTitle}`);
  } finally {
    await context.close();
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
});
