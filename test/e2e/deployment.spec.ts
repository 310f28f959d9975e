/**
 * A deployment under an open tab (issue #27): the tab was opened on build A, then the served
 * folder is replaced whole by build B (as `rsync --delete`, a static host or a CDN does: A's
 * hashed files are gone), and the visitor keeps clicking. Every move completes, as one
 * whole-page load of B's page at the address asked for where A's files are needed, with the
 * right title, language and map, and no page error (src/lib/loadWhole.ts). Without the
 * service worker, and with it once a second tab brings B's worker, which drops A's precache.
 * A deployment never loses the visitor's move (issue #36): a part of the page that fails as the
 * visitor moves (the carousel as it scrolls into view, a language's words) loads the address
 * asked for, never the page being left, and the carousel never reloads its page by itself.
 *
 * Build A is dist/ (the suite runs after `npm run build`); build B is the same source with one
 * English string changed (deployment/nextBuild.config.ts), built once per run into a temporary
 * folder. Every test runs on two hosts: nginx with the production configuration, serving a
 * symbolic link swapped from A to B in one step; and Cloudflare's runtime (wrangler dev,
 * test/harness/cloudflare.mjs), one per build behind a relay on one port that sends every
 * request after the deployment to B's, as a Cloudflare deployment replaces the whole site at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type Server as HttpServer,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startServer } from '../harness/servers.mjs';
import { nextBuildName } from './deployment/nextBuild.config';
import { expect, it } from './fixtures';
import { hindi, hydrated, navbar, openNavbar, russian } from './visitor';

const buildA = join(process.cwd(), 'dist');
let folder = '';
let buildB = '';
let served = '';

/** Serves `build` from now on: the served folder is replaced whole, in one step (nginx). */
function swap(build: string): void {
  const next = `${served}.next`;
  rmSync(next, { force: true });
  symlinkSync(build, next);
  renameSync(next, served);
}

interface Server {
  origin: string;
  stop: () => Promise<unknown>;
}

/** A host serving build A or build B at one origin. */
interface Host {
  origin: () => string;
  /** Serves `build` from now on; the old build's files are gone. */
  deploy: (build: string) => Promise<void>;
  stop: () => Promise<unknown>;
}

function nginxHost(): Host {
  let server: Server | undefined;
  return {
    origin: () => server?.origin ?? '',
    deploy: async (build) => {
      swap(build);
      server ??= await startServer('nginx', { dist: served });
    },
    stop: async () => server?.stop(),
  };
}

/** Headers of one connection (RFC 9110 §7.6.1): the relay's two sides each have their own. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** `raw` (name, value, name, value …) without the headers of one connection. */
const endToEnd = (raw: readonly string[]): string[] =>
  raw.flatMap((value, index) =>
    index % 2 === 0 && !hopByHop.has(value.toLowerCase()) ? [value, raw[index + 1] ?? ''] : [],
  );

/**
 * Cloudflare's runtime behind a local HTTP relay on a fixed port: one runtime per build, each
 * started once, serving that build only. The relay sends each request, as it arrives, to the
 * runtime of the build deployed at that moment, over a connection of its own; so a deployment
 * switches every later request to the new build in one step, as Cloudflare switches a site from
 * one deployment to the next (the old build's files are gone at once), while a response already
 * under way finishes whole. A TCP relay cannot do both: it sees connections, not requests, so
 * it must either cut the old build's connections mid-response (the browser's
 * ERR_INCOMPLETE_CHUNKED_ENCODING) or let a kept-alive connection carry later requests to it.
 */
