// Lighthouse in one place for the bench's scripts (bench.mjs, app-floor.mjs, lcp-graph.mjs):
// Debian's Chromium started by chrome-launcher, Lighthouse's mobile settings (a mid-range phone
// on a throttled 4G connection, simulated), and the one median.
import { chromiumFlags, chromiumPath } from './browsers.mjs';

/** The middle value (the mean of the two middle ones for an even count); NaNs left out. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Starts Chromium for Lighthouse (tls: accepting the certificate made for a run):
 * { run(url, { onlyCategories }), close() }. run resolves to Lighthouse's report (lhr). On a
 * shared machine a run now and then misses its metrics (a runtime error such as NO_NAVSTART, or
 * no FCP or LCP): such a run is printed and made again, up to three times.
 */
export async function startLighthouse({ tls = false } = {}) {
  const [chromeLauncher, { default: lighthouse }] = await Promise.all([
    import('chrome-launcher'),
    import('lighthouse'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, ...(tls ? ['--ignore-certificate-errors'] : [])],
  });
  async function run(url, { onlyCategories } = {}) {
    for (let tries = 1; ; tries++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories,
        // The map's tiles load only when the map is scrolled into view, so no outside request
        // is made; anything else outside is blocked.
        blockedUrlPatterns: ['*tile.openstreetmap.org*'],
      });
      const lhr = result?.lhr;
      const metric = (id) => lhr?.audits[id]?.numericValue;
      if (
        lhr &&
        !lhr.runtimeError &&
        Number.isFinite(metric('first-contentful-paint')) &&
        Number.isFinite(metric('largest-contentful-paint'))
      )
        return lhr;
      const why = lhr?.runtimeError?.code ?? 'no FCP or LCP';
      if (tries === 3) throw new Error(`${url}: Lighthouse kept failing (${why})`);
      console.log(`${url}: an incomplete run (${why}), made again`);
    }
  }
  return { run, close: () => chrome.kill() };
}
