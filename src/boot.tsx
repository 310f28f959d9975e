import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { parseAddress } from './app/address';
import { App } from './app/App';
import { connectRouterToStore } from './app/connectRouter';
import { stateForPath } from './app/initialState';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { loadText, textsShownOn } from './content/texts';
import { createI18n } from './lib/i18n';

const router = createBrowserRouter(routes);
const store = makeStore(stateForPath(window.location.pathname), {
  currentPath: () => router.state.navigation.location?.pathname ?? router.state.location.pathname,
  navigate: (path) => void router.navigate(path),
});
connectRouterToStore(router, store);
const { language } = store.getState().locale;

// The prerendered page is hydrated only once everything it shows is here: the route's code,
// the interface strings and the page's words, so the first render matches the HTML.
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) {
    resolve();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) {
      unsubscribe();
      resolve();
    }
  });
});
const address = parseAddress(window.location.pathname);
const [i18n] = await Promise.all([
  createI18n(language),
  routerReady,
  ...(address ? textsShownOn(address).map((key) => loadText(language, key)) : []),
]);

const root = document.getElementById('root');
const app = <App store={store} router={router} i18n={i18n} />;
// As a transition, hydration works in short slices and never holds the main thread for long.
if (root?.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else if (root) {
  createRoot(root).render(app);
}
