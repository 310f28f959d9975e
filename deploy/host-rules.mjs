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
 * The service worker (/sw.js) and the web app manifest are this origin's too.
 */
export const securityHeaders = [
  [
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-8ODt/RmEknaALe/pcGj2LVMwc4Z22JPi5ayvjWFofig=' 'sha256-CLHh7YCxv/e8wQY6KqnB5aO4hp7ZP9/O3jNB5YpLF9o=' 'sha256-PExqHNTMoputUqR74xKqT6NcPw4os4C4ndECBApIWeg=' 'sha256-Q3pjOejGAA1oVFFT91rXm9m2nmjYNPOFbSsawgRwYsI=' 'sha256-uOTu9RrDlATzL7X3fw47LWPyo5p4GAlRE2uOXlycZ7A='; style-src-attr 'unsafe-inline'; img-src 'self' data: blob: https://tile.openstreetmap.org; connect-src 'self' https://tile.openstreetmap.org; media-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; worker-src 'self'; manifest-src 'self'",
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
 * The server keeps no log of visits (the privacy notice says so): nginx's `access_log off;`.
 * CDNs log requests in their own dashboards; docs/deploy.md says what to turn off there.
 */
export const accessLog = false;

/** The production build every host runs (issue 33): it refuses samples and due reviews. */
export const buildCommand = 'npm run build:release';

/** The folder the build writes and every host serves. */
export const outputFolder = 'dist';
