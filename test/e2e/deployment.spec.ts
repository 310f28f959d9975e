/**
 * A deployment under an open tab (issue #27): the tab was opened on build A, then the served
 * folder is replaced whole by build B (as `rsync --delete`, a static host or a CDN does: A's
 * hashed files are gone), and the visitor keeps clicking. Every move completes, as one
 * whole-page load of B's page at the address asked for where A's files are needed, with the
 * right title, language and map, and no page error (src/lib/loadWhole.ts). Without the
 * service worker, and with it once a second tab brings B's worker, which drops A's precache.
 *
 * Build A is dist/ (the suite runs after `npm run build`); build B is the same source with one
 * English string changed (deployment/nextBuild.config.ts), built once per run into a temporary
 * folder. nginx serves a symbolic link that is swapped from A to B in one step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startProdServer } from '../../scripts/serve/serve-prod.mjs';
import { nextBuildName } from './deployment/nextBuild.config';
import { expect, it } from './fixtures';
import { hindi, hydrated, navbar, openNavbar } from './visitor';

const buildA = join(process.cwd(), 'dist');
let folder = '';
let buildB = '';
let served = '';

/** Serves `build` from now on: the served folder is replaced whole, in one step. */
function deploy(build: string): void {
  const next = `${served}.next`;
  rmSync(next, { force: true });
  symlinkSync(build, next);
  renameSync(next, served);
}

/** The title of the page at `path` in `build`, as its prerendered HTML has it. */
function titleOf(build: string, path: string): string {
  const file = join(build, ...path.split('/').filter(Boolean), 'index.html');
  const title = /<title>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!title) throw new Error(`no title in ${file}`);
  return title.replace(/&amp;/g, '&');
}

/** The documents the tab loads (whole-page loads), by path. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/** The page shown is build B's, at `path`, with B's title for it, and the app running. */
async function showsBuildB(page: Page, origin: string, path: string): Promise<void> {
  await expect(page).toHaveURL(`${origin}${path}`);
  await hydrated(page);
  await expect(page).toHaveTitle(titleOf(buildB, path));
  await expect(page.locator('.brand-name')).toHaveText(nextBuildName);
}

/** The contact page's first words in Hindi (src/locales/hi/ui.json). */
const hindiContactIntro = /^हम आल्टो-पर्वरी, गोवा में हैं।/;

/**
 * The page at `path` is shown whole, by whichever build the tab runs now: its title is that
 * build's title for the page (never the last page's), the app is running.
 */
async function showsPage(page: Page, origin: string, path: string): Promise<void> {
  await expect(page).toHaveURL(`${origin}${path}`);
  await hydrated(page);
  const build =
    (await page.locator('.brand-name').textContent()) === nextBuildName ? buildB : buildA;
  await expect(page).toHaveTitle(titleOf(build, path));
}

/** A visitor who saves data: the app loads no page ahead (src/app/idlePreload.ts). */
function saveData(): void {
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: true, effectiveType: '4g', addEventListener: () => undefined },
  });
}

let server: { origin: string; stop: () => Promise<unknown> } | undefined;

it.describe.configure({ mode: 'serial' });
it.use({ mapTiles: true });

it.beforeAll(async () => {
  it.setTimeout(240_000);
  folder = mkdtempSync(join(tmpdir(), 'clinic-deployment-'));
  served = join(folder, 'served');
  // E2E_NEXT_BUILD: a build B made before (to run this file again while working on it).
  buildB = process.env.E2E_NEXT_BUILD ?? join(folder, 'build-b');
  deploy(buildA);
  server = await startProdServer({ env: { DIST_DIR: served, NGINX_ACCESS_LOG: '0' } });
  if (process.env.E2E_NEXT_BUILD) return;
  const built = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'test/e2e/deployment/nextBuild.config.ts',
      '--outDir',
      buildB,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { encoding: 'utf8' },
  );
  if (built.status !== 0 || !existsSync(join(buildB, 'index.html')))
    throw new Error(`build B failed:\n${built.stdout}\n${built.stderr}`);
});

it.afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

