// A page holds only the rules its kind of page uses (vite-plugins/inlineStylesheet.ts); the app
// shows other pages and states, so it starts with the whole stylesheet: Vite loads it before
// main.tsx's import of this module resolves. Its rules are the page's, in the same order, so
// the cascade is as it was.
import './styles/allStylesheets';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { cleanPath, resolveAddress } from './state/address';
import { languageOfPath } from './lib/languages';
import { syncAddressWithStore } from './state/addressSync';
import { App } from './app/App';
import { stateForPath } from './state/initialState';
import { routes } from './app/routes';
import { makeStore, type RootState } from './state/store';
import { loadText, textsShownOn } from './content/texts';
import { createI18n } from './content/i18n';
import { yieldToMain } from './lib/yieldToMain';
import { releaseDeferredParts } from './lib/deferredPart';

/** Whether the visitor opened the header's native disclosure of class `className`. */
function openedBeforeTheApp(className: string): boolean {
  return document.querySelector<HTMLDetailsElement>(`details.${className}`)?.open ?? false;
}

/**
 * The state of a visitor who has been reading the prerendered page: what the address shows,
 * and the panels they opened before the app started (the phone menu, the language list, the
 * social links: native disclosures), so hydrating leaves them open and the store knows it.
 * (How far they scrolled is reported once the app runs: the navbar's stickiness must match the
 * prerendered HTML while it hydrates.)
 */
function stateOfPrerenderedPage(path: string): RootState {
  const state = stateForPath(path);
  return {
    ...state,
    uiPanels: {
      ...state.uiPanels,
      menuOpen: openedBeforeTheApp('menu-toggle'),
      socialOpen: openedBeforeTheApp('social'),
      languageOpen: openedBeforeTheApp('language-switcher'),
    },
  };
}

/**
 * A server answers some addresses written another way with the same page (`/index.html`,
 * `//contact`, `/%63ontact`: static hosts do, nginx redirects them, deploy/nginx.conf): the
 * address bar is given the page's own address before the router reads it, so the app shows the
 * page the HTML holds, not a 404 over it.
 */
function showCleanAddress(): string {
  const { pathname, search, hash } = window.location;
  const path = cleanPath(pathname);
  if (path !== pathname)
    window.history.replaceState(window.history.state, '', path + search + hash);
  return path;
}

/**
 * Starts the app over the prerendered page. Each step is its own short task (yieldToMain),
 * so a visitor's tap or scroll never waits long while the app starts on a slow phone.
 */
export async function startApp(): Promise<void> {
  const path = showCleanAddress();
  const language = languageOfPath(path);
  const address = resolveAddress(path);
  // The prerendered page is hydrated only once everything it shows is here: the route's code,
  // the interface strings and the page's words, so the first render matches the HTML.
  const words = Promise.all([
    createI18n(language),
    ...(address ? textsShownOn(address).map((key) => loadText(language, key)) : []),
  ]);
  await yieldToMain();

  const router = createBrowserRouter(routes);
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

  // Made last, from the page as the visitor has it now.
  const store = makeStore(stateOfPrerenderedPage(router.state.location.pathname));
  syncAddressWithStore(router, store);
  const root = document.getElementById('root');
  const app = <App store={store} router={router} i18n={i18n} />;
  // Prerendered HTML holds elements; the dev server's index.html only its placeholder comment.
  if (root?.firstElementChild) {
    // As a transition, hydration works in short slices and never holds the main thread long.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else if (root) {
    // No HTML to keep (the dev server): the parts deferred over prerendered HTML come at once.
    releaseDeferredParts();
    createRoot(root).render(app);
  }
}
