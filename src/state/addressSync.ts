/**
 * The one place where the address and the store meet. Both directions, nothing else:
 *
 * - router -> store: arriving at an address the store does not already show (a link, the
 *   back and forward buttons) is the event `pageVisited`, dispatched the moment it arrives;
 * - store -> router: whenever the state's address changes, by an event or by a Redux DevTools
 *   jump (which dispatches nothing), the page moves to it, unless it already shows it.
 *
 * The router's report of a move the store asked for is not an event, so one visitor act is
 * one action in the log and a jump adds none. This is a store subscription rather than
 * listener middleware because a DevTools jump never passes through middleware.
 */
import type { DataRouter } from 'react-router-dom';
import { addressOf, parseAddress, pathOf, shows } from './address';
import { pageVisited } from './events';
import type { AppStore } from './store';

/** The path the router is on, or already on the way to. */
function routerPath(router: DataRouter): string {
  return router.state.navigation.location?.pathname ?? router.state.location.pathname;
}

/**
 * The page on its way in the language `next` now names, when the store's move from `before` to
 * `next` changed the language alone, or null.
 */
function onItsWayIn(onItsWay: string, before: string | null, next: string): string | null {
  const pending = parseAddress(onItsWay);
  const was = before === null ? null : parseAddress(before);
  const now = parseAddress(next);
  if (!pending || !was || !now) return null;
  // The same page in the new language: the language alone changed (not the page as well).
  if (pathOf({ ...was, language: now.language }) !== pathOf(now)) return null;
  return pathOf({ ...pending, language: now.language });
}

/** Keeps `router` and `store` in step until the returned function is called. */
export function syncAddressWithStore(router: DataRouter, store: AppStore): () => void {
  /** Addresses the store asked the router to move to, not yet arrived at. */
  const requested = new Set<string>();
  let arrivedAt = router.state.location.pathname;
  let wanted = addressOf(store.getState());

  const stopRouter = router.subscribe((state) => {
    const path = state.location.pathname;
    if (path === arrivedAt) return;
    arrivedAt = path;
    // Whatever arrives, the moves asked for before it are over (done or overtaken).
    const asked = requested.has(path);
    requested.clear();
    if (asked) return;
    const shown = addressOf(store.getState());
    if (shown !== null && shows(path, shown)) return;
    store.dispatch(pageVisited(path));
  });

  const stopStore = store.subscribe(() => {
    const next = addressOf(store.getState());
    if (next === wanted) return;
    const before = wanted;
    wanted = next;
    // The 404 screen has no address to move to: the visitor stays on the unknown one.
    if (next === null) return;
    // A language chosen while the page of a link (or the back button) is still on its way, a
    // move the store has not seen yet: that page comes in the chosen language, not the page
    // the store still shows. Its arrival is the visitor's pageVisited, as for any link.
    const onItsWay = router.state.navigation.location?.pathname;
    const inLanguage =
      onItsWay === undefined || requested.has(onItsWay) ? null : onItsWayIn(onItsWay, before, next);
    if (inLanguage !== null) {
      void router.navigate(inLanguage);
      return;
    }
    if (shows(routerPath(router), next)) return;
    requested.add(next);
    void router.navigate(next);
  });

  return () => {
    stopRouter();
    stopStore();
  };
}
