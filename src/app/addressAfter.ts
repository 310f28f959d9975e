import { createSelector, type UnknownAction } from '@reduxjs/toolkit';
import { doctorsSlice } from '../features/doctors/doctorsSlice';
import { localeSlice } from '../features/locale/localeSlice';
import { navigationSlice } from '../features/navigation/navigationSlice';
import { servicesSlice } from '../features/services/servicesSlice';
import { addressOf } from './address';
import type { RootState } from './store';

/**
 * A selector of the address the state will have after `event` (null: the 404 screen's state),
 * for a link that stands for the event. Only the slices an address is written from
 * (AddressState) are reduced, and the answer is kept while those slices stay the same, so a
 * menu opening or the page scrolling recomputes no link on the page.
 */
export function makeSelectAddressAfter(event: UnknownAction) {
  return createSelector(
    [
      (state: RootState) => state.navigation,
      (state: RootState) => state.services,
      (state: RootState) => state.doctors,
      (state: RootState) => state.locale,
    ],
    (navigation, services, doctors, locale) =>
      addressOf({
        navigation: navigationSlice.reducer(navigation, event),
        services: servicesSlice.reducer(services, event),
        doctors: doctorsSlice.reducer(doctors, event),
        locale: localeSlice.reducer(locale, event),
      }),
  );
}