function cloudflareHost(): Host {
  let relay: HttpServer | undefined;
  let origin = '';
  const runtimes = new Map<string, { port: number; stop: () => Promise<unknown> }>();
  /** The port of the deployed build's runtime. */
  let current: number | undefined;
  const listen = async () => {
    const server = createHttpServer((request, response) => {
      if (current === undefined) {
        response.destroy();
        return;
      }
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: current,
          method: request.method,
          path: request.url,
          headers: endToEnd(request.rawHeaders),
          // A connection per request, closed after its response: none outlives a deployment.
          agent: false,
        },
        (answer) => {
          response.writeHead(
            answer.statusCode ?? 502,
            answer.statusMessage,
            endToEnd(answer.rawHeaders),
          );
          answer.on('error', () => response.destroy());
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    return server;
  };
  return {
    origin: () => origin,
    deploy: async (build) => {
      relay ??= await listen();
      let runtime = runtimes.get(build);
      if (!runtime) {
        const server = await startServer('cloudflare', { dist: build });
        runtime = { port: Number(new URL(server.origin).port), stop: server.stop };
        runtimes.set(build, runtime);
      }
      current = runtime.port;
    },
    stop: async () => {
      relay?.closeAllConnections();
      relay?.close();
      await Promise.all([...runtimes.values()].map((runtime) => runtime.stop()));
    },
  };
}

const hosts = { nginx: nginxHost(), cloudflare: cloudflareHost() };

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

it.describe.configure({ mode: 'serial' });
it.use({ mapTiles: true });

it.beforeAll(() => {
  it.setTimeout(240_000);
  folder = mkdtempSync(join(tmpdir(), 'clinic-deployment-'));
  served = join(folder, 'served');
  // E2E_NEXT_BUILD: a build B made before (to run this file again while working on it).
  buildB = process.env.E2E_NEXT_BUILD ?? join(folder, 'build-b');
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
  await Promise.all(Object.values(hosts).map((host) => host.stop()));
  rmSync(folder, { recursive: true, force: true });
});

/** Resolves when the browser has been answered 404 for the carousel's code (build A's). */
const carouselCodeGone = (page: Page) =>
  page.waitForResponse(
    (response) =>
      /\/assets\/SlickCarousel-[\w-]+\.js$/.test(response.url()) && response.status() === 404,
  );

for (const [hostName, host] of Object.entries(hosts)) {
  const deploy = (build: string) => host.deploy(build);

  it.describe(`a deployment under an open tab, on ${hostName} @desktop`, () => {
    it.beforeEach(async ({ consoleLog }) => {
      await deploy(buildA);
      // The browser reports each file of build A it no longer finds.
      consoleLog.allow(
        /^error: Failed to load resource: the server responded with a status of 404/,
      );
    });

    it('a move from build A is one whole-page load of build B, with its title; then moves stay in the app', async ({
      page,
    }) => {
      const origin = host.origin();
      await page.goto(`${origin}/service/cosmetics/botox`);
      await hydrated(page);
      const documents = documentsOf(page);
      await deploy(buildB);

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
      const origin = host.origin();
      await page.goto(`${origin}/service/cosmetics/botox`);
      await hydrated(page);
      const documents = documentsOf(page);
      await deploy(buildB);

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

    it('the map arrives; a carousel whose code is gone keeps its static row, the page never loads itself again, and the next move is one whole-page load', async ({
      page,
    }) => {
      const origin = host.origin();
      await page.goto(`${origin}/contact`);
      await hydrated(page);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      const documents = documentsOf(page);
      await deploy(buildB);

      // The map arrives: as it is when its code is the same file in both builds, or, its file
      // gone, as the page loaded again whole, once (its code shares the site's chunk, which the
      // next build changes). That load is no bar to the next one, later in the same tab.
      await expect(async () => {
        await page.locator('.contact-map').scrollIntoViewIfNeeded();
        await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(documents.length).toBeLessThanOrEqual(1);

      await deploy(buildA);
      await page.goto(`${origin}/`);
      await hydrated(page);
      const carousel = page.locator('.carousel-frame').first();
      await expect(carousel.locator('.carousel-static')).toBeAttached();
      documents.length = 0;
      await deploy(buildB);
      const gone = carouselCodeGone(page);
      await carousel.scrollIntoViewIfNeeded();
      // The carousel's code is gone: its static row stays, and the page stays as it is.
      await gone;
      await page.waitForTimeout(1500);
      expect(documents).toEqual([]);
      await expect(carousel.locator('.carousel-static')).toBeVisible();
      await openNavbar(page);
      await navbar(page).contact.click();
      await showsBuildB(page, origin, '/contact');
      expect(documents).toEqual(['/contact']);
    });

    it('a treatment card tapped as its carousel scrolls into view opens that treatment, in one whole-page load', async ({
      page,
    }) => {
      await page.addInitScript(saveData);
      const origin = host.origin();
      for (const tapAfter of ['its code failed', 'at once'] as const) {
        await deploy(buildA);
        await page.goto(`${origin}/service/cosmetics`);
        await hydrated(page);
        // The tab's note of the whole-page load the last round made (at most once per address).
        await page.evaluate(() => {
          sessionStorage.clear();
        });
        const carousel = page.getByRole('region', { name: 'Treatments in Cosmetics' });
        await expect(carousel).toHaveClass(/carousel-static/);
        const documents = documentsOf(page);
        await deploy(buildB);
        const gone = carouselCodeGone(page);
        await carousel.scrollIntoViewIfNeeded();
        if (tapAfter === 'its code failed') await gone;
        await carousel.getByRole('link', { name: 'Botulinum toxin (Botox)' }).click();
        await showsPage(page, origin, '/service/cosmetics/botox');
        await page.waitForTimeout(1500);
        await expect(page).toHaveURL(`${origin}/service/cosmetics/botox`);
        expect(documents.filter((path) => path !== '/service/cosmetics/botox')).toEqual([]);
        expect(documents.length, tapAfter).toBeLessThanOrEqual(1);
        page.removeAllListeners('request');
      }
    });

    it('हिन्दी then Русский while the Hindi page is on its way: the tab ends on /ru/contact, the later choice', async ({
      page,
    }) => {
      await page.addInitScript(saveData);
      const origin = host.origin();
      await page.goto(`${origin}/contact`);
      await hydrated(page);
      const documents = documentsOf(page);
      await deploy(buildB);
      // The Hindi page (a whole-page load: its words are gone) takes two seconds to arrive, as
      // on a slow connection; the visitor chooses Русский meanwhile, on the page shown.
      await page.route(`${origin}/hi/contact`, async (route) => {
        await new Promise((wait) => setTimeout(wait, 2000));
        await route.continue().catch(() => undefined);
      });
      // The language menu's links, clicked in the page: हिन्दी, then Русский 300 ms later.
      await page.evaluate(() => {
        const choose = (href: string) => {
          document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click();
        };
        choose('/hi/contact');
        setTimeout(() => {
          choose('/ru/contact');
        }, 300);
      });
      await showsBuildB(page, origin, '/ru/contact');
      await page.waitForTimeout(2500);
      await expect(page).toHaveURL(`${origin}/ru/contact`);
      // One whole-page load of /ru/contact, the last; one of /hi/contact before it at most (it
      // gave way to the later choice before it arrived).
      expect(documents.filter((path) => path === '/ru/contact')).toEqual(['/ru/contact']);
      expect(documents.at(-1)).toBe('/ru/contact');
      expect(documents.filter((path) => !['/hi/contact', '/ru/contact'].includes(path))).toEqual(
        [],
      );
    });

    it('saving data (nothing loaded ahead), each move from build A completes, never the error screen', async ({
      page,
    }) => {
      await page.addInitScript(saveData);
      const origin = host.origin();
      for (const [from, to] of [
        ['/service/cosmetics/botox', '/meet/oral-maxillofacial-surgeon'],
        ['/meet/oral-maxillofacial-surgeon', '/contact'],
        ['/contact', '/service/skin-and-hair'],
      ] as const) {
        await deploy(buildA);
        await page.goto(`${origin}${from}`);
        await hydrated(page);
        await deploy(buildB);
        await page.evaluate((path) => {
          document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)?.click();
        }, to);
        await showsBuildB(page, origin, to);
        await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      }
    });
  });

  it.describe(
    `a deployment under an open tab, with the service worker, on ${hostName} @desktop`,
    () => {
      it.use({ serviceWorkers: 'allow' });

      it.beforeEach(async ({ consoleLog }) => {
        await deploy(buildA);
        consoleLog.allow(
          /^error: Failed to load resource: the server responded with a status of 404/,
        );
      });

      /** Opens `path` on build A, controlled by A's worker; then B is deployed and a second tab brings B's worker. */
      async function underNewWorker(
        page: Page,
        context: BrowserContext,
        path: string,
        { savingData }: { savingData: boolean },
      ): Promise<{ documents: string[]; second: Page }> {
        if (savingData) await page.addInitScript(saveData);
        const origin = host.origin();
        await page.goto(`${origin}${path}`);
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
        await deploy(buildB);

        const second = await context.newPage();
        await second.goto(`${host.origin()}/meet`);
        await showsBuildB(second, host.origin(), '/meet');
        // B's worker takes over both tabs and drops A's precached files.
        await expect(page.locator('html')).toHaveAttribute('data-new-worker', 'true', {
          timeout: 30_000,
        });
        return { documents, second };
      }

      it("once a second tab brings build B's worker, the first tab's moves, language and map still complete", async ({
        page,
        context,
      }) => {
        const origin = host.origin();
        const { documents, second } = await underNewWorker(
          page,
          context,
          '/service/cosmetics/botox',
          {
            savingData: true,
          },
        );

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

      it('on /contact, हिन्दी then Русский: the tab ends on /ru/contact, never loading /hi/contact again', async ({
        page,
        context,
      }) => {
        const origin = host.origin();
        const { documents, second } = await underNewWorker(page, context, '/contact', {
          savingData: false,
        });
        // Build A's files are gone from the browser's HTTP cache too (as after a while).
        const devtools = await context.newCDPSession(page);
        await devtools.send('Network.clearBrowserCache');

        await page.locator('summary', { hasText: 'English' }).click();
        await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
        await showsPage(page, origin, '/hi/contact');
        const beforeRussian = documents.length;
        await page.locator('summary', { hasText: 'हिन्दी' }).click();
        await page.getByRole('link', { name: 'Русский', exact: true }).click();
        await showsPage(page, origin, '/ru/contact');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
        await page.waitForTimeout(2000);
        await expect(page).toHaveURL(`${origin}/ru/contact`);
        // What loaded whole after Русский was chosen: /ru/contact at most, once.
        const after = documents.slice(beforeRussian);
        expect(after.filter((path) => path !== '/ru/contact')).toEqual([]);
        expect(after.length).toBeLessThanOrEqual(1);
        await openNavbar(page, russian);
        await expect(navbar(page, russian).contact).toBeVisible();
        await second.close();
      });
    },
  );
}
