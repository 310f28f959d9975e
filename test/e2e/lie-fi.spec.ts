/**
 * Lie-fi (issue #37): a network that connects but never answers (a captive portal, a stalled
 * mobile link). Not the browser's offline mode, where every request fails at once: a proxy in
 * front of the site (lieFiProxy.ts) accepts every connection and answers nothing, so only the
 * service worker's own patience (src/serviceWorker/sw.ts) decides when the visitor sees
 * something. A kept page and the offline page show within 3 s; urgent help, from the cache
 * first, at once.
 */
import type { Page } from '@playwright/test';
import { clinic } from '../../src/content/clinic';
import { expect, it, ready } from './fixtures';
import { startLieFiProxy } from './lieFiProxy';
import { visit } from './visitor';

/** What the visitor waits, at most, for a page when the network hangs. */
const patienceMs = 3_000;

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
      `lie-fi, from the navigation to the heading shown (document's first byte): ${Object.entries(
        times,
      )
        .map(([path, t]) => `${path} ${String(t.shownMs)} ms (${t.firstByteMs.toFixed(0)} ms)`)
        .join(', ')}; ${String(proxy.held())} connections held unanswered`,
    );
    // The network really hung: the browser's connections were held, none answered.
    expect(proxy.held()).toBeGreaterThan(0);
    for (const [path, { shownMs, firstByteMs }] of Object.entries(times)) {
      expect(shownMs, `${path} shown`).toBeLessThanOrEqual(patienceMs);
      // Urgent help never waits for the network: its first byte comes from the cache, far
      // sooner than the other pages' 1.5 s wait for the network.
      if (path.endsWith('/urgent')) expect(firstByteMs, `${path}'s first byte`).toBeLessThan(1_000);
      else expect(firstByteMs, `${path}'s first byte`).toBeGreaterThanOrEqual(1_400);
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
