/**
 * What every browser test gets: no request leaves the machine (the browser resolves no host
 * but the site's, playwright.config.ts; map tiles are answered with a local image where a test
 * shows the map), and any console error or warning, page error or failed request fails the
 * test.
 */
import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Route,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const tile = readFileSync(join(process.cwd(), 'test', 'e2e', 'tile.png'));
const tileAddress = /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/;

/**
 * Answers the map's tile requests in `context` with a local image, adding each address asked
 * for to `requested`, until the returned function is called.
 */
export async function answerMapTiles(
  context: BrowserContext,
  requested: string[] = [],
): Promise<() => Promise<void>> {
  const answer = async (route: Route) => {
    requested.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'image/png',
      body: tile,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  };
  await context.route(tileAddress, answer);
  return () => context.unroute(tileAddress, answer);
}

export interface ConsoleLog {
  messages: string[];
  /** Messages that are expected in this test (e.g. the 404 document itself). */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<
  { consoleLog: ConsoleLog; tiles: string[]; mapTiles: boolean },
  { tab: BrowserContext; tabOptions: BrowserContextOptions }
>({
  /** What a file's tab has beyond the project's settings (no-js.spec.ts: no JavaScript). */
  tabOptions: [{}, { scope: 'worker', option: true }],
  // The tab of `itInOneTab` (below), started only in a worker that runs such a test. It is
  // declared for every test, so that all the files share their workers: a worker serves tests
  // of one set of worker fixtures, and a second set would start a new worker at each switch.
  tab: [
    async ({ browser, tabOptions }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, serviceWorkers } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        serviceWorkers,
        ...tabOptions,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * Whether the test answers the map's tiles with a local image (`tiles` lists the addresses
   * asked for): where the map is its subject. Elsewhere a tile the map asks for fails quietly,
   * as with no signal (the map shows empty squares and the address beside it): answering
   * means a route, and any route turns off the browser's HTTP cache and passes every request
   * of the tab through the test.
   */
  mapTiles: [false, { option: true }],
  tiles: async ({ context, mapTiles }, use) => {
    const requested: string[] = [];
    if (!mapTiles) {
      await use(requested);
      return;
    }
    const stop = await answerMapTiles(context, requested);
    await use(requested);
    await stop();
  },
  consoleLog: async ({ page, mapTiles }, use) => {
    const messages: string[] = [];
    // Where the browser tests block the service worker (playwright.config.ts), its registration
    // is refused with this warning.
    const allowed: RegExp[] = [/^warning: Service Worker registration blocked by Playwright$/];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (!mapTiles && tileAddress.test(message.location().url)) return;
      messages.push(`${message.type()}: ${message.text()}`);
    };
    const onPageError = (error: Error) => messages.push(`pageerror: ${error.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use({ messages, allow: (pattern) => allowed.push(pattern) });
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    const unexpected = messages.filter(
      (message) => !allowed.some((pattern) => pattern.test(message)),
    );
    expect(
      unexpected,
      unexpected.some((message) => message.includes('ERR_NAME_NOT_RESOLVED'))
        ? "a request outside the site was refused: no host resolves but the site's (playwright.config.ts)"
        : undefined,
    ).toEqual([]);
  },
});

/** Every test gets the map's tiles (where it sets mapTiles) and the console check, named or not. */
export const it = test.extend<{ guard: undefined }>({
  guard: [
    async ({ tiles, consoleLog }, use) => {
      // Naming them is what switches them on for every test.
      expect(tiles).toBeDefined();
      expect(consoleLog).toBeDefined();
      await use(undefined);
    },
    { auto: true },
  ],
});

/**
 * For a file whose tests are a visitor moving around the site: they run one after another in
 * the same browser tab (one per worker and project), each opening its own address first, so
 * each starts from a new document and a new store. What the tab keeps is what a returning
 * visitor's browser keeps: the HTTP cache, compiled scripts and the tab's history (a test
 * must not go back past its own first page). Starting a browser context and a tab, and
 * compiling the site's scripts again, was about a third of such a test's time.
 *
 * Between tests the tab goes back to the project's screen, media and network, drops the
 * routes a test added and closes the tabs it opened. What cannot be undone is not for these
 * files: a fake clock, init scripts, a file-wide `it.use` (the tab is made from the project's
 * settings; `tabOptions` adds to them), and anything about a first visit (what is fetched,
 * from where, when). Those use `it`. A failed test ends its worker, and with it the tab.
 *
 * This visitor has also asked the phone for less motion (`prefers-reduced-motion: reduce`, the
 * `reducedMotion` option): the hero shows its poster instead of the video, transitions end at
 * once. The video playing in the background of every page was about a quarter of these
 * files' CPU, and their subject is where the visitor goes, not the video; the visitor with
 * motion is the other files' (fresh tabs: every page at every width, arrival, contact, …) and
 * home.spec.ts's, which sets `reducedMotion: 'no-preference'`.
 */
export const itInOneTab = it.extend({
  reducedMotion: 'reduce',
  context: async ({ tab }, use) => {
    await use(tab);
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    await tab.setOffline(false);
  },
  page: async ({ tab, reducedMotion }, use, testInfo) => {
    const [page = await tab.newPage()] = tab.pages();
    const { viewport } = testInfo.project.use;
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion });
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const other of tab.pages()) if (other !== page) await other.close();
    await page.goto('about:blank');
  },
});

export { expect };

/** Waits until the page is hydrated (App marks <html data-app="ready"> once hydrated) and its heading shows. */
export async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.locator('h1')).toBeVisible();
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
