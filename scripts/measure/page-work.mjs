// What a page costs the browser's main thread, counted rather than timed where it can be:
// `node scripts/measure/page-work.mjs [runs]` (needs a build and nginx, as `npm run bench`).
// On the bench's emulated phone (4x CPU, 150 ms round trip, 1.6 Mbit/s; 390x844 touch screen),
// for the contact page:
// - loaded: the elements React owns once hydrated (hydration builds and attaches each one), and
//   the long tasks (over 50 ms) from the navigation until the app is ready and 3 s more;
// - reached with a tap (home → Contact, and contact → a doctor, the bench's slowest trip): the
//   elements of the page in the first frame that shows it, the elements React rendered by then,
//   the files fetched from the tap to that frame and their compressed bytes, and the long tasks
//   between.
// Element counts do not depend on the machine's load; long tasks do (the load average is
// printed beside them).
import { loadavg } from 'node:os';
import { launchChromium, openPage, tap } from '../../test/harness/browsers.mjs';
import { startServer } from '../../test/harness/servers.mjs';

const runs = Number(process.argv[2] ?? 3);

async function phone(browser, origin) {
  const opened = await openPage(browser, 'phone', { origin, slow: true });
  const { context } = opened;
  await context.addInitScript(defineOwned);
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return opened;
}

/**
 * In the page: counts the elements under #root that React owns (a fiber is attached to each one
 * it hydrated or made), as `window.__owned()`.
 */
function defineOwned() {
  window.__owned = () =>
    [...document.querySelectorAll('#root *')].filter((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    ).length;
}

async function loadContact(browser, origin) {
  const { context, page } = await phone(browser, origin);
  try {
    await page.goto(`${origin}/contact`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app="ready"]', { timeout: 60_000 });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const tasks = window.__longTasks;
      return {
        elements: document.querySelectorAll('#root *').length,
        owned: window.__owned(),
        longTasks: tasks.length,
        longTaskMs: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
        longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      };
    });
  } finally {
    await context.close();
  }
}

/** The taps measured: the bench's two trips onto and off the contact page (bench-navigation.mjs). */
const trips = [
  { name: '/ → /contact', from: '/', to: '/contact', ready: '#contact-address' },
  {
    name: '/contact → /meet/associate-dentist',
    from: '/contact',
    submenu: 'meet',
    to: '/meet/associate-dentist',
    ready: '#doctor-panel-associate-dentist .doctor-title',
  },
];

/**
 * One tap from `trip.from` to `trip.to`: the elements of the first frame that shows the new page,
 * those React rendered by then, the long tasks between, and what the new page waited for: the
 * files requested from the tap to that frame and their bytes as sent (compressed).
 */
async function tapTrip(browser, origin, trip) {
  const { context, page, cdp } = await phone(browser, origin);
  try {
    await page.goto(`${origin}${trip.from}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app="ready"]', { timeout: 60_000 });
    await page.waitForTimeout(3000);
    await page.locator('#menu-button').tap();
    await page.waitForSelector('#site-nav', { state: 'visible' });
    if (trip.submenu) {
      await page.locator(`#submenu-trigger-${trip.submenu}`).tap();
      await page.waitForSelector(`#submenu-${trip.submenu}`, { state: 'visible' });
    }
    const link = page.locator(`#site-nav a[href="${trip.to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    await page.evaluate(({ to, ready }) => {
      const result = { click: NaN };
      window.__trip = result;
      document.addEventListener('click', (event) => (result.click = event.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        const heading = document.querySelector(ready);
        if (Number.isNaN(result.click) || location.pathname !== to || !heading) return;
        observer.disconnect();
        requestAnimationFrame((frame) => {
          result.frame = frame;
          result.elements = document.querySelectorAll('#main *').length;
          result.cards = document.querySelectorAll('#main article.care-card').length;
          result.owned = window.__owned();
        });
      });
      observer.observe(document.documentElement, { subtree: true, childList: true });
    }, trip);
    await tap(cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    await page.waitForFunction(() => window.__trip.frame !== undefined, null, { timeout: 30_000 });
    await page.waitForTimeout(2000);
    return await page.evaluate(() => {
      const trip = window.__trip;
      const during = window.__longTasks.filter(
        (task) => task.start + task.duration > trip.click && task.start < trip.frame,
      );
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= trip.click && entry.startTime < trip.frame);
      return {
        firstFrameMs: Math.round(trip.frame - trip.click),
        elementsInFirstFrame: trip.elements,
        cardsInFirstFrame: trip.cards,
        ownedInFirstFrame: trip.owned,
        cardsAfter: document.querySelectorAll('#main article.care-card').length,
        requestsBeforeFrame: fetched.length,
        bytesBeforeFrame: fetched.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        filesBeforeFrame: fetched.map((entry) => new URL(entry.name).pathname),
        longTasks: during.length,
        longTaskMs: Math.round(during.reduce((sum, task) => sum + task.duration, 0)),
      };
    });
  } finally {
    await context.close();
  }
}

const server = await startServer('nginx');
const browser = await launchChromium();
try {
  for (let run = 0; run < runs; run += 1) {
    const load = loadavg()[0].toFixed(1);
    console.log(
      `/contact loaded (load ${load}):`,
      JSON.stringify(await loadContact(browser, server.origin)),
    );
    for (const trip of trips)
      console.log(
        `${trip.name} (load ${loadavg()[0].toFixed(1)}):`,
        JSON.stringify(await tapTrip(browser, server.origin, trip)),
      );
  }
} finally {
  await browser.close();
  await server.stop();
}
