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
 *   for a contact address, else the offline page in the address's language. A network that
 *   connects but never answers ("lie-fi": a captive portal, a stalled mobile link) is given
 *   `pageNetworkTimeoutSeconds`, then the kept copy or the stand-in shows; the network's answer,
 *   if it comes later, is still kept for the next visit.
 * - Urgent help (`/urgent`, `/hi/urgent`, …): from the cache at once, refreshed behind (stale
 *   while revalidate), the precached copy until a visit has kept a newer one. It is the page for
 *   when it cannot wait: it never waits for the network.
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
import { isUrgentHelp, offlineFallbackOf } from './offlineFallback';

declare const self: ServiceWorkerGlobalScope;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Precached pages answer only as the fallback below, never ahead of the network: no index.html
// for a folder, no .html for a clean address.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

/**
 * How long a page waits for the network before the kept copy (or its stand-in) shows: the time
 * to the answer's first byte, which on a phone's slow but working link is well under a second
 * (one round trip on a warm connection, a few on a new one: 0.3-0.8 s at 150 ms). The page must
 * show within 3 s of the tap when the network hangs (issue #37): this, and before it starting
 * the worker, after it reading the cache and painting, on a slow phone. A kept copy shown
 * because the network was slow is a recent one, and the network's answer, when it comes, is
 * kept for the next visit; the offline page shown for a page never opened asks the site at
 * once and opens the page when it answers (public/offline.js).
 */
const pageNetworkTimeoutSeconds = 1.5;

/**
 * When a page is not kept: the precached page that stands in for it. As the cache's answer
 * (`cachedResponseWillBeUsed`, last of the plugins, after the expiration check), so that every
 * way a strategy turns to the cache finds it: the network failed, the network did not answer
 * in time, or (urgent help) the cache comes first.
 */
const offlineFallback: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await matchPrecache(offlineFallbackOf(new URL(request.url).pathname))),
  handlerDidError: () => Promise.resolve(Response.error()),
};

/** A new build's urgent help is its precached copy: copies kept under the old build go. */
const urgentCache = 'urgent-help';
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(urgentCache));
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    isUrgentHelp(url.pathname),
  new StaleWhileRevalidate({
    cacheName: urgentCache,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true }),
      offlineFallback,
    ],
  }),
);

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: pageNetworkTimeoutSeconds,
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
