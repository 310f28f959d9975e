import { combineSlices, configureStore, type StoreEnhancer } from '@reduxjs/toolkit';
import { doctorsSlice } from './doctors/doctorsSlice';
import { localeSlice } from './locale/localeSlice';
import { navigationSlice } from './navigation/navigationSlice';
import { servicesSlice } from './services/servicesSlice';
import { uiPanelsSlice } from './uiPanels/uiPanelsSlice';
import { events } from './events';

export const rootReducer = combineSlices(
  navigationSlice,
  servicesSlice,
  doctorsSlice,
  uiPanelsSlice,
  localeSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store. Its side effect, the address following the state, is wired to a router by
 * `syncAddressWithStore` (addressSync.ts). `enhancers` are for tests: a stand-in for the
 * Redux DevTools extension that records actions and jumps.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  options: { enhancers?: StoreEnhancer[] } = {},
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(options.enhancers ?? []),
    devTools: import.meta.env.DEV
      ? { name: 'face multispecialty clinic', actionCreators: events, trace: true }
      : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
