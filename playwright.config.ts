import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath, screens } from './test/harness/browsers.mjs';
import { findNginx } from './test/harness/nginx.mjs';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build in
 * dist/, served by nginx with the production configuration (deploy/nginx.conf: its security
 * headers and CSP, so a CSP violation shows in the console and fails the test), or by the
 * preview server where nginx is not installed. E2E_BASE_URL points the suite at a server
 * already running instead.
 */
// E2E_PORT lets two checkouts on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${String(port)}`;
const server = findNginx() ? 'nginx' : 'preview';
if (server === 'preview' && !process.env.E2E_BASE_URL && !process.env.TEST_WORKER_INDEX)
  console.log('nginx is not installed: the browser suite runs against the preview server');

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The snapshot files: the accessibility trees of aria-tree.spec.ts (test/e2e/aria-tree/). A
  // missing one is written on a local run (commit it) and fails on CI.
  snapshotPathTemplate: '{testDir}/aria-tree/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
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
    { name: 'desktop', grepInvert: /@phone/, use: screens.desktop },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: ['**/budget.spec.ts', '**/keyboard.spec.ts'],
      use: screens.phone,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        name: server,
        command: `node scripts/serve/serve.mjs ${server} ${String(port)}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        // SIGTERM lets it stop nginx and remove its temporary configuration.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
