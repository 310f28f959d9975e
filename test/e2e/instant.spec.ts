/**
 * Navigation without a flash (issue #13): a link's page is loaded on the visitor's intent (a
 * pointer over it, focus, a touch) and, once the browser is idle, the navbar's pages are loaded
 * ahead within a byte budget. The old page stays until the new one can render whole, so
 * "Loading…" never shows on the way. The site's scripts are slowed down after the start page
 * is ready, so a page that waited for its words after the tap would show "Loading…".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { idlePreloadBudget } from '../../src/app/idlePreload';
import { expect, isPhone, it } from './fixtures';
import {
  categoryHeader,
  hindi,
  hydrated,
  navbar,
  openNavbar,
  openSubmenu,
  pathOf,
} from './visitor';

/**
 * Records in <html data-loading-seen> the text of any "Loading…" placeholder that appears in
 * the page, however briefly, and in <html data-ready-at> when the app became ready.
 */
async function recordLoading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const root = document.documentElement;
      const placeholder = document.querySelector('.page-loading, [role="status"]');
      if (placeholder) root.dataset.loadingSeen = placeholder.textContent;
      if (root.dataset.app === 'ready' && root.dataset.readyAt === undefined) {
        root.dataset.readyAt = String(performance.now());
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/** A visitor who saves data: the browser says so in navigator.connection. */
async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
}

/** Every script the site fetches from now on arrives 300 ms late, as on a slow connection. */
async function slowScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
}

/** Opens `path` for a navigation test: no idle preloading, so only intent loads the next page. */
async function start(page: Page, path: string): Promise<void> {
  await recordLoading(page);
  await saveData(page);
  await page.goto(path);
  await hydrated(page);
  await slowScripts(page);
}

async function expectNoLoadingSeen(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-loading-seen');
}

/** Resolves once the browser has been idle twice: an idle task queued before has run. */
const browserIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => resolve()));
      }),
  );

/** The site's scripts the page fetched after the app was ready. */
const scriptsAfterReady = (page: Page) =>
  page.evaluate(() => {
    const readyAt = Number(document.documentElement.dataset.readyAt);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime > readyAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
  });

/** What the server sends of a built file: its brotli copy, or the file itself when it is under
 * the 1 KB below which the build makes no compressed copy (vite.config.ts). */
function brotliBytes(path: string): number {
  const file = join(process.cwd(), 'dist', ...path.split('/'));
  return existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : readFileSync(file).length;
}

it.describe('a link is loaded on intent and the old page stays until the new one is whole', () => {
  it('a hover then a click on a navbar link: the new page shows, no "Loading…" @desktop', async ({
    page,
  }) => {
    await start(page, '/');
    const contactCode = page.waitForRequest(/\/assets\/ContactPage-[\w-]+\.js$/);
    await navbar(page).contact.hover();
    await contactCode;
    await navbar(page).contact.click();
    await expect(page.locator('#contact-address')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pathOf(page)).toBe('/contact');
    await expectNoLoadingSeen(page);
  });

  it('a category from the Service menu shows with its words, no "Loading…"', async ({ page }) => {
    await start(page, '/meet');
    const menu = await openSubmenu(page, 'service');
    const cosmetics = menu.getByRole('link', { name: /Cosmetics/ });
    await cosmetics.click();
    await expect(page.locator('#category-panel-cosmetics .category-description')).toBeVisible();
    expect(pathOf(page)).toBe('/service/cosmetics');
    await expectNoLoadingSeen(page);
  });

  it('a touch then a tap on a navbar link: the new page shows, no "Loading…" @phone', async ({
    page,
  }) => {
    await start(page, '/hi/contact');
    await openNavbar(page, hindi);
    const home = navbar(page, hindi).home;
    const homeCode = page.waitForRequest(/\/assets\/HomePage-[\w-]+\.js$/);
    await home.dispatchEvent('touchstart');
    await homeCode;
    await home.tap();
    await expect(page.locator('#story-heading')).toBeVisible();
    expect(pathOf(page)).toBe('/hi/');
    await expectNoLoadingSeen(page);
  });

  it('another category on the service page opens with its words, no "Loading…"', async ({
    page,
  }) => {
    await start(page, '/service/dental-treatment');
    await categoryHeader(page, 'Skin & hair').click();
    await expect(page.locator('#category-panel-skin-and-hair .category-description')).toBeVisible();
    // The address follows once the router's loader has confirmed the head's code and words.
    await expect.poll(() => pathOf(page)).toBe('/service/skin-and-hair');
    if (isPhone(page)) {
      await expect(categoryHeader(page, 'Skin & hair')).toHaveAttribute('aria-expanded', 'true');
    }
    await expectNoLoadingSeen(page);
  });
});

it.describe('the navbar pages are loaded ahead once the browser is idle', () => {
  it('their code, not the map library, within the byte budget @desktop', async ({ page }) => {
    await recordLoading(page);
    await page.goto('/hi/');
    await hydrated(page);
    await browserIdle(page);
    await expect
      .poll(async () => (await scriptsAfterReady(page)).join(' '))
      .toMatch(/ServicePage-.*MeetPage-.*ContactPage-/);
    const scripts = await scriptsAfterReady(page);
    expect(scripts.filter((path) => path.includes('ClinicMap'))).toEqual([]);
    const bytes = scripts.reduce((sum, path) => sum + brotliBytes(path), 0);
    expect(bytes).toBeLessThan(idlePreloadBudget);

    // Nothing more is needed: with the scripts slowed down, a click without any intent before
    // it (no pointer over the link, no touch) shows the page whole.
    await slowScripts(page);
    await navbar(page, hindi).contact.dispatchEvent('click');
    await expect(page.locator('#contact-address')).toBeVisible();
    await expectNoLoadingSeen(page);
  });

  it('not for a visitor who saves data @desktop', async ({ page }) => {
    await recordLoading(page);
    await saveData(page);
    await page.goto('/hi/');
    await hydrated(page);
    await browserIdle(page);
    await browserIdle(page);
    expect(await scriptsAfterReady(page)).toEqual([]);
  });
});
