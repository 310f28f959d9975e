/**
 * After the page is hydrated and the browser is idle, the pages the navbar leads to are
 * loaded ahead (their code and words), one after another, until a byte budget is spent; a
 * visitor who saves data or is on a 2G connection is left alone.
 */
import type { Language } from '../lib/languages';
import { catalogue } from '../content/catalogue';
import { pathOf } from '../state/address';

/**
 * What the idle preload may transfer, compressed: enough for the four navbar pages in any
 * language (measured in docs/performance.md); the map library is not among them (it loads only
 * when the contact page's map is scrolled into view).
 */
export const idlePreloadBudget = 60_000;

/** The performance mark set when the idle preload starts. */
export const idlePreloadMark = 'idle-preload';

/**
 * The pages the navbar leads to in `language`: home, the services (the first category), meet
 * and contact, then the other categories of the Service menu.
 */
export function navbarPaths(language: Language): string[] {
  const categories = catalogue.map((category) =>
    pathOf({ language, page: 'service', category: category.slug }),
  );
  return [
    pathOf({ language, page: 'home' }),
    ...categories.slice(0, 1),
    pathOf({ language, page: 'meet' }),
    pathOf({ language, page: 'contact' }),
    ...categories.slice(1),
  ];
}

/** The part of `navigator.connection` the decision reads (not in every browser). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether loading pages ahead is welcome: not when saving data, not on a 2G connection. */
export function preloadWelcome(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * Preloads `paths` one after another, starting the next only while the bytes transferred so
 * far (`transferred`) are under `budget`; returns the paths it preloaded. A path already
 * loaded costs nothing.
 */
export async function preloadWithinBudget(
  paths: readonly string[],
  preload: (path: string) => Promise<void>,
  transferred: () => number,
  budget: number,
): Promise<string[]> {
  const done: string[] = [];
  for (const path of paths) {
    if (transferred() >= budget) break;
    try {
      await preload(path);
      done.push(path);
    } catch {
      // A page that cannot be loaded now is loaded on the visitor's intent instead.
    }
  }
  return done;
}

/** How the browser reports a script chunk (a module import or a modulepreload). */
const codeInitiators = new Set(['script', 'link', 'other']);

/** The bytes of code transferred since `since` (images the page shows meanwhile are not counted). */
export function transferredSince(since: number): number {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime >= since && codeInitiators.has(entry.initiatorType))
    .reduce((sum, entry) => sum + entry.transferSize, 0);
}
