import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import {
  isPageOutsideNavbar,
  navIndex,
  navIndexOfPage,
  type NavIndex,
  type PageOutsideNavbar,
} from '../address';
import {
  categoryOpened,
  doctorChosen,
  languageChosen,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
} from '../events';

export interface NavigationState {
  /** The highlighted navbar item: 1 home, 2 service, 3 meet, 4 contact. */
  activeIndex: NavIndex;
  /** The navbar sticks to the top once the page has scrolled past the threshold. */
  sticky: boolean;
  /**
   * The visitor is at an address that names no page (the 404 screen). It has no address of
   * its own to move to; choosing any page leaves it.
   */
  notFound: boolean;
  /**
   * The page on screen when it is one no navbar item names (urgent help, the privacy notice,
   * the accessibility statement): no item is highlighted there, and `activeIndex` is kept to
   * come back to, as on the 404 screen. Choosing any navbar page leaves it.
   */
  pageOutsideNavbar: PageOutsideNavbar | null;
}

export const initialNavigationState: NavigationState = {
  activeIndex: navIndex.home,
  sticky: false,
  notFound: false,
  pageOutsideNavbar: null,
};

/** Spec §9: the navbar turns sticky beyond 125 px of scroll. */
export const STICKY_THRESHOLD_PX = 125;

/** Whether the navbar sticks at scroll position `y` (NaN or negative: it does not). */
export const isSticky = (y: number): boolean => y > STICKY_THRESHOLD_PX;

/** Every rule of the navigation state. Exported so the table test can list the events it handles. */
export function navigationTransitions(builder: ActionReducerMapBuilder<NavigationState>): void {
  builder
    // Spec §4: choosing a service goes to Service, choosing a doctor to Meet Us, even when
    // the slug is unknown (the page then shows what was selected before).
    .addCase(serviceChosen, (state) => {
      state.activeIndex = navIndex.service;
      state.notFound = false;
      state.pageOutsideNavbar = null;
    })
    .addCase(categoryOpened, (state) => {
      state.activeIndex = navIndex.service;
      state.notFound = false;
      state.pageOutsideNavbar = null;
    })
    .addCase(doctorChosen, (state) => {
      state.activeIndex = navIndex.meet;
      state.notFound = false;
      state.pageOutsideNavbar = null;
    })
    .addCase(navItemClicked, (state, { payload }) => {
      // Service and Meet Us open their menus; only Home and Contact Us move the highlight.
      if (payload.index === navIndex.home || payload.index === navIndex.contact) {
        state.activeIndex = payload.index;
        state.notFound = false;
        state.pageOutsideNavbar = null;
      }
    })
    .addCase(languageChosen, (state) => {
      // The page in another language: from the 404 screen, the highlighted page's.
      state.notFound = false;
    })
    .addCase(pageVisited, (state, { payload }) => {
      // An address that is no page (the 404 screen) leaves the highlight where it was, and so
      // does a page outside the navbar.
      const { address } = payload;
      state.notFound = address === null;
      if (!address) return;
      if (isPageOutsideNavbar(address.page)) {
        state.pageOutsideNavbar = address.page;
      } else {
        state.pageOutsideNavbar = null;
        state.activeIndex = navIndexOfPage[address.page];
      }
    })
    .addCase(pageScrolled, (state, { payload }) => {
      state.sticky = isSticky(payload.y);
    });
}

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState: initialNavigationState,
  reducers: {},
  extraReducers: navigationTransitions,
  selectors: {
    /**
     * The navbar item of the page on screen, marked `aria-current`: none on the 404 screen, the
     * offline page and the pages outside the navbar, where the highlight index is kept only to
     * come back to.
     */
    selectCurrentNavIndex: (state): NavIndex | null =>
      state.notFound || state.pageOutsideNavbar ? null : state.activeIndex,
    selectNavbarSticky: (state) => state.sticky,
  },
});

export const { selectCurrentNavIndex, selectNavbarSticky } = navigationSlice.selectors;
