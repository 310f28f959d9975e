/**
 * The caches the service worker keeps beside its precache, and how much each holds. sw.ts
 * expires them by these numbers, and the privacy notice tells visitors the same numbers
 * (src/content/browserStorage.ts): a changed limit changes the notice.
 */
export const runtimeCaches = {
  /** The pages a visitor opened, for reading offline. */
  pages: { maxEntries: 60 },
  /** The hashed code and words those pages loaded. */
  assets: { maxEntries: 300, maxAgeDays: 30 },
  /** The images those pages showed. */
  images: { maxEntries: 60, maxAgeDays: 7 },
  /** The map squares seen on the contact page, never fetched ahead. */
  'map-tiles': { maxEntries: 60, maxAgeDays: 7 },
} as const satisfies Record<string, { maxEntries: number; maxAgeDays?: number }>;

export type RuntimeCache = keyof typeof runtimeCaches;

/** Workbox's expiration options for the cache `name`. */
export function expiration(name: RuntimeCache) {
  const limits: { maxEntries: number; maxAgeDays?: number } = runtimeCaches[name];
  return {
    maxEntries: limits.maxEntries,
    ...(limits.maxAgeDays === undefined ? {} : { maxAgeSeconds: limits.maxAgeDays * 24 * 60 * 60 }),
    purgeOnQuotaError: true,
  };
}
