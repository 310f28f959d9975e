import type { DataRouter } from 'react-router-dom';
import { pageVisited } from './events';
import type { AppStore } from './store';

/**
 * Reports every address the router arrives at (a link, the back and forward buttons) to the
 * store as `pageVisited`, at the moment it arrives, so that a choice made right after a
 * navigation is never overtaken by the report of the navigation before it.
 */
export function connectRouterToStore(router: DataRouter, store: AppStore): () => void {
  let reported = router.state.location.pathname;
  return router.subscribe((state) => {
    const path = state.location.pathname;
    if (path === reported) return;
    reported = path;
    store.dispatch(pageVisited({ path }));
  });
}
