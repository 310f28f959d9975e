/**
 * What every browser test gets: no request leaves the machine (map tiles are answered with a
 * local image, anything else outside the site is refused), and any console error or warning,
 * page error or failed request of the site fails the test.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const tile = readFileSync(join(process.cwd(), 'test', 'e2e', 'tile.png'));

export interface ConsoleLog {
  messages: string[];
  /** Messages that are expected in this test (e.g. the 404 document itself). */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{ consoleLog: ConsoleLog; tiles: string[] }>({
  tiles: async ({ context, baseURL }, use) => {
    const requested: string[] = [];
    await context.route(
      (url) => !url.href.startsWith(baseURL ?? ''),
      async (route) => {
        const url = route.request().url();
        if (/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url)) {
          requested.push(url);
          await route.fulfill({
            status: 200,
            contentType: 'image/png',
            body: tile,
            headers: { 'Access-Control-Allow-Origin': '*' },
          });
        } else {
          await route.abort('blockedbyclient');
        }
      },
    );
    await use(requested);
  },
  consoleLog: async ({ page }, use) => {
    const messages: string[] = [];
    // Where the browser tests block the service worker (playwright.config.ts), its registration
    // is refused with this warning.
    const allowed: RegExp[] = [/^warning: Service Worker registration blocked by Playwright$/];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await use({ messages, allow: (pattern) => allowed.push(pattern) });
    expect(messages.filter((message) => !allowed.some((pattern) => pattern.test(message)))).toEqual(
      [],
    );
  },
});

/** Every test uses the network guard and the console check, whether it names them or not. */
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

export { expect };

/** Waits until the page is hydrated (App marks <html data-app="ready"> once hydrated) and its heading shows. */
export async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.locator('h1')).toBeVisible();
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
