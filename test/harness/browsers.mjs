// The one place that says which Chromium the suites and the bench drive, how, and on what
// screens: Debian's package (or CHROMIUM_PATH), headless, with nothing that would reach the
// network. A browser, and a context on one of the screens, are one call each. The other engines
// (Firefox, WebKit) are engines.mjs's.
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser suite's two screens (its projects, playwright.config.ts), for every script too. */
export const screens = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
};

/**
 * The bench's mid-range phone (DevTools emulation): the phone screen at 3 device pixels to the
 * CSS pixel, the CPU slowed 4×, a 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up.
 */
export const slowPhone = {
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
};

/** Debian's Chromium through playwright-core; tls: accepts the certificate made for a run. */
export function launchChromium({ tls = false, args = [] } = {}) {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, ...(tls ? ['--ignore-certificate-errors'] : []), ...args],
  });
}

/**
 * A new context and page on `screen` ('desktop' | 'phone') of `browser`: { context, page, cdp }.
 * origin: every request elsewhere is refused, as with no network. slow: the phone is the
 * bench's mid-range phone (slowPhone), its throttling set through `cdp`, which stays open for
 * touch input. options: any more of Playwright's context options.
 */
export async function openPage(browser, screen, { origin, slow = false, ...options } = {}) {
  const context = await browser.newContext({
    ...screens[screen],
    ...(slow ? { deviceScaleFactor: slowPhone.deviceScaleFactor } : {}),
    ...options,
  });
  if (origin)
    await context.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort('blockedbyclient'),
    );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (slow) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slowPhone.latencyMs,
      downloadThroughput: slowPhone.downloadBytesPerSecond,
      uploadThroughput: slowPhone.uploadBytesPerSecond,
    });
  }
  return { context, page, cdp };
}

/** A tap of a finger held down `ms` at a point of the viewport, as a real tap is. */
export async function tap(cdp, point, ms = 80) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((wait) => setTimeout(wait, ms));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
