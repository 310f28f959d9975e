import { createSlice } from '@reduxjs/toolkit';
import { navIndexOfPage, parseAddress } from '../../app/address';
import {
  doctorChosen,
  navIndex,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
  STICKY_THRESHOLD_PX,
  type NavIndex,
} from '../../app/events';

export interface NavigationState {
  /** The highlighted navbar item: 1 home, 2 service, 3 meet, 4 contact. */
  activeIndex: NavIndex;
  /** The navbar sticks to the top once the page has scrolled past the threshold. */
  sticky: boolean;
}

export const initialNavigationState: NavigationState = {
  activeIndex: navIndex.home,
  sticky: false,
};

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState: initialNavigationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(serviceChosen, (state) => {
        state.activeIndex = navIndex.service;
      })
      .addCase(doctorChosen, (state) => {
        state.activeIndex = navIndex.meet;
      })
      .addCase(navItemClicked, (state, { payload }) => {
        // Service and Meet Us open their menus; only Home and Contact Us move the highlight.
        if (payload.index === navIndex.home || payload.index === navIndex.contact) {
          state.activeIndex = payload.index;
        }
      })
      .addCase(pageVisited, (state, { payload }) => {
        // An address that is no page (the 404 screen) leaves the highlight where it was.
        const address = parseAddress(payload.path);
        if (address) state.activeIndex = navIndexOfPage[address.page];
      })
      .addCase(pageScrolled, (state, { payload }) => {
        state.sticky = payload.y > STICKY_THRESHOLD_PX;
      });
  },
  selectors: {
    selectActiveNavIndex: (state) => state.activeIndex,
    selectNavbarSticky: (state) => state.sticky,
  },
});

export const { selectActiveNavIndex, selectNavbarSticky } = navigationSlice.selectors;
