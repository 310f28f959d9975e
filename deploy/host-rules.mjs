/**
 * The host rules, written once: the security headers, the cache rules, the language folders
 * with their 404 pages, what a host must not log. Every host's files are made from this by
 * `npm run hosts` (scripts/serve/host-files.mjs), and test/deploy/host-files.test.mjs fails
 * when a committed file differs from what this makes:
 *
 * - nginx: deploy/security-headers.conf (whole) and the marked regions of deploy/nginx.conf;
 * - Cloudflare (Workers static assets) and Netlify: public/_headers and public/_redirects
 *   (copied into dist/ by the build), wrangler.jsonc, netlify.toml.
 *
 * `npm run csp:update` writes a new stylesheet hash into this file and into the two files that
 * carry the policy (vite-plugins/inlineStylesheet.ts), so they stay as this file makes them.
 * What each host answers is compared by test/deploy/parity.test.mjs; docs/deploy.md names
 * every difference that is intended.
 */

/** The language folders of the build (src/lib/languages.ts), each with its own 404.html. */
export const languageFolders = ['hi', 'ru', 'fr', 'zh'];

/**
 * Sent with every response, errors and redirects included, each exactly once.
 *
 * The page loads its scripts, styles, images, video and words from this origin only. Map tiles
 * come from tile.openstreetmap.org by fetch() and are shown from blob: URLs. The prerendered
 * HTML and Leaflet use style="" attributes, hence style-src-attr 'unsafe-inline' (attributes
 * only: <style> elements and stylesheets stay 'self'). JSON-LD blocks are data, never run.
 * The service worker (/sw.js) and the web app manifest are this origin's too. Every page also
 * carries the Content-Security-Policy in a <meta>, for hosts that send no headers: the build
 * makes it from this one (vite-plugins/inlineStylesheet.ts, `metaPolicy`).
 */
export const securityHeaders = [
  [
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-GMbdOPqXkikO+fEUO5M2T8lgB/DWQt5h2jZoa/j5qhU=' 'sha256-I7lpdFbZypaO51jtuy/ew/6I0coDcFR2ShBlnFp0dv8=' 'sha256-Nco0912eHMyjX520ItApCMmOMsZ8CzK/vSZtYHdbIkg=' 'sha256-qXqNPMTe+8r/JR7LOdiOlNluIuNPaTlVrnCC7e/iYSE=' 'sha256-vBA6U1GD+9QZOGwveowqYMLjb+3s5vTFxmT2xpP/d64='; style-src-attr 'unsafe-inline'; img-src 'self' data: blob: https://tile.openstreetmap.org; connect-src 'self' https://tile.openstreetmap.org; media-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; worker-src 'self'; manifest-src 'self'",
  ],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** Revalidated on every use: pages, the 404 pages, sw.js and the manifest. */
export const revalidate = 'no-cache';

/**
 * Cache-Control by path: a folder (`/assets/`) or one file (`/favicon.svg`). Everything else
 * (pages, 404s, sw.js, manifest.webmanifest, sitemap.xml …) is revalidated on every use: nginx
 * says `no-cache`, and a CDN's own default (`public, max-age=0, must-revalidate`) means the
 * same, so the CDN files name only these.
 */
export const cacheRules = [
  {
    path: '/assets/',
    cacheControl: 'public, max-age=31536000, immutable',
    why: 'Hashed bundles: a changed file gets a new name, so each can be kept for a year.',
  },
  {
    path: '/images/',
    cacheControl: 'public, max-age=604800',
    why: 'Images keep their names when replaced: cached for a week.',
  },
  {
    path: '/media/',
    cacheControl: 'public, max-age=604800',
    why: 'The hero video keeps its name when replaced: cached for a week.',
  },
  {
    path: '/favicon.svg',
    cacheControl: 'public, max-age=86400',
    why: 'The favicon: a day.',
  },
];

/**
 * What each host records of a visit, and for how long. The build is told its host
 * (`VITE_HOST=nginx|cloudflare|netlify`, nginx by default; a release build refuses to guess), and
 * the privacy notice's paragraph on logs is that host's (statements.json,
 * `privacy.collect.serverLog.<host>`), its numbers filled from its row here
 * (src/content/statementFacts.ts). test/content/statements.test.ts holds each host's words to
 * the row they were written for, so a row that changes fails there until the words change too;
 * `npm run hosts` makes each host's files from its row (nginx's access_log, error_log and log
 * rotation; wrangler.jsonc's observability).
 */
export const requestLogs = {
  /**
   * deploy/nginx.conf: no access log (`access_log off`). nginx's error log still notes, for a
   * request it fails to answer normally (a body over 1 MB: "client intended to send too large
   * body"; a file it cannot read), the time, the client's address, the request line, the host
   * and the referrer: an unknown address is a 404 with no line. It is written to its own file,
   * at level `error`, and deploy/logrotate.conf deletes it after `keptDays`.
   */
  nginx: {
    visits: 'none',
    errors: { level: 'error', file: '/var/log/clinic/error.log', keptDays: 14 },
  },
  /**
   * Cloudflare (Workers static assets) receives every request, as any server does, and keeps
   * its own records under its own privacy policy. What the account keeps for the site is off:
   * Workers Logs, "enabled by default" on a new Worker, are turned off in wrangler.jsonc
   * (https://developers.cloudflare.com/workers/observability/logs/workers-logs/), and "by
   * default, your HTTP request logs are not retained" (Logpull, Enterprise plans only:
   * https://developers.cloudflare.com/logs/logpull/enabling-log-retention/).
   */
  cloudflare: { visits: 'host', siteLogs: 'off' },
  /**
   * Netlify keeps site traffic logs of its own (its log drains send them on, on Enterprise
   * plans; function and edge-function logs, which this site has none of, cover up to 7 days:
   * https://docs.netlify.com/monitor-sites/logs/), for as long as Netlify decides: the site's
   * files cannot turn them off.
   */
  netlify: { visits: 'host', siteLogs: 'host' },
};

/** The host a build is for when VITE_HOST is not given (a release build must give it). */
export const defaultHost = 'nginx';

/** The production build every host runs (issue 33): it refuses samples and due reviews. */
export const buildCommand = 'npm run build:release';

/** The folder the build writes and every host serves. */
export const outputFolder = 'dist';
