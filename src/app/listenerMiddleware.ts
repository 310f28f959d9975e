/**
 * Side effects of the events, kept out of the reducers: moving to another page.
 * (The language's side effects follow the state instead: see useDocumentLanguage, so that
 * a DevTools jump switches the language too.) Each store gets its own listener middleware,
 * so tests and the build-time renderer never share one.
 */
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { doctorChosen, navIndex, navItemClicked, serviceChosen } from './events';
import { paths } from './paths';
import type { AppDispatch, RootState } from './store';

/** The outside world, as the listeners see it. */
export interface AppEffects {
  /** The path the visitor is on, e.g. "/service". */
  currentPath: () => string;
  /** Move to another page of the site. */
  navigate: (path: string) => void;
}

export const noEffects: AppEffects = {
  currentPath: () => paths.home,
  navigate: () => undefined,
};

export function createAppListenerMiddleware(effects: AppEffects) {
  const listeners = createListenerMiddleware({ extra: effects });
  const startAppListening = listeners.startListening.withTypes<
    RootState,
    AppDispatch,
    AppEffects
  >();

  const goTo = (path: string) => {
    if (effects.currentPath() !== path) effects.navigate(path);
  };

  startAppListening({
    actionCreator: serviceChosen,
    effect: () => {
      goTo(paths.service);
    },
  });

  startAppListening({
    actionCreator: doctorChosen,
    effect: () => {
      goTo(paths.meet);
    },
  });

  startAppListening({
    actionCreator: navItemClicked,
    effect: ({ payload }) => {
      if (payload.index === navIndex.home) goTo(paths.home);
      if (payload.index === navIndex.contact) goTo(paths.contact);
    },
  });

  return listeners;
}
