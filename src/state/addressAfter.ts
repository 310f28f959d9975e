import type { UnknownAction } from '@reduxjs/toolkit';
import { doctorsSlice } from './doctors/doctorsSlice';
import { localeSlice } from './locale/localeSlice';
import { navigationSlice } from './navigation/navigationSlice';
import { servicesSlice } from './services/servicesSlice';
import { addressOf, type AddressState } from './address';
import type { RootState } from './store';

type AddressSlices = Pick<RootState, keyof AddressState>;

/**
 * A selector of the address the state will have after `event` (null: the 404 screen's state),
 * for a link that stands for the event. Only the slices an address is written from
 * (AddressState) are reduced, and the answer is kept while those slices stay the same, so a
 * menu opening or the page scrolling recomputes no link on the page. (Kept by hand rather
 * than with createSelector, which would add reselect to the first page's scripts.)
 */
export function makeSelectAddressAfter(event: UnknownAction) {
  let last: { slices: AddressSlices; address: string | null } | null = null;
  return ({ navigation, services, doctors, locale }: RootState): string | null => {
    if (
      last?.slices.navigation === navigation &&
      last.slices.services === services &&
      last.slices.doctors === doctors &&
      last.slices.locale === locale
    ) {
      return last.address;
    }
    const address = addressOf({
      navigation: navigationSlice.reducer(navigation, event),
      services: servicesSlice.reducer(services, event),
      doctors: doctorsSlice.reducer(doctors, event),
      locale: localeSlice.reducer(locale, event),
    });
    last = { slices: { navigation, services, doctors, locale }, address };
    return address;
  };
}
