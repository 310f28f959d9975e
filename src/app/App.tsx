import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { registerServiceWorkerWhenIdle } from '../lib/serviceWorker';
import type { AppStore } from '../state/store';

interface ProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/** The store and the interface strings, around either router (browser or build-time). */
export function AppProviders({ store, i18n, children }: ProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    </StrictMode>
  );
}

/** The whole site in the browser. */
export function App({
  store,
  router,
  i18n,
}: Omit<ProvidersProps, 'children'> & { router: DataRouter }) {
  useEffect(() => {
    // Tells tests (and anyone debugging) that the page now answers to the visitor: the
    // prerendered page is hydrated or the app rendered.
    document.documentElement.dataset.app = 'ready';
    registerServiceWorkerWhenIdle();
  }, []);
  return (
    <AppProviders store={store} i18n={i18n}>
      {/* Route changes render at once, like the store's changes they come with: in a React
          transition the old page could stay on screen, under the new address, for seconds. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
