/**
 * Spec §4 across the slices: one event, every slice's answer to it, as one table, and arriving
 * at each of the 305 pages. Each slice's own rules are in its own table beside this one.
 * A row is [rule, prior state, event, changes]: the state after is the prior state plus the
 * changes, everything else unchanged (test/transitionTable.ts).
 */
import type { Row, TransitionTable } from '../transitionTable';
import { slideOfTreatment } from '../../src/content/catalogue';
import { languages } from '../../src/lib/languages';
import { allAddresses, isPageOutsideNavbar, navIndexOfPage, pathOf } from '../../src/state/address';
import {
  categoryOpened,
  doctorChosen,
  escapePressed,
  languageChosen,
  languageMenuToggled,
  menuToggled,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
  slideChanged,
} from '../../src/state/events';
import type { RuleId } from '../rules';
import { rootReducer, type RootState } from '../../src/state/store';

/** The store's initial state: the defaults of spec §4. */
export const initialState: RootState = rootReducer(undefined, { type: '@@test/init' });

const everyPanelOpen = {
  menuOpen: true,
  socialOpen: true,
  submenu: 'meet',
  languageOpen: true,
} as const;
const everyPanelClosed = { menuOpen: false, socialOpen: false, submenu: null, languageOpen: false };

// prettier-ignore
const rows: Row<RootState>[] = [
  // choosing a service: Service, the menu closed, the selection (spec §4)
  ['serviceChosen from home: navbar 2, menu closed, category selected', { navigation: { activeIndex: 1 }, uiPanels: { menuOpen: true, submenu: 'service' } }, serviceChosen({ category: 'cosmetics' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics' }, uiPanels: { menuOpen: false, submenu: null } }, ['S4.service-chosen.navigates', 'S4.service-chosen.closes-menu', 'S4.category-alone.toggles']],
  ['serviceChosen a treatment from contact: navbar 2, its card in view', { navigation: { activeIndex: 4 } }, serviceChosen({ treatment: 'botox' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics', treatment: 'botox', slides: { cosmetics: 0 } } }, ['S4.service-chosen.navigates', 'S4.null-category-treatment.toggles', 'P.carousel.treatment-in-view']],
  ['serviceChosen leaves the social panel and language list as they are', { uiPanels: { socialOpen: true, languageOpen: true } }, serviceChosen({ category: 'cosmetics' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics' } }, ['S4.service-chosen.navigates', 'P.choosing.keeps-popovers']],
  ['serviceChosen an unknown slug: Service, menu closed, selection and carousels unchanged', { navigation: { activeIndex: 1 }, services: { category: 'cosmetics', slides: { cosmetics: 4 } }, uiPanels: { menuOpen: true } }, serviceChosen({ category: 'no-such' }), { navigation: { activeIndex: 2 }, uiPanels: { menuOpen: false } }, ['S4.service-chosen.navigates', 'S4.service-chosen.closes-menu', 'P.bad-input.ignored']],
  ['categoryOpened from the footer on contact: navbar 2, category open', { navigation: { activeIndex: 4 } }, categoryOpened({ category: 'skin-and-hair' }), { navigation: { activeIndex: 2 }, services: { category: 'skin-and-hair' } }, ['S4.service-chosen.navigates', 'P.category-opened.opens']],
  ['categoryOpened the open category: Service, still open', { navigation: { activeIndex: 1 }, uiPanels: { menuOpen: true, submenu: 'service' } }, categoryOpened({ category: 'dental-treatment' }), { navigation: { activeIndex: 2 }, uiPanels: { menuOpen: false, submenu: null } }, ['S4.service-chosen.navigates', 'S4.service-chosen.closes-menu', 'P.category-opened.opens']],
  // choosing a doctor
  ['doctorChosen: navbar 3, the doctor, menu and submenu closed', { uiPanels: { menuOpen: true, submenu: 'meet' } }, doctorChosen({ doctor: 'associate-dentist' }), { navigation: { activeIndex: 3 }, doctors: { selected: 'associate-dentist' }, uiPanels: { menuOpen: false, submenu: null } }, ['S4.doctor-chosen.navigates', 'S4.doctor-chosen.selects', 'S4.doctor-chosen.closes-menu']],
  ['doctorChosen an unknown doctor: navbar 3, selection kept', { doctors: { selected: 'associate-dentist' } }, doctorChosen({ doctor: 'dr-nobody' }), { navigation: { activeIndex: 3 } }, ['S4.doctor-chosen.navigates', 'P.bad-input.ignored']],
  // navbar clicks
  ['navItemClicked 1: navbar 1, menu closed', { navigation: { activeIndex: 4 }, uiPanels: { menuOpen: true } }, navItemClicked({ index: 1 }), { navigation: { activeIndex: 1 }, uiPanels: { menuOpen: false } }, ['S4.navbar.home']],
  ['navItemClicked 2: index kept, its submenu open', { navigation: { activeIndex: 4 } }, navItemClicked({ index: 2 }), { uiPanels: { submenu: 'service' } }, ['S4.navbar.service-meet-keep-index', 'P.submenu.in-menu']],
  // scrolling closes the panels and moves the sticky rule
  ['pageScrolled to 126: sticky and every panel closed', { uiPanels: everyPanelOpen }, pageScrolled({ y: 126 }), { navigation: { sticky: true }, uiPanels: everyPanelClosed }, ['S4.scroll.sticky', 'S4.scroll.closes-panels', 'P.scroll.closes-every-panel']],
  ['pageScrolled keeps the navbar index and the selection', { navigation: { activeIndex: 3 }, services: { category: 'cosmetics' } }, pageScrolled({ y: 500 }), { navigation: { sticky: true } }, ['S4.scroll.sticky']],
  // the panels alone
  ['menuToggled changes the menu alone', {}, menuToggled(), { uiPanels: { menuOpen: true } }, ['P.panels.toggle']],
  ['languageMenuToggled changes the language list alone', {}, languageMenuToggled(), { uiPanels: { languageOpen: true } }, ['P.panels.toggle']],
  ['escapePressed closes the top panel alone', { uiPanels: { menuOpen: true, submenu: 'service' } }, escapePressed(), { uiPanels: { submenu: null } }, ['P.escape.top-panel']],
  ['slideChanged changes the carousel alone', { navigation: { activeIndex: 1 } }, slideChanged({ carousel: 'categories', index: 1 }), { services: { slides: { categories: 1 } } }, ['S4.carousel.stored-start']],
  // the language
  ['languageChosen: the language, its list closed, the page kept', { navigation: { activeIndex: 4 }, uiPanels: { languageOpen: true } }, languageChosen({ lng: 'ru' }), { locale: { language: 'ru' }, uiPanels: { languageOpen: false } }, ['P.language.chosen']],
  // arriving at an address
  ['pageVisited closes every panel and shows the page', { uiPanels: everyPanelOpen }, pageVisited('/meet/associate-dentist'), { navigation: { activeIndex: 3 }, doctors: { selected: 'associate-dentist' }, uiPanels: everyPanelClosed }, ['P.address.shows', 'P.arrival.closes-panels']],
  ['pageVisited home keeps the selections', { services: { category: 'cosmetics', treatment: 'botox' }, doctors: { selected: 'associate-dentist' } }, pageVisited('/'), {}, ['P.address.shows']],
  ['pageVisited /hi/nowhere: Hindi 404, page and selection kept', { navigation: { activeIndex: 3 }, services: { category: 'cosmetics' } }, pageVisited('/hi/nowhere'), { navigation: { notFound: true }, locale: { language: 'hi' } }, ['P.not-found.keeps']],
  ['navItemClicked 1 on the 404 screen: home, the menu closed', { navigation: { notFound: true }, uiPanels: { menuOpen: true } }, navItemClicked({ index: 1 }), { navigation: { notFound: false }, uiPanels: { menuOpen: false } }, ['S4.navbar.home', 'P.not-found.leave']],
  ['an unknown action changes nothing', { services: { category: 'cosmetics' }, uiPanels: { menuOpen: true } }, { type: 'something/happened' }, {}, ['P.other-action.ignored']],
];

/**
 * Every page in every language, from the address's own parts (allAddresses), not from the
 * parser: arriving at a page shows its language, its navbar item and what it names.
 */
const pageRows: Row<RootState>[] = languages.flatMap((language) =>
  allAddresses(language).map((address): Row<RootState> => {
    const path = pathOf(address);
    const changes: Row<RootState>[3] = {
      navigation: isPageOutsideNavbar(address.page)
        ? { pageOutsideNavbar: address.page }
        : { activeIndex: navIndexOfPage[address.page] },
      locale: { language },
    };
    if (address.page === 'service') {
      const treatment = address.treatment ?? null;
      const slide = treatment ? slideOfTreatment(treatment) : undefined;
      changes.services = {
        category: address.category ?? 'dental-treatment',
        treatment,
        ...(slide ? { slides: { [slide.carousel]: slide.index } } : {}),
      };
    }
    if (address.page === 'meet') {
      changes.doctors = { selected: address.doctor ?? 'oral-maxillofacial-surgeon' };
    }
    const shown: RuleId[] = ['P.address.shows', 'S4.state.navbar-index'];
    if (address.page === 'service' && !address.category) shown.push('S4.state.category');
    if (address.page === 'meet' && !address.doctor) shown.push('S4.state.doctor');
    return [
      `pageVisited ${path}`,
      { services: { category: null } },
      pageVisited(path),
      changes,
      shown,
    ];
  }),
);

/** The rows where one event changes several slices. */
export const acrossTable: TransitionTable<RootState> = {
  name: 'spec §4 across the slices',
  reducer: rootReducer,
  initial: initialState,
  rows,
};

/** Arriving at every page in every language. */
export const everyPageTable: TransitionTable<RootState> = {
  name: 'every page',
  reducer: rootReducer,
  initial: initialState,
  rows: pageRows,
};
