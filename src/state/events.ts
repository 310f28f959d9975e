/**
 * The events of spec §4: everything a visitor can do to the interface state.
 * Named in the past tense; each slice decides what an event means for its own state.
 * Defined here, apart from the slices, because one event changes several slices
 * (choosing a service moves the navbar, closes the menu and selects the service).
 * One visitor act is one event: the Redux DevTools log reads as what the visitor did.
 */
import { createAction } from '@reduxjs/toolkit';
import { languageOfPath } from '../lib/languages';
import { resolveAddress, type NavIndex } from './address';

/**
 * The panels that open over the page: the mobile menu, the social panel, the navbar's
 * submenus and the language list.
 */
export type Panel = 'menu' | 'social' | 'submenu' | 'language';
export const panels = ['menu', 'social', 'submenu', 'language'] as const satisfies readonly Panel[];

export interface ServiceChoice {
  /** A category slug; null or absent means "no category given". */
  category?: string | null;
  /** A treatment slug; null or absent means "no treatment given". */
  treatment?: string | null;
}

/**
 * The visitor arrived at an address: a link, the back or forward button, or the first page
 * load. The address is read here, once (`resolveAddress`: what it names, with spec §4's
 * defaults for what it does not), so the log shows what the visitor sees and no reducer
 * parses a path. `address` is null for an address that names no page (the 404 screen), whose
 * language is still its prefix's.
 */
export const pageVisited = createAction('navigation/pageVisited', (path: string) => ({
  payload: { path, language: languageOfPath(path), address: resolveAddress(path) },
}));

/** Spec §4 "choosing a service": a category, a treatment, or both (the toggles of §4). */
export const serviceChosen = createAction<ServiceChoice>('services/serviceChosen');
/** A link that opens a category (menu, footer, home card): opens it, never closes it. */
export const categoryOpened = createAction<{ category: string }>('services/categoryOpened');
/** A doctor was chosen (the Meet Us menu, a doctor's tab or card). */
export const doctorChosen = createAction<{ doctor: string }>('doctors/doctorChosen');
/** A navbar item was clicked: 1 Home, 2 Service, 3 Meet Us, 4 Contact Us. */
export const navItemClicked = createAction<{ index: NavIndex }>('navigation/navItemClicked');
/** The page scrolled to `y` px (reported across the sticky threshold or with a panel open). */
export const pageScrolled = createAction<{ y: number }>('navigation/pageScrolled');
/** The visitor clicked outside an open panel. */
export const clickedOutside = createAction<{ panel: Panel }>('uiPanels/clickedOutside');
/** Escape was pressed while a panel was open; the reducers decide which panel it closes. */
export const escapePressed = createAction('uiPanels/escapePressed');
/** The phone menu's button was pressed. */
export const menuToggled = createAction('uiPanels/menuToggled');
/** The social links button was pressed. */
export const socialToggled = createAction('uiPanels/socialToggled');
/** The language button was pressed. */
export const languageMenuToggled = createAction('uiPanels/languageMenuToggled');
/** A carousel moved (its arrows, dots, a swipe or a scroll of its row). */
export const slideChanged = createAction<{ carousel: string; index: number }>(
  'services/slideChanged',
);
/** A language was chosen from the language list (its code: en, hi, ru, fr, ch). */
export const languageChosen = createAction<{ lng: string }>('locale/languageChosen');

/**
 * Every event, for Redux DevTools' dispatcher (a developer can dispatch any of them by name)
 * and for the completeness test of the transition tables.
 */
export const events = {
  pageVisited,
  serviceChosen,
  categoryOpened,
  doctorChosen,
  navItemClicked,
  pageScrolled,
  clickedOutside,
  escapePressed,
  menuToggled,
  socialToggled,
  languageMenuToggled,
  slideChanged,
  languageChosen,
};
