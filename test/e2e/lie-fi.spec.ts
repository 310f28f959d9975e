/**
 * Lie-fi (issue #37): a network that connects but never answers (a captive portal, a stalled
 * mobile link). Not the browser's offline mode, where every request fails at once: a proxy in
 * front of the site (lieFiProxy.ts) accepts every connection and answers nothing, so only the
 * service worker's own patience (src/serviceWorker/sw.ts) decides when the visitor sees
 * something. A kept page and the offline page show once the worker's patience has passed
 * (1.5 s), urgent help, from the cache first, at once. How long a page then takes to show
 * depends on the machine and its load: it is measured against the same page shown with the
 * network answering, in the same browser at the same moment, so the test holds on a busy
 * machine and fails when a page waits for the network it should not. Whether it comes within
 * 3 s on a phone is the bench's (docs/performance.md).
 */
import type { Page } from '@playwright/test';
import { clinic } from '../../src/content/clinic';
import { expect, it, ready } from './fixtures';
import { startLieFiProxy } from './lieFiProxy';
import { visit } from './visitor';

/** How long the service worker gives the network before it shows a kept page (sw.ts). */
const workerPatienceMs = 1_500;

/**
 * A page shown under lie-fi may take the worker's patience (none for urgent help) and then at
 * most this many times what a kept page takes with the network answering: on an idle machine
 * 1.5 s + 3 × about 0.5 s, the 3 s a visitor is promised.
 */
const renderRatio = 3;
/** Below this, a page's time is the clock's noise more than its work. */
const shortestRenderMs = 300;

/**
 * Opens `path` as a visitor does and returns how long until its main heading read `title`, and
 * when the document's first byte came (the browser's own clock, from the navigation's start).
 */
async function timeToHeading(
  page: Page,
  path: string,
  title: string,
): Promise<{ shownMs: number; firstByteMs: number }> {
  const start = Date.now();
  // 'commit': the page's load event may wait for ever on files the network never sends.
  await page.goto(path, { waitUntil: 'commit', timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
  const shownMs = Date.now() - start;
  const firstByteMs = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.responseStart ?? NaN,
  );
  return { shownMs, firstByteMs };
}

it('when the network connects but never answers, kept pages, urgent help in every language and the offline page show within 3 s @desktop', async ({
  browser,
  baseURL,
}) => {
  it.setTimeout(120_000);
  const proxy = await startLieFiProxy(new URL(baseURL ?? ''));
  const context = await browser.newContext({
    baseURL: proxy.origin,
    serviceWorkers: 'allow',
    viewport: { width: 1366, height: 900 },
  });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));

    // A visit with the network answering: the service worker installs its precache and keeps
    // the pages opened.
    await visit(page, '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await visit(page, '/service/cosmetics/botox');
    await ready(page);
    // The same kept page, opened again with the network answering: what showing a page takes
    // on this machine now (the slower of two).
    const answeredMs = Math.max(
      (await timeToHeading(page, '/service/cosmetics/botox', 'Botulinum toxin (Botox)')).shownMs,
      (await timeToHeading(page, '/service/cosmetics/botox', 'Botulinum toxin (Botox)')).shownMs,
      shortestRenderMs,
    );

    proxy.hang();
    const times: Record<string, { shownMs: number; firstByteMs: number }> = {};

    // A kept treatment page: the network is given its time, then the kept copy shows.
    times['/service/cosmetics/botox'] = await timeToHeading(
      page,
      '/service/cosmetics/botox',
      'Botulinum toxin (Botox)',
    );
    await expect(
      page.getByRole('article', { name: 'Botulinum toxin (Botox)', exact: true }),
    ).toContainText('This takes about 10 to 15 minutes.');

    // Urgent help, never opened, in five languages: from the cache at once.
    for (const [path, title, call] of [
      ['/urgent', 'If it cannot wait', 'Call 108'],
      ['/hi/urgent', 'अगर इंतज़ार नहीं हो सकता', '108 पर फ़ोन करें'],
      ['/ru/urgent', 'Если ждать нельзя', 'Позвонить: 108'],
      ['/fr/urgent', 'Quand cela ne peut pas attendre', 'Appeler le 108'],
      ['/zh/urgent', '不能等待的情况', '拨打 108'],
    ] as const) {
      times[path] = await timeToHeading(page, path, title);
      await expect(page.getByRole('link', { name: call }).first()).toHaveAttribute(
        'href',
        'tel:108',
      );
    }

    // A page never opened: the offline page, with the clinic's telephone.
    times['/meet/associate-dentist'] = await timeToHeading(
      page,
      '/meet/associate-dentist',
      'You are offline',
    );
    // The clinic's number is a sample: no call link to it, and 108 and 112 instead.
    await expect(page.getByRole('link', { name: `Call ${clinic.phone.display}` })).toHaveCount(0);
    await expect(
      page.getByText('Telephone number to be confirmed. In an emergency, call 108 or 112.').first(),
    ).toBeVisible();

    console.log(
      `lie-fi, from the navigation to the heading shown (document's first byte), a kept page with the network answering ${String(answeredMs)} ms: ${Object.entries(
        times,
      )
        .map(([path, t]) => `${path} ${String(t.shownMs)} ms (${t.firstByteMs.toFixed(0)} ms)`)
        .join(', ')}; ${String(proxy.held())} connections held unanswered`,
    );
    // The network really hung: the browser's connections were held, none answered.
    expect(proxy.held()).toBeGreaterThan(0);
    for (const [path, { shownMs, firstByteMs }] of Object.entries(times)) {
      // Urgent help never waits for the network: its first byte comes from the cache, before
      // the worker's patience would have passed; every other page waits that patience.
      const cacheFirst = path.endsWith('/urgent');
      if (cacheFirst)
        expect(firstByteMs, `${path}'s first byte`).toBeLessThan(workerPatienceMs - 100);
      else
        expect(firstByteMs, `${path}'s first byte`).toBeGreaterThanOrEqual(workerPatienceMs - 100);
      expect(shownMs, `${path} shown`).toBeLessThanOrEqual(
        (cacheFirst ? 0 : workerPatienceMs) + renderRatio * answeredMs,
      );
    }

    // The network answers again: the offline page's checks (every 10 s) find the site and
    // open the page asked for, by themselves (a goto of ours would race their reload).
    proxy.answer();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. B. Sample sample', {
      timeout: 20_000,
    });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await proxy.close();
  }
});
