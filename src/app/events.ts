/**
 * The events of spec §4: everything that can happen to the interface state.
 * Named in the past tense; each slice decides what an event means for its own state.
 * Defined here, apart from the slices, because one event changes several slices
 * (choosing a service moves the navbar, closes the menu and selects the service).
 */
import { createAction } from '@reduxjs/toolkit';

export type NavIndex = 1 | 2 | 3 | 4;
/** The panels that open over the page: the mobile menu, the social panel, the navbar's submenus. */
export type Panel = 'menu' | 'social' | 'submenu';

/** Navbar indices: 1 home, 2 service, 3 meet, 4 contact. */
export const navIndex = { home: 1, service: 2, meet: 3, contact: 4 } as const satisfies Record<
  string,
  NavIndex
>;

export const STICKY_THRESHOLD_PX = 125;

export interface ServiceChoice {
  /** A category slug; null or absent means "no category given". */
  category?: string | null;
  /** A treatment slug; null or absent means "no treatment given". */
  treatment?: string | null;
  /** The carousel slide to remember, when the choice came from a carousel. */
  slide?: number;
}

/** The visitor arrived at an address: a link, the back button, or the first page load. */
export const pageVisited = createAction<{ path: string }>('navigation/pageVisited');
export const serviceChosen = createAction<ServiceChoice>('services/serviceChosen');
export const doctorChosen = createAction<{ doctor: string }>('doctors/doctorChosen');
export const navItemClicked = createAction<{ index: NavIndex }>('navigation/navItemClicked');
export const pageScrolled = createAction<{ y: number }>('navigation/pageScrolled');
export const clickedOutside = createAction<{ panel: Panel }>('uiPanels/clickedOutside');
/** A panel was closed on purpose: its close button, or Escape. */
export const panelDismissed = createAction<{ panel: Panel }>('uiPanels/panelDismissed');
export const menuToggled = createAction('uiPanels/menuToggled');
export const socialToggled = createAction('uiPanels/socialToggled');
export const slideChanged = createAction<{ index: number }>('services/slideChanged');
export const languageChosen = createAction<{ lng: string }>('locale/languageChosen');