it.describe('a deployment under an open tab @desktop', () => {
  it.beforeEach(({ consoleLog }) => {
    deploy(buildA);
    // The browser reports each file of build A it no longer finds.
    consoleLog.allow(/^error: Failed to load resource: the server responded with a status of 404/);
  });

  it('a move from build A is one whole-page load of build B, with its title; then moves stay in the app', async ({
    page,
  }) => {
    const origin = server?.origin ?? '';
    await page.goto(`${origin}/service/cosmetics/botox`);
    await hydrated(page);
    const documents = documentsOf(page);
    deploy(buildB);

    await openNavbar(page);
    await navbar(page).home.click();
    await showsBuildB(page, origin, '/');
    expect(documents).toEqual(['/']);

    await openNavbar(page);
    await navbar(page).contact.click();
    await showsBuildB(page, origin, '/contact');
    expect(documents).toEqual(['/']);
    await page.getByRole('heading', { name: 'Map' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible();
  });

  it('a language chosen after the deployment shows its words, on every later page', async ({
    page,
  }) => {
    const origin = server?.origin ?? '';
    await page.goto(`${origin}/service/cosmetics/botox`);
    await hydrated(page);
    const documents = documentsOf(page);
    deploy(buildB);

    await page.locator('summary', { hasText: 'English' }).click();
    await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await showsBuildB(page, origin, '/hi/service/cosmetics/botox');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(documents).toEqual(['/hi/service/cosmetics/botox']);

    await openNavbar(page, hindi);
    await navbar(page, hindi).contact.click();
    await showsBuildB(page, origin, '/hi/contact');
    await expect(page.getByText(hindiContactIntro)).toBeVisible();
    expect(documents).toEqual(['/hi/service/cosmetics/botox']);
  });

  it("the map and a carousel whose code build A had not loaded yet: the map shows, the carousel's page loads again whole, once", async ({
    page,
  }) => {
    const origin = server?.origin ?? '';
    await page.goto(`${origin}/contact`);
    await hydrated(page);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const documents = documentsOf(page);
    deploy(buildB);

    // The map's code is the same file in both builds (it imports nothing that changed): it
    // arrives as it is; were it gone, the page would load again whole, once.
    await expect(async () => {
      await page.locator('.contact-map').scrollIntoViewIfNeeded();
      await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(documents.length).toBeLessThanOrEqual(1);

    deploy(buildA);
    await page.goto(`${origin}/`);
    await hydrated(page);
    const carousel = page.locator('.carousel-frame').first();
    await expect(carousel.locator('.carousel-static')).toBeAttached();
    documents.length = 0;
    deploy(buildB);
    await carousel.scrollIntoViewIfNeeded();
    // The carousel's code is gone: the page loads again whole, once.
    await expect.poll(() => documents).toEqual(['/']);
    await page.waitForLoadState();
    await showsBuildB(page, origin, '/');
    expect(documents).toEqual(['/']);
  });

  it('saving data (nothing loaded ahead), each move from build A completes, never the error screen', async ({
    page,
  }) => {
    await page.addInitScript(saveData);
    const origin = server?.origin ?? '';
    for (const [from, to] of [
      ['/service/cosmetics/botox', '/meet/oral-maxillofacial-surgeon'],
      ['/meet/oral-maxillofacial-surgeon', '/contact'],
      ['/contact', '/service/skin-and-hair'],
    ] as const) {
      deploy(buildA);
      await page.goto(`${origin}${from}`);
      await hydrated(page);
      deploy(buildB);
      await page.evaluate((path) => {
        document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)?.click();
      }, to);
      await showsBuildB(page, origin, to);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    }
  });
});

it.describe('a deployment under an open tab, with the service worker @desktop', () => {
  it.use({ serviceWorkers: 'allow' });

  it.beforeEach(({ consoleLog }) => {
    deploy(buildA);
    consoleLog.allow(/^error: Failed to load resource: the server responded with a status of 404/);
  });

  it("once a second tab brings build B's worker, the first tab's moves, language and map still complete", async ({
    page,
    context,
  }) => {
    await page.addInitScript(saveData);
    const origin = server?.origin ?? '';
    await page.goto(`${origin}/service/cosmetics/botox`);
    await hydrated(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        document.documentElement.dataset.newWorker = 'true';
      });
    });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const documents = documentsOf(page);
    deploy(buildB);

    const second = await context.newPage();
    await second.goto(`${origin}/meet`);
    await showsBuildB(second, origin, '/meet');
    // B's worker takes over both tabs and drops A's precached files.
    await expect(page.locator('html')).toHaveAttribute('data-new-worker', 'true', {
      timeout: 30_000,
    });

    await page.locator('summary', { hasText: 'English' }).click();
    await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
    // Whether the files this move needs are still kept (the HTTP cache holds those the tab or
    // A's worker fetched) or gone, the page shows whole, in Hindi, with its own title.
    await showsPage(page, origin, '/hi/service/cosmetics/botox');
    await openNavbar(page, hindi);
    await navbar(page, hindi).contact.click();
    await showsPage(page, origin, '/hi/contact');
    await expect(page.getByText(hindiContactIntro)).toBeVisible();
    await page.locator('.contact-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(documents.length).toBeLessThanOrEqual(1);
    // The home page's code was never fetched by this tab (nothing is loaded ahead when saving
    // data) nor kept by A's worker, and the server dropped it: by now the tab has moved to B's
    // pages, with exactly one whole-page load on the way.
    await openNavbar(page, hindi);
    await navbar(page, hindi).home.click();
    await showsBuildB(page, origin, '/hi/');
    expect(documents).toHaveLength(1);
    await second.close();
  });
});
