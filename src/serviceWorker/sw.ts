/// <reference lib="webworker" />
/**
 * The site's service worker, built by Workbox (vite-plugin-pwa's injectManifest: the build
 * fills `self.__WB_MANIFEST` with the precache list, see vite-plugins/offlineShell.ts). Only
 * Workbox's own strategies and plugins: which requests go where, and how many are kept.
 *
 * - Precached at install: the app's shell (entry, libraries, stylesheet), every language's
 *   interface strings, the contact, urgent-help and offline pages in each language.
 * - Pages: network first, so a new deployment shows on the next visit; a page opened before is
 *   kept for offline reading. With neither network nor a kept copy, the precached contact page
 *   for a contact address, else the offline page in the address's language.
 * - Hashed files (/assets/): cache first, they never change; those a visitor loaded (a
 *   page's code, its words) stay for offline reading.
 * - Map tiles: kept as they are seen, a few only, never fetched ahead (OpenStreetMap's tile
 *   usage policy).
 *
 * How many of each are kept, and for how long: ./caches.ts, which the privacy notice reads.
 *
 * A new build's worker takes over at once (skipWaiting, clientsClaim), open tabs of the old
 * build included, and its activation drops the old build's precache. That is left so: a tab
 * that then needs an old file it never fetched finds it missing, as on a host that dropped it,
 * and loads the page it moves to whole, from the new build (src/lib/loadWhole.ts,
 * docs/deploy.md "A deployment under open tabs").
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { expiration } from './caches';
import { offlineFallbackOf } from './offlineFallback';

declare const self: ServiceWorkerGlobalScope;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Precached pages answer only as the fallback below, never ahead of the network: no index.html
// for a folder, no .html for a clean address.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

/** When a page is neither on the network nor kept: the precached page that stands in for it. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await matchPrecache(offlineFallbackOf(new URL(request.url).pathname))) ?? Response.error(),
};

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin(expiration('pages')),
      offlineFallback,
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin(expiration('assets')),
    ],
  }),
);

// Images keep their names when replaced (docs/content.md, "Images"): shown from the cache,
// refreshed behind it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin(expiration('images')),
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === 'https://tile.openstreetmap.org',
  new CacheFirst({
    cacheName: 'map-tiles',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin(expiration('map-tiles')),
    ],
  }),
);
