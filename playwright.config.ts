import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/test/chromium.mjs';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build,
 * served locally. E2E_BASE_URL points the suite at another server (`npm run test:e2e` runs it
 * against nginx with deploy/nginx.conf, scripts/test/browser-tests.mjs); otherwise
 * scripts/serve/serve-static.mjs serves dist/.
 */
// E2E_PORT lets two checkouts on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${String(port)}`;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    // The service worker, registered once a page is interactive, downloads the site's precache
    // (about 900 KB) in every new browser context: in the background of every test, each in a
    // fresh context. It runs where it is the subject or part of the whole journey
    // (offline.spec.ts, every-page.spec.ts), and is blocked elsewhere.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      // No test reaches the internet: no host resolves but the site's, so a request elsewhere
      // fails (and its console error fails the test). The map's tiles are answered locally in
      // the tests that show the map (`mapTiles`, test/e2e/fixtures.ts).
      args: [
        ...chromiumFlags,
        `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(baseURL).hostname}`,
      ],
    },
  },
  projects: [
    // Every test runs in each project it is meant for, none is skipped: tests tagged @phone run
    // only on the phone, @desktop ones only on the desktop; the byte budget is measured once,
    // and the keyboard journeys (a phone has no keyboard) run, at the desktop size. A test whose
    // subject is the same on any screen (what a 404 or the opening hours say, a language's
    // strings, the service worker after the first journey, what is preloaded) is tagged @desktop
    // and runs once: how each page lays out on a phone is every-page.spec.ts's.
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: ['**/budget.spec.ts', '**/keyboard.spec.ts'],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/serve/serve-static.mjs ${String(port)}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
      },
});
