/**
 * Side effects of the events, kept out of the reducers: the address follows the state.
 * When the visitor chooses something, the page moves to the address of the new state
 * (a new history entry, so the back button returns). The language's own side effects
 * follow the state in useDocumentLanguage, so that a DevTools jump switches it too.
 * Each store gets its own listener middleware, so tests and the build-time renderer never
 * share one.
 */
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { addressOf } from './address';
import { doctorChosen, languageChosen, navIndex, navItemClicked, serviceChosen } from './events';
import { paths } from './paths';
import type { AppDispatch, RootState } from './store';

/** The outside world, as the listeners see it. */
export interface AppEffects {
  /** The path the visitor is on, or is already on the way to, e.g. "/service/cosmetics". */
  currentPath: () => string;
  /** Move to another address of the site. */
  navigate: (path: string) => void;
}

export const noEffects: AppEffects = {
  currentPath: () => paths.home,
  navigate: () => undefined,
};

/** Navbar clicks that move to a page; Service and Meet Us only open their menus. */
const pageNavItemClicked = (action: unknown) =>
  navItemClicked.match(action) &&
  (action.payload.index === navIndex.home || action.payload.index === navIndex.contact);

export function createAppListenerMiddleware(effects: AppEffects) {
  const listeners = createListenerMiddleware({ extra: effects });
  const startAppListening = listeners.startListening.withTypes<
    RootState,
    AppDispatch,
    AppEffects
  >();

  startAppListening({
    predicate: (action) =>
      isAnyOf(serviceChosen, doctorChosen, languageChosen)(action) || pageNavItemClicked(action),
    effect: (_action, api) => {
      const wanted = addressOf(api.getState());
      if (effects.currentPath() !== wanted) effects.navigate(wanted);
    },
  });

  return listeners;
}
