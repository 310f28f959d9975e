/**
 * What the components read: every selector of the store, the shared ones and each
 * slice's own, over the root state as the store holds it. A row is [what it shows, the state
 * (the defaults plus these changes), the selector, what it returns].
 */
import { merge, type DeepPartial } from '../../test/transitionTable';
import { selectSelectedDoctor } from './doctors/doctorsSlice';
import { selectCurrentNavIndex, selectNavbarSticky } from './navigation/navigationSlice';
import { selectSelectedCategory, selectSelectedTreatment } from './services/servicesSlice';
import {
  selectAnyPanelOpen,
  selectMenuOpen,
  selectOpenSubmenu,
  selectPanelClosedByEscape,
  selectSocialOpen,
} from './uiPanels/uiPanelsSlice';
import { selectLanguage, selectLanguageMenuOpen, selectSlideOf } from './selectors';
import { rootReducer, type RootState } from './store';

const defaults: RootState = rootReducer(undefined, { type: '@@test/init' });

type Row = [
  what: string,
  changes: DeepPartial<RootState>,
  select: (state: RootState) => unknown,
  expected: unknown,
];

// prettier-ignore
const rows: Row[] = [
  // the language
  ['the language: English by default', {}, selectLanguage, 'en'],
  ['the language: the one chosen', { locale: { language: 'ru' } }, selectLanguage, 'ru'],
  ['the language list: closed by default', {}, selectLanguageMenuOpen, false],
  ['the language list: open', { uiPanels: { languageOpen: true } }, selectLanguageMenuOpen, true],
  // a carousel's slide
  ['a carousel that never moved is at its first slide', {}, (state) => selectSlideOf(state, 'cosmetics'), 0],
  ['a carousel that moved is where it was left', { services: { slides: { cosmetics: 4 } } }, (state) => selectSlideOf(state, 'cosmetics'), 4],
  ['another carousel keeps its own slide', { services: { slides: { cosmetics: 4 } } }, (state) => selectSlideOf(state, 'categories'), 0],
  // the navbar
  ['the current item: Home by default', {}, selectCurrentNavIndex, 1],
  ['the current item: the highlighted one', { navigation: { activeIndex: 4 } }, selectCurrentNavIndex, 4],
  ['the current item: none on the 404 screen', { navigation: { activeIndex: 3, notFound: true } }, selectCurrentNavIndex, null],
  ['the current item: none on a page outside the navbar', { navigation: { activeIndex: 3, pageOutsideNavbar: 'urgent' } }, selectCurrentNavIndex, null],
  ['the navbar: not sticky by default', {}, selectNavbarSticky, false],
  ['the navbar: sticky', { navigation: { sticky: true } }, selectNavbarSticky, true],
  // the selections
  ['the category: the first by default', {}, selectSelectedCategory, 'dental-treatment'],
  ['the category: none', { services: { category: null } }, selectSelectedCategory, null],
  ['the treatment: none by default', {}, selectSelectedTreatment, null],
  ['the treatment: the open one', { services: { category: 'cosmetics', treatment: 'botox' } }, selectSelectedTreatment, 'botox'],
  ['the doctor: the first by default', {}, selectSelectedDoctor, 'oral-maxillofacial-surgeon'],
  ['the doctor: the one chosen', { doctors: { selected: 'associate-dentist' } }, selectSelectedDoctor, 'associate-dentist'],
  // the panels
  ['the phone menu: closed by default', {}, selectMenuOpen, false],
  ['the phone menu: open', { uiPanels: { menuOpen: true } }, selectMenuOpen, true],
  ['the social panel: closed by default', {}, selectSocialOpen, false],
  ['the social panel: open', { uiPanels: { socialOpen: true } }, selectSocialOpen, true],
  ['the submenu: none by default', {}, selectOpenSubmenu, null],
  ['the submenu: Meet Us\'s', { uiPanels: { submenu: 'meet' } }, selectOpenSubmenu, 'meet'],
  ['the panel Escape closes: none by default', {}, selectPanelClosedByEscape, null],
  ['the panel Escape closes: the submenu over the menu', { uiPanels: { menuOpen: true, submenu: 'service' } }, selectPanelClosedByEscape, 'submenu'],
  ['any panel open: none by default', {}, selectAnyPanelOpen, false],
  ['any panel open: the phone menu', { uiPanels: { menuOpen: true } }, selectAnyPanelOpen, true],
  ['any panel open: the social panel', { uiPanels: { socialOpen: true } }, selectAnyPanelOpen, true],
  ['any panel open: a submenu', { uiPanels: { submenu: 'service' } }, selectAnyPanelOpen, true],
  ['any panel open: the language list', { uiPanels: { languageOpen: true } }, selectAnyPanelOpen, true],
];

it.each(rows)('%s', (_what, changes, select, expected) => {
  expect(select(merge<RootState>(defaults, changes))).toStrictEqual(expected);
});
