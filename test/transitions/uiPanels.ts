/**
 * The panels over the page: the mobile menu, the social panel, the navbar's submenus and the
 * language list. Spec §4: choosing something closes the menu; scrolling closes the menu and the
 * social panel; a click outside a panel closes it.
 */
import type { Row, TransitionTable } from '../transitionTable';
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
  panels,
  serviceChosen,
  socialToggled,
} from '../../src/state/events';
import {
  initialUiPanelsState,
  uiPanelsSlice,
  uiPanelsTransitions,
  type UiPanelsState,
} from '../../src/state/uiPanels/uiPanelsSlice';

const allOpen: UiPanelsState = {
  menuOpen: true,
  socialOpen: true,
  submenu: 'service',
  languageOpen: true,
};
const allClosed: UiPanelsState = {
  menuOpen: false,
  socialOpen: false,
  submenu: null,
  languageOpen: false,
};

/** What closing each panel closes: the submenus live inside the mobile menu. */
const closing: Record<(typeof panels)[number], Partial<UiPanelsState>> = {
  menu: { menuOpen: false, submenu: null },
  social: { socialOpen: false },
  submenu: { submenu: null },
  language: { languageOpen: false },
};

// prettier-ignore
const rows: Row<UiPanelsState>[] = [
  // the toggles
  ['menuToggled opens the closed menu', {}, menuToggled(), { menuOpen: true }, ['P.panels.toggle']],
  ['menuToggled closes the open menu', { menuOpen: true }, menuToggled(), { menuOpen: false }, ['P.panels.toggle']],
  ['menuToggled with a submenu open closes the menu and the submenu', { menuOpen: true, submenu: 'meet' }, menuToggled(), { menuOpen: false, submenu: null }, ['P.panels.toggle', 'P.submenu.in-menu']],
  ['menuToggled leaves the social panel and language list as they are', { socialOpen: true, languageOpen: true }, menuToggled(), { menuOpen: true }, ['P.panels.toggle']],
  ['socialToggled opens the closed social panel', {}, socialToggled(), { socialOpen: true }, ['P.panels.toggle']],
  ['socialToggled closes the open social panel', { socialOpen: true }, socialToggled(), { socialOpen: false }, ['P.panels.toggle']],
  ['socialToggled with a submenu open leaves the submenu', { menuOpen: true, submenu: 'service' }, socialToggled(), { socialOpen: true }, ['P.panels.toggle']],
  ['languageMenuToggled opens the language list', {}, languageMenuToggled(), { languageOpen: true }, ['P.panels.toggle']],
  ['languageMenuToggled closes the open language list', { languageOpen: true }, languageMenuToggled(), { languageOpen: false }, ['P.panels.toggle']],
  // each panel's own closing, by a click outside it
  ...panels.map((panel): Row<UiPanelsState> => [`clickedOutside ${panel} closes it only`, allOpen, clickedOutside({ panel }), closing[panel], ['S4.click-outside.closes', 'P.submenu.in-menu']]),
  ...panels.map((panel): Row<UiPanelsState> => [`clickedOutside ${panel} when closed changes nothing`, {}, clickedOutside({ panel }), {}, ['S4.click-outside.closes']]),
  // Escape closes the panel opened over the others, one at a time
  ['escapePressed closes a submenu before the menu it is in', { menuOpen: true, submenu: 'meet' }, escapePressed(), { submenu: null }, ['P.escape.top-panel', 'P.submenu.in-menu']],
  ['escapePressed closes the language list before the social panel', { socialOpen: true, languageOpen: true }, escapePressed(), { languageOpen: false }, ['P.escape.top-panel']],
  ['escapePressed closes the social panel before the menu', { menuOpen: true, socialOpen: true }, escapePressed(), { socialOpen: false }, ['P.escape.top-panel']],
  ['escapePressed closes the menu', { menuOpen: true }, escapePressed(), { menuOpen: false }, ['P.escape.top-panel']],
  ['escapePressed with every panel open closes the submenu only', allOpen, escapePressed(), { submenu: null }, ['P.escape.top-panel']],
  ['escapePressed with nothing open changes nothing', {}, escapePressed(), {}, ['P.escape.top-panel']],
  // scrolling and arriving close everything
  ['pageScrolled closes every panel', allOpen, pageScrolled({ y: 10 }), allClosed, ['S4.scroll.closes-panels', 'P.scroll.closes-every-panel']],
  ['pageScrolled with nothing open changes nothing', {}, pageScrolled({ y: 300 }), {}, ['S4.scroll.closes-panels']],
  ['pageVisited closes every panel', allOpen, pageVisited('/meet'), allClosed, ['P.arrival.closes-panels']],
  ['pageVisited of a 404 closes every panel too', allOpen, pageVisited('/nowhere'), allClosed, ['P.arrival.closes-panels']],
  // choosing closes the menu; the topbar's pop-overs are not in it
  ['serviceChosen closes the menu and its submenu', allOpen, serviceChosen({ category: 'cosmetics' }), { menuOpen: false, submenu: null }, ['S4.service-chosen.closes-menu', 'P.submenu.in-menu', 'P.choosing.keeps-popovers']],
  ['serviceChosen of an unknown slug closes the menu too', { menuOpen: true }, serviceChosen({ treatment: 'no-such' }), { menuOpen: false }, ['S4.service-chosen.closes-menu', 'P.bad-input.ignored']],
  ['categoryOpened closes the menu and its submenu', allOpen, categoryOpened({ category: 'cosmetics' }), { menuOpen: false, submenu: null }, ['S4.service-chosen.closes-menu', 'P.category-opened.opens', 'P.submenu.in-menu']],
  ['doctorChosen closes the menu and its submenu', allOpen, doctorChosen({ doctor: 'associate-dentist' }), { menuOpen: false, submenu: null }, ['S4.doctor-chosen.closes-menu', 'P.submenu.in-menu']],
  ['languageChosen closes the language list only', allOpen, languageChosen({ lng: 'hi' }), { languageOpen: false }, ['P.language.chosen']],
  // navbar clicks
  ['navItemClicked 2 opens Service\'s submenu', {}, navItemClicked({ index: 2 }), { submenu: 'service' }, ['P.submenu.in-menu']],
  ['navItemClicked 3 opens Meet Us\'s submenu', {}, navItemClicked({ index: 3 }), { submenu: 'meet' }, ['P.submenu.in-menu']],
  ['navItemClicked 2 again closes its submenu', { submenu: 'service' }, navItemClicked({ index: 2 }), { submenu: null }, ['P.submenu.in-menu']],
  ['navItemClicked 3 while Service is open switches submenus', { submenu: 'service' }, navItemClicked({ index: 3 }), { submenu: 'meet' }, ['P.submenu.in-menu']],
  ['navItemClicked 2 keeps the mobile menu open', { menuOpen: true }, navItemClicked({ index: 2 }), { submenu: 'service' }, ['P.submenu.in-menu']],
  ['navItemClicked 1 (Home) closes the menu and a submenu', { menuOpen: true, submenu: 'meet' }, navItemClicked({ index: 1 }), { menuOpen: false, submenu: null }, ['S4.navbar.home', 'P.submenu.in-menu']],
  ['navItemClicked 4 (Contact Us) closes the menu, not the social panel', { menuOpen: true, socialOpen: true }, navItemClicked({ index: 4 }), { menuOpen: false }, ['S4.navbar.contact', 'P.choosing.keeps-popovers']],
];

/** The uiPanels slice's transition table: run by uiPanelsSlice.test.ts, read by the atlas and the walk. */
export const uiPanelsTable: TransitionTable<UiPanelsState> = {
  name: 'uiPanels',
  slice: 'uiPanels',
  reducer: uiPanelsSlice.reducer,
  initial: initialUiPanelsState,
  transitions: uiPanelsTransitions,
  rows,
};
