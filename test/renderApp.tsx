/** Renders the whole site at an address, as a visitor would meet it. */
import type { StoreEnhancer } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../src/app/App';
import { syncAddressWithStore } from '../src/state/addressSync';
import { stateForPath } from '../src/state/initialState';
import { routes } from '../src/app/routes';
import { loadPageEnd } from '../src/app/layout/DeferredPageEnd';
import { deferredPartsOf } from '../src/app/preloadPage';
import { resolveAddress } from '../src/state/address';
import { releaseDeferredParts } from '../src/lib/deferredPart';
import { makeStore, type RootState } from '../src/state/store';
import { categorySlugs, treatmentSlugs } from '../src/content/catalogue';
import { loadText, type TextKey } from '../src/content/texts';
import { createI18n } from '../src/content/i18n';
import type { Language } from '../src/lib/languages';

/**
 * The words of every page in `languages`, loaded before the test renders. A chunk that
 * arrives between two `act` scopes leaves React's test renderer waiting for good, so tests
 * do not leave that to chance; loading itself is tested in src/content/texts.test.ts.
 */
export async function preloadTexts(languages: readonly Language[]): Promise<void> {
  const keys: TextKey[] = [
    'home',
    'doctors',
    'fees',
    'a-z',
    ...categorySlugs.map((slug) => `services/${slug}` as const),
    ...treatmentSlugs.map((slug) => `treatments/${slug}` as const),
  ];
  await Promise.all(languages.flatMap((language) => keys.map((key) => loadText(language, key))));
}

/**
 * The app rendered without prerendered HTML (as boot.tsx on the dev server) shows the parts it
 * defers over HTML (src/lib/deferredPart.tsx) at once: loaded here before the first render.
 */
export async function loadDeferredParts(path: string): Promise<void> {
  releaseDeferredParts();
  const address = resolveAddress(path);
  await Promise.all([
    loadPageEnd(),
    ...(address ? deferredPartsOf(address).map((load) => load()) : []),
  ]);
}

export async function renderApp(
  path = '/',
  preloadedState?: Partial<RootState>,
  enhancers: StoreEnhancer[] = [],
) {
  const initial = { ...stateForPath(path), ...preloadedState };
  await preloadTexts([initial.locale.language]);
  await loadDeferredParts(path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore(initial, { enhancers });
  syncAddressWithStore(router, store);
  const i18n = await createI18n(store.getState().locale.language);
  const user = userEvent.setup();
  const view = render(<App store={store} router={router} i18n={i18n} />);
  // Every page, the error screen included, has one h1: the page is up when it shows.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, store, router, user, i18n };
}
