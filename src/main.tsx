import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { stateForPath } from './app/initialState';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { createI18n } from './lib/i18n';

const router = createBrowserRouter(routes);
const store = makeStore(stateForPath(window.location.pathname), {
  currentPath: () => router.state.navigation.location?.pathname ?? router.state.location.pathname,
  navigate: (path) => void router.navigate(path),
});
const i18n = await createI18n(store.getState().locale.language);

const root = document.getElementById('root');
if (root) createRoot(root).render(<App store={store} router={router} i18n={i18n} />);
