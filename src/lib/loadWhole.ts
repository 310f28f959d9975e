/**
 * A tab keeps the code of the build it was opened with. When a later file of that build (a
 * page's code, its words, the head's code, a language's strings, the map or the carousel)
 * cannot be fetched, a deployment has replaced the files (static hosts and CDNs drop the old
 * ones; a new service worker drops its old precache, docs/deploy.md) or the connection is
 * gone. Either way the visitor's move is completed as a whole-page load of the address they
 * asked for: online the new build's page arrives, offline the service worker's kept page or its
 * offline page.
 *
 * The visitor's move comes first. A part of the page being left that fails while the visitor
 * moves (its words, its head, the map) loads the address being moved to, never the page being
 * left: the two would race, and the first to arrive would win. A move asked for while a
 * whole-page load is already under way sends that load to the move's address instead. So one
 * page arrives, the one asked for last.
 *
 * At most once per build and address: the attempt is kept in sessionStorage under this page's
 * build (its entry script's hashed name), so a page that fails again after loading itself
 * whole shows its error instead of loading itself over and over.
 */
const attemptKey = 'clinic:loadedWhole';

/** The address of the whole-page load under way, once the page is being left. */
let leavingFor: string | null = null;
let missingFileSeen = false;
/** The address of the router's latest move (routes.tsx's loaders, `moveStarts`). */
let latestMove: string | null = null;

/** This page's build: the hashed name of the entry script its HTML loads. */
function buildOfPage(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

const withoutHash = (href: string) => href.replace(/#.*$/, '');

/** The router starts a move to `href` (every route's loader tells it first). */
export function moveStarts(href: string): void {
  latestMove = new URL(href, window.location.href).href;
}

/** The address of a move the router has started and not yet shown, or null. */
function moveUnderWay(): string | null {
  if (latestMove === null) return null;
  return withoutHash(latestMove) === withoutHash(window.location.href) ? null : latestMove;
}

/** Whether this build may load `url` whole: not already tried (the note in sessionStorage). */
function mayLoad(url: URL, here: boolean): boolean {
  const attempt = `${buildOfPage()} ${url.pathname}${url.search}`;
  try {
    if (window.sessionStorage.getItem(attemptKey) === attempt) return false;
    window.sessionStorage.setItem(attemptKey, attempt);
    return true;
  } catch {
    // Storage blocked: a load of another address cannot repeat itself, one of this address could.
    return !here;
  }
}

/**
 * Loads `href` as a whole page, unless this build already tried that for this address.
 * True when the page is being left: the caller then waits for the browser.
 */
export function loadWhole(href: string): boolean {
  const url = new URL(href, window.location.href);
  if (leavingFor !== null) {
    // A whole-page load is under way: the visitor's later move replaces it, before it arrives,
    // a move back to the page still shown too (a language chosen, then the one shown again).
    const later = url.href !== leavingFor && url.href === latestMove;
    if (later && mayLoad(url, false)) {
      leavingFor = url.href;
      window.location.assign(url.href);
    }
    return true;
  }
  const here = url.pathname === window.location.pathname && url.search === window.location.search;
  if (!mayLoad(url, here)) return false;
  leavingFor = url.href;
  if (here) window.location.reload();
  else window.location.assign(url.href);
  return true;
}

/** A promise that never settles: the page is being left. */
export const leavingPage = () => new Promise<never>(() => undefined);

/**
 * For a move inside the app whose code or words failed: the whole-page load of `href`, or the
 * error when this build already tried it (the error screen then shows).
 */
export function loadWholeOrThrow(error: unknown, href: string): Promise<never> {
  if (loadWhole(href)) return leavingPage();
  throw error;
}

/**
 * For a part of the page already shown (its head, its strings, the map) whose code failed to
 * arrive: online, this build's files are gone, and the page is loaded whole from the new build:
 * the address the visitor is moving to when a move is under way, else this one. Offline the
 * page stays as it is, the part with its fallback.
 */
export function loadShownPageWhole(): void {
  if (typeof window === 'undefined' || !window.navigator.onLine) return;
  missingFileSeen = true;
  loadWhole(moveUnderWay() ?? window.location.href);
}

/**
 * For a part whose fallback is whole without its code (the carousel's static row scrolls by
 * itself): the page stays as the visitor reads it, never loading itself again under their
 * hand; online, every later move is a whole-page load (`moveWhole`).
 */
export function keepFallback(): void {
  if (typeof window !== 'undefined' && window.navigator.onLine) missingFileSeen = true;
}

/**
 * A page of another build than the one that noted its whole-page load has arrived: that load
 * succeeded, and its note is forgotten, so the tab may load a page whole again should a later
 * deployment replace this build's files too. A page of the same build keeps it (the load
 * brought the old build back: trying again would repeat itself).
 */
export function forgetEarlierBuildsAttempt(): void {
  try {
    const attempt = window.sessionStorage.getItem(attemptKey);
    if (attempt !== null && !attempt.startsWith(`${buildOfPage()} `))
      window.sessionStorage.removeItem(attemptKey);
  } catch {
    // Storage blocked: there is no note.
  }
}

/**
 * Vite reports every file its dynamic imports could not fetch (`vite:preloadError`, left to
 * reach the importer, which handles it). Online, that means a deployment has dropped this
 * build's files: every later move inside the app is then a whole-page load at once
 * (`moveWhole`), rather than trying the old build's files first.
 */
export function watchForMissingFiles(target: Window): void {
  target.addEventListener('vite:preloadError', () => {
    if (target.navigator.onLine) missingFileSeen = true;
  });
}

/**
 * Whether moves should be whole-page loads: a file of this build is known to be gone, or the
 * page is already being left (a move whose code was missing). A later move inside the app would
 * show its page in place while the browser still brings the earlier one: as a whole-page load,
 * it replaces that load instead, and the page asked for last arrives.
 */
export const moveWhole = () => missingFileSeen || leavingFor !== null;
