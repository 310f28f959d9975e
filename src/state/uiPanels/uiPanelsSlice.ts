import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { navIndex } from '../address';
import {
  categoryOpened,
  clickedOutside,
  doctorChosen,
  escapePressed,
  languageChosen,
  languageMenuToggled,
  menuToggled,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
  socialToggled,
  type Panel,
} from '../events';

export type Submenu = 'service' | 'meet';

export interface UiPanelsState {
  /** The mobile menu. */
  menuOpen: boolean;
  /** The social links panel. */
  socialOpen: boolean;
  /** The navbar submenu that is open: Service's mega menu or Meet Us's doctor menu. */
  submenu: Submenu | null;
  /** The language list. */
  languageOpen: boolean;
}

export const initialUiPanelsState: UiPanelsState = {
  menuOpen: false,
  socialOpen: false,
  submenu: null,
  languageOpen: false,
};

function isOpen(state: UiPanelsState, panel: Panel): boolean {
  switch (panel) {
    case 'menu':
      return state.menuOpen;
    case 'social':
      return state.socialOpen;
    case 'submenu':
      return state.submenu !== null;
    case 'language':
      return state.languageOpen;
  }
}

/**
 * The panel Escape closes: the one opened over the others. A submenu opens inside the mobile
 * menu, so it goes first and the menu stays; the topbar's pop-overs come next.
 */
const escapeOrder: readonly Panel[] = ['submenu', 'language', 'social', 'menu'];

export function panelClosedByEscape(state: UiPanelsState): Panel | null {
  return escapeOrder.find((panel) => isOpen(state, panel)) ?? null;
}

function close(state: UiPanelsState, panel: Panel): void {
  switch (panel) {
    case 'menu':
      // The submenus live in the menu on phones: they close with it.
      state.menuOpen = false;
      state.submenu = null;
      break;
    case 'social':
      state.socialOpen = false;
      break;
    case 'submenu':
      state.submenu = null;
      break;
    case 'language':
      state.languageOpen = false;
      break;
  }
}

function closeAll(state: UiPanelsState): void {
  state.menuOpen = false;
  state.socialOpen = false;
  state.submenu = null;
  state.languageOpen = false;
}

/** Choosing something in the menu closes it (spec §4); the topbar's pop-overs stay as they are. */
function closeMenu(state: UiPanelsState): void {
  state.menuOpen = false;
  state.submenu = null;
}

/** Every rule of the panels. Exported so the table test can list the events it handles. */
export function uiPanelsTransitions(builder: ActionReducerMapBuilder<UiPanelsState>): void {
  builder
    .addCase(menuToggled, (state) => {
      state.menuOpen = !state.menuOpen;
      state.submenu = null;
    })
    .addCase(socialToggled, (state) => {
      state.socialOpen = !state.socialOpen;
    })
    .addCase(languageMenuToggled, (state) => {
      state.languageOpen = !state.languageOpen;
    })
    .addCase(clickedOutside, (state, { payload }) => {
      close(state, payload.panel);
    })
    .addCase(escapePressed, (state) => {
      const panel = panelClosedByEscape(state);
      if (panel) close(state, panel);
    })
    .addCase(pageScrolled, closeAll)
    .addCase(pageVisited, closeAll)
    .addCase(languageChosen, (state) => {
      state.languageOpen = false;
    })
    .addCase(serviceChosen, closeMenu)
    .addCase(categoryOpened, closeMenu)
    .addCase(doctorChosen, closeMenu)
    .addCase(navItemClicked, (state, { payload }) => {
      if (payload.index === navIndex.service || payload.index === navIndex.meet) {
        // Service and Meet Us open (or close again) their own submenu; the mobile menu stays open.
        const submenu: Submenu = payload.index === navIndex.service ? 'service' : 'meet';
        state.submenu = state.submenu === submenu ? null : submenu;
      } else {
        closeMenu(state);
      }
    });
}

export const uiPanelsSlice = createSlice({
  name: 'uiPanels',
  initialState: initialUiPanelsState,
  reducers: {},
  extraReducers: uiPanelsTransitions,
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
    selectSocialOpen: (state) => state.socialOpen,
    selectOpenSubmenu: (state) => state.submenu,
    selectPanelClosedByEscape: panelClosedByEscape,
    selectAnyPanelOpen: (state) => panelClosedByEscape(state) !== null,
  },
});

export const {
  selectMenuOpen,
  selectSocialOpen,
  selectOpenSubmenu,
  selectPanelClosedByEscape,
  selectAnyPanelOpen,
} = uiPanelsSlice.selectors;
