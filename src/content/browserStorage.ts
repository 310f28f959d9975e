/**
 * Everything this site keeps in a visitor's browser, as the privacy notice tells it
 * (`privacy.device` in statements.json). test/content/statements.test.ts compares this table
 * with what the code stores (every use of the browser's storage under src/) and with the
 * service worker's caches, so a new thing stored fails a test until the notice says it.
 */
import { runtimeCaches } from '../serviceWorker/caches.ts';

export interface StoredByTheSite {
  /** The browser's storage used. */
  api: 'sessionStorage' | 'localStorage' | 'indexedDB' | 'cookie' | 'Cache Storage';
  /** The key, or the cache's name. */
  name: string;
  /** The module that stores it. */
  file: string;
}

export const browserStorage: readonly StoredByTheSite[] = [
  // Workbox's precache: the offline shell and pages (vite.config.ts, offlineShell).
  { api: 'Cache Storage', name: 'workbox-precache', file: 'src/serviceWorker/sw.ts' },
  ...Object.keys(runtimeCaches).map((name) => ({
    api: 'Cache Storage' as const,
    name,
    file: 'src/serviceWorker/sw.ts',
  })),
  // A page's one reload after an update (src/lib/loadWhole.ts).
  { api: 'sessionStorage', name: 'clinic:loadedWhole', file: 'src/lib/loadWhole.ts' },
];

/** The notice's numbers, from the service worker's limits. */
export const keptOnTheDevice = {
  pagesKept: runtimeCaches.pages.maxEntries,
  imagesKept: runtimeCaches.images.maxEntries,
  imageDays: runtimeCaches.images.maxAgeDays,
  filesKept: runtimeCaches.assets.maxEntries,
  fileDays: runtimeCaches.assets.maxAgeDays,
  tilesKept: runtimeCaches['map-tiles'].maxEntries,
  tileDays: runtimeCaches['map-tiles'].maxAgeDays,
};
