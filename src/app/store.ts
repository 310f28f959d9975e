import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { doctorsSlice } from '../features/doctors/doctorsSlice';
import { localeSlice } from '../features/locale/localeSlice';
import { navigationSlice } from '../features/navigation/navigationSlice';
import { servicesSlice } from '../features/services/servicesSlice';
import { uiPanelsSlice } from '../features/uiPanels/uiPanelsSlice';
import { createAppListenerMiddleware, noEffects, type AppEffects } from './listenerMiddleware';

export const rootReducer = combineSlices(
  navigationSlice,
  servicesSlice,
  doctorsSlice,
  uiPanelsSlice,
  localeSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store. `effects` are the outside world the listeners talk to (the router, the
 * document, the locale loader); tests pass fakes, the browser passes the real ones.
 */
export function makeStore(preloadedState?: Partial<RootState>, effects: AppEffects = noEffects) {
  const listeners = createAppListenerMiddleware(effects);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware),
    devTools: import.meta.env.DEV ? { name: 'face multispecialty clinic' } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
