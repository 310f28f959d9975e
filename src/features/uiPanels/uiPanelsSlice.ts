import { createSlice } from '@reduxjs/toolkit';
import {
  clickedOutside,
  doctorChosen,
  menuToggled,
  navIndex,
  navItemClicked,
  pageScrolled,
  pageVisited,
  panelDismissed,
  serviceChosen,
  socialToggled,
  type Panel,
} from '../../app/events';

export type Submenu = 'service' | 'meet';

export interface UiPanelsState {
  /** The mobile menu. */
  menuOpen: boolean;
  /** The social links panel. */
  socialOpen: boolean;
  /** The navbar submenu that is open: Service's mega menu or Meet Us's doctor menu. */
  submenu: Submenu | null;
}

export const initialUiPanelsState: UiPanelsState = {
  menuOpen: false,
  socialOpen: false,
  submenu: null,
};

function close(state: UiPanelsState, panel: Panel): void {
  if (panel === 'menu') {
    state.menuOpen = false;
    state.submenu = null;
  } else if (panel === 'social') {
    state.socialOpen = false;
  } else {
    state.submenu = null;
  }
}

function closeAll(state: UiPanelsState): void {
  state.menuOpen = false;
  state.socialOpen = false;
  state.submenu = null;
}

export const uiPanelsSlice = createSlice({
  name: 'uiPanels',
  initialState: initialUiPanelsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(menuToggled, (state) => {
        state.menuOpen = !state.menuOpen;
        state.submenu = null;
      })
      .addCase(socialToggled, (state) => {
        state.socialOpen = !state.socialOpen;
      })
      .addCase(clickedOutside, (state, { payload }) => {
        close(state, payload.panel);
      })
      .addCase(panelDismissed, (state, { payload }) => {
        close(state, payload.panel);
      })
      .addCase(pageScrolled, closeAll)
      .addCase(pageVisited, closeAll)
      .addCase(serviceChosen, (state) => {
        state.menuOpen = false;
        state.submenu = null;
      })
      .addCase(doctorChosen, (state) => {
        state.menuOpen = false;
        state.submenu = null;
      })
      .addCase(navItemClicked, (state, { payload }) => {
        if (payload.index === navIndex.service || payload.index === navIndex.meet) {
          // Service and Meet Us open (or close again) their own submenu; the mobile menu stays open.
          const submenu: Submenu = payload.index === navIndex.service ? 'service' : 'meet';
          state.submenu = state.submenu === submenu ? null : submenu;
        } else {
          state.menuOpen = false;
          state.submenu = null;
        }
      });
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
    selectSocialOpen: (state) => state.socialOpen,
    selectOpenSubmenu: (state) => state.submenu,
  },
});

export const { selectMenuOpen, selectSocialOpen, selectOpenSubmenu } = uiPanelsSlice.selectors;
