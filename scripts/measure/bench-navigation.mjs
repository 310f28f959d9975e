// The navigation section of `npm run bench` (alone: `node scripts/measure/bench.mjs --navigation`): how
// long a tap on a navbar link takes to show the next page whole, on an emulated mid-range phone
// (4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 390x844 touch screen).
// Each run starts in a fresh browser context (nothing cached), opens the start page, waits until
// it is hydrated and then as long as a visitor reads before tapping, opens the menu (and the
// submenu), and taps the link with a finger held down 80 ms, as a real tap is; a page outside
// the navbar is reached by the footer's link, scrolled to. The time runs from the tap's click
// to the first frame after the new page's heading and words are in place, with no "Loading…"
// in the page area.
import { launchChromium, openPage, tap } from '../../test/harness/browsers.mjs';
import { median } from '../../test/harness/lighthouse.mjs';

const trips = [
  {
    name: 'treatment → home',
    from: '/service/cosmetics/botox',
    to: '/',
    ready: '#story-heading',
  },
  { name: 'home → contact', from: '/', to: '/contact', ready: '#contact-address' },
  {
    name: 'contact → doctor',
    from: '/contact',
    submenu: 'meet',
    to: '/meet/associate-dentist',
    ready: '#doctor-panel-associate-dentist .doctor-title',
  },
  {
    name: 'meet → category',
    from: '/meet',
    submenu: 'service',
    to: '/service/cosmetics',
    ready: '#category-panel-cosmetics .category-description',
  },
  { name: '/hi/ → /hi/contact', from: '/hi/', to: '/hi/contact', ready: '#contact-address' },
  // The pages outside the navbar, by the footer's links.
  {
    name: 'treatment → fees',
    from: '/service/cosmetics/botox',
    via: 'footer',
    to: '/fees',
    ready: '#fees-by-treatment',
  },
  {
    name: 'contact → your visit',
    from: '/contact',
    via: 'footer',
    to: '/visit',
    ready: '#visit-contents',
  },
  { name: 'home → urgent help', from: '/', via: 'footer', to: '/urgent', ready: '.urgent-page h1' },
];

/** What a visitor reads on the start page before tapping: hydration and idle time are over. */
const readingMs = 3000;
/** How long the finger rests on the screen in a tap. */
const touchMs = 80;

async function oneTrip(browser, origin, trip) {
  // No request leaves the machine (the map's tiles are not on these pages' first screens).
  const { context, page, cdp } = await openPage(browser, 'phone', { origin, slow: true });
  try {
    await page.goto(origin + trip.from, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app="ready"]', { timeout: 60_000 });
    await page.waitForTimeout(readingMs);

    if (trip.via !== 'footer') {
      await page.locator('#menu-button').tap();
      await page.waitForSelector('#site-nav', { state: 'visible' });
    }
    if (trip.submenu) {
      await page.locator(`#submenu-trigger-${trip.submenu}`).tap();
      await page.waitForSelector(`#submenu-${trip.submenu}`, { state: 'visible' });
    }
    const links = trip.via === 'footer' ? 'footer' : '#site-nav';
    const link = page.locator(`${links} a[href="${trip.to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error(`${trip.name}: no link to ${trip.to}`);

    await page.evaluate(
      ({ to, ready }) => {
        const shown = () => {
          if (window.location.pathname !== to) return false;
          const heading = document.querySelector(ready);
          const main = document.getElementById('main');
          return (
            heading !== null &&
            heading.getClientRects().length > 0 &&
            (heading.textContent ?? '').trim() !== '' &&
            main?.querySelector('.page-loading') === null
          );
        };
        const result = { click: NaN, shown: NaN };
        window.__navigationTiming = result;
        document.addEventListener('click', (event) => (result.click = event.timeStamp), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          if (Number.isNaN(result.click) || !shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => (result.shown = performance.now()));
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      },
      { to: trip.to, ready: trip.ready },
    );

    await tap(cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, touchMs);
    await page.waitForFunction(() => !Number.isNaN(window.__navigationTiming.shown), null, {
      timeout: 30_000,
      polling: 50,
    });
    const { click, shown } = await page.evaluate(() => window.__navigationTiming);
    return shown - click;
  } finally {
    await context.close();
  }
}

/** Runs every trip `runs` times; returns one row per trip with its times and their median. */
export async function benchNavigation(origin, runs) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const trip of trips) {
      const times = [];
      for (let run = 0; run < runs; run += 1) times.push(await oneTrip(browser, origin, trip));
      rows.push({ ...trip, times, median: median(times) });
      console.log(
        `${trip.name.padEnd(20)} median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The Markdown section docs/performance.md shows. */
export function navigationSection(rows, runs) {
  const lines = rows.map(
    (row) =>
      `| ${row.name} | \`${row.from}\` → \`${row.to}\` | ${row.median.toFixed(0)} ms | ${row.times.map((t) => t.toFixed(0)).join(', ')} |`,
  );
  return `## Navigation (tap to content)

\`node scripts/measure/bench.mjs --navigation\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}:
Debian's Chromium driven by playwright-core, a 390×844 touch screen, CPU slowed 4×, 150 ms
round trip, 1.6 Mbit/s down and 750 kbit/s up (DevTools emulation), the build served by nginx
with the production configuration. Each run opens the start page with nothing cached, waits
until it is hydrated and ${readingMs / 1000} s more, opens the menu, and taps the link (finger
down ${touchMs} ms). Measured from the tap's click to the first frame that shows the new
page's heading with its words and no "Loading…"; the median of ${runs} runs. Target: ≤ 200 ms.

| trip | addresses | median | runs |
|${' --- |'.repeat(4)}
${lines.join('\n')}`;
}
