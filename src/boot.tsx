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
import { yieldToMain } from './lib/yieldToMain';

/**
 * Starts the app over the prerendered page. Each step is its own short task (yieldToMain),
 * so a visitor's tap or scroll never waits long while the app starts on a slow phone.
 */
export async function startApp(): Promise<void> {
  const path = window.location.pathname;
  // The store reaches the router only through these, called after both exist.
  const store = makeStore(stateForPath(path), {
    currentPath: () => router.state.navigation.location?.pathname ?? router.state.location.pathname,
    navigate: (to) => void router.navigate(to),
  });
  const { language } = store.getState().locale;
  const address = parseAddress(path);
  // The prerendered page is hydrated only once everything it shows is here: the route's code,
  // the interface strings and the page's words, so the first render matches the HTML.
  const words = Promise.all([
    createI18n(language),
    ...(address ? textsShownOn(address).map((key) => loadText(language, key)) : []),
  ]);
  await yieldToMain();

  const router = createBrowserRouter(routes);
  connectRouterToStore(router, store);
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
  const [[i18n]] = await Promise.all([words, routerReady]);
  await yieldToMain();

  const root = document.getElementById('root');
  const app = <App store={store} router={router} i18n={i18n} />;
  if (root?.hasChildNodes()) {
    // As a transition, hydration works in short slices and never holds the main thread long.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else if (root) {
    createRoot(root).render(app);
  }
}
