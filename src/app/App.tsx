import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: DataRouter;
  i18n: I18n;
}

/** The whole site: the store, the interface strings and the router. */
export function App({ store, router, i18n }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
