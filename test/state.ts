/** Helpers for state tests: a whole-state builder with readable overrides. */
import type { RootState } from '../src/app/store';
import { rootReducer } from '../src/app/store';

export const initialState: RootState = rootReducer(undefined, { type: '@@test/init' });

type Overrides = { [K in keyof RootState]?: Partial<RootState[K]> };

export function stateWith(overrides: Overrides = {}): RootState {
  return {
    navigation: { ...initialState.navigation, ...overrides.navigation },
    services: { ...initialState.services, ...overrides.services },
    doctors: { ...initialState.doctors, ...overrides.doctors },
    uiPanels: { ...initialState.uiPanels, ...overrides.uiPanels },
    locale: { ...initialState.locale, ...overrides.locale },
  };
}
