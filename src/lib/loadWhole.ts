/**
 * A tab keeps the code of the build it was opened with. When a later file of that build (a
 * page's code, its words, the head's code, a language's strings, the map or the carousel)
 * cannot be fetched, a deployment has replaced the files (static hosts and CDNs drop the old
 * ones; a new service worker drops its old precache, docs/deploy.md) or the connection is
 * gone. Either way the visitor's move is completed as a whole-page load of the address they
 * asked for: online the new build's page arrives, offline the service worker's kept page or its
 * offline page.
 *
 * At most once per build and address: the attempt is kept in sessionStorage under this page's
 * build (its entry script's hashed name), so a page that fails again after loading itself
 * whole shows its error instead of loading itself over and over.
 */
const attemptKey = 'clinic:loadedWhole';

let leaving = false;
let missingFileSeen = false;

/** This page's build: the hashed name of the entry script its HTML loads. */
function buildOfPage(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

/**
 * Loads `href` as a whole page, unless this build already tried that for this address.
 * True when the page is being left: the caller then waits for the browser.
 */
export function loadWhole(href: string): boolean {
  if (leaving) return true;
  const url = new URL(href, window.location.href);
  const here = url.pathname === window.location.pathname && url.search === window.location.search;
  const attempt = `${buildOfPage()} ${url.pathname}${url.search}`;
  try {
    if (window.sessionStorage.getItem(attemptKey) === attempt) return false;
    window.sessionStorage.setItem(attemptKey, attempt);
  } catch {
    // Storage blocked: a load of another address cannot repeat itself, one of this address could.
    if (here) return false;
  }
  leaving = true;
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
 * For a part of the page already shown (its head, its strings, the map, a carousel) whose code
 * failed to arrive: online, this build's files are gone, and the page is loaded again whole,
 * from the new build. Offline the page stays as it is, the part with its fallback.
 */
export function loadShownPageWhole(): void {
  if (typeof window === 'undefined' || !window.navigator.onLine) return;
  loadWhole(window.location.href);
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

/** Whether moves should be whole-page loads: a file of this build is known to be gone. */
export const moveWhole = () => missingFileSeen;
