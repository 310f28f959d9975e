/**
 * Spec §4 as a transition table over the whole interface state:
 * each row is (rule, prior state, event, expected state). Rows only name what differs
 * from the defaults; everything else must stay exactly as it was.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { initialState, stateWith } from '../../test/state';
import {
  clickedOutside,
  doctorChosen,
  languageChosen,
  menuToggled,
  navItemClicked,
  pageScrolled,
  pageVisited,
  panelDismissed,
  serviceChosen,
  slideChanged,
  socialToggled,
} from './events';
import { rootReducer } from './store';

type Row = [
  rule: string,
  prior: Parameters<typeof stateWith>[0],
  event: UnknownAction,
  expected: Parameters<typeof stateWith>[0],
];

describe('defaults', () => {
  it('first category, no treatment, first doctor, slide 0, navbar 1, panels closed, not sticky, English', () => {
    expect(initialState).toEqual({
      navigation: { activeIndex: 1, sticky: false },
      services: { category: 'dental-treatment', treatment: null, slide: 0 },
      doctors: { selected: 'oral-maxillofacial-surgeon' },
      uiPanels: { menuOpen: false, socialOpen: false, submenu: null },
      locale: { language: 'en' },
    });
  });
});

// prettier-ignore
const rows: Row[] = [
  // serviceChosen: navbar 2, menu closed, slide stored; selection rules in servicesSlice.test.ts
  ['serviceChosen from home sets navbar 2 and closes the menu', { navigation: { activeIndex: 1 }, uiPanels: { menuOpen: true, submenu: 'service' } }, serviceChosen({ category: 'cosmetics' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics' }, uiPanels: { menuOpen: false, submenu: null } }],
  ['serviceChosen from contact sets navbar 2', { navigation: { activeIndex: 4 } }, serviceChosen({ treatment: 'botox' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics', treatment: 'botox' } }],
  ['serviceChosen stores the slide', {}, serviceChosen({ category: 'cosmetics', slide: 2 }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics', slide: 2 } }],
  ['serviceChosen: the selected category again leaves none', { services: { category: 'cosmetics' } }, serviceChosen({ category: 'cosmetics' }), { navigation: { activeIndex: 2 }, services: { category: null } }],
  ['serviceChosen: the same treatment twice clears it', { services: { category: 'cosmetics', treatment: 'botox' } }, serviceChosen({ category: 'cosmetics', treatment: 'botox' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics', treatment: null } }],
  ['serviceChosen leaves the social panel as it is', { uiPanels: { socialOpen: true } }, serviceChosen({ category: 'cosmetics' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics' }, uiPanels: { socialOpen: true } }],
  // doctorChosen
  ['doctorChosen selects the doctor, navbar 3, menu closed', { uiPanels: { menuOpen: true } }, doctorChosen({ doctor: 'associate-dentist' }), { navigation: { activeIndex: 3 }, doctors: { selected: 'associate-dentist' } }],
  ['doctorChosen the selected doctor keeps it', { doctors: { selected: 'associate-dentist' }, navigation: { activeIndex: 2 } }, doctorChosen({ doctor: 'associate-dentist' }), { navigation: { activeIndex: 3 }, doctors: { selected: 'associate-dentist' } }],
  ['doctorChosen an unknown doctor keeps the selection', { doctors: { selected: 'associate-dentist' } }, doctorChosen({ doctor: 'dr-nobody' }), { navigation: { activeIndex: 3 }, doctors: { selected: 'associate-dentist' } }],
  ['doctorChosen closes the Meet Us submenu', { uiPanels: { submenu: 'meet' } }, doctorChosen({ doctor: 'oral-maxillofacial-surgeon' }), { navigation: { activeIndex: 3 } }],
  // navItemClicked
  ['navItemClicked 1 (home) sets the index and closes the menu', { navigation: { activeIndex: 4 }, uiPanels: { menuOpen: true } }, navItemClicked({ index: 1 }), { navigation: { activeIndex: 1 } }],
  ['navItemClicked 4 (contact) sets the index and closes the menu', { navigation: { activeIndex: 1 }, uiPanels: { menuOpen: true } }, navItemClicked({ index: 4 }), { navigation: { activeIndex: 4 } }],
  ['navItemClicked 2 (service) keeps the index and opens its submenu', { navigation: { activeIndex: 4 } }, navItemClicked({ index: 2 }), { navigation: { activeIndex: 4 }, uiPanels: { submenu: 'service' } }],
  ['navItemClicked 3 (meet) keeps the index and opens its submenu', { navigation: { activeIndex: 1 } }, navItemClicked({ index: 3 }), { navigation: { activeIndex: 1 }, uiPanels: { submenu: 'meet' } }],
  ['navItemClicked 2 keeps the mobile menu open', { uiPanels: { menuOpen: true } }, navItemClicked({ index: 2 }), { uiPanels: { menuOpen: true, submenu: 'service' } }],
  ['navItemClicked 2 again closes its submenu', { uiPanels: { submenu: 'service' } }, navItemClicked({ index: 2 }), {}],
  ['navItemClicked 3 while Service is open switches submenus', { uiPanels: { submenu: 'service' } }, navItemClicked({ index: 3 }), { uiPanels: { submenu: 'meet' } }],
  ['navItemClicked 1 closes an open submenu', { uiPanels: { submenu: 'meet' } }, navItemClicked({ index: 1 }), {}],
  // pageScrolled
  ['pageScrolled closes the menu and the social panel', { uiPanels: { menuOpen: true, socialOpen: true } }, pageScrolled({ y: 10 }), {}],
  ['pageScrolled closes an open submenu', { uiPanels: { submenu: 'service' } }, pageScrolled({ y: 10 }), {}],
  ['pageScrolled to y = 125 is not sticky', {}, pageScrolled({ y: 125 }), {}],
  ['pageScrolled to y = 126 is sticky', {}, pageScrolled({ y: 126 }), { navigation: { sticky: true } }],
  ['pageScrolled back to y = 125 is no longer sticky', { navigation: { sticky: true } }, pageScrolled({ y: 125 }), {}],
  ['pageScrolled to the top is not sticky', { navigation: { sticky: true } }, pageScrolled({ y: 0 }), {}],
  ['pageScrolled keeps the navbar index', { navigation: { activeIndex: 3 } }, pageScrolled({ y: 500 }), { navigation: { activeIndex: 3, sticky: true } }],
  // clickedOutside, panelDismissed
  ['clickedOutside the menu closes the menu only', { uiPanels: { menuOpen: true, socialOpen: true } }, clickedOutside({ panel: 'menu' }), { uiPanels: { socialOpen: true } }],
  ['clickedOutside the social panel closes it only', { uiPanels: { menuOpen: true, socialOpen: true } }, clickedOutside({ panel: 'social' }), { uiPanels: { menuOpen: true } }],
  ['clickedOutside a submenu closes it only', { uiPanels: { menuOpen: true, submenu: 'meet' } }, clickedOutside({ panel: 'submenu' }), { uiPanels: { menuOpen: true } }],
  ['clickedOutside a closed panel changes nothing', {}, clickedOutside({ panel: 'social' }), {}],
  ['panelDismissed (Escape, close button) closes the menu', { uiPanels: { menuOpen: true } }, panelDismissed({ panel: 'menu' }), {}],
  ['panelDismissed closes the social panel', { uiPanels: { socialOpen: true } }, panelDismissed({ panel: 'social' }), {}],
  // menuToggled, socialToggled
  ['menuToggled opens the closed menu', {}, menuToggled(), { uiPanels: { menuOpen: true } }],
  ['menuToggled closes the open menu', { uiPanels: { menuOpen: true } }, menuToggled(), {}],
  ['menuToggled leaves the social panel as it is', { uiPanels: { socialOpen: true } }, menuToggled(), { uiPanels: { menuOpen: true, socialOpen: true } }],
  ['socialToggled opens the closed social panel', {}, socialToggled(), { uiPanels: { socialOpen: true } }],
  ['socialToggled closes the open social panel', { uiPanels: { socialOpen: true } }, socialToggled(), {}],
  // slideChanged
  ['slideChanged stores the slide', {}, slideChanged({ index: 3 }), { services: { slide: 3 } }],
  ['slideChanged back to 0', { services: { slide: 3 } }, slideChanged({ index: 0 }), {}],
  // languageChosen
  ['languageChosen hi', {}, languageChosen({ lng: 'hi' }), { locale: { language: 'hi' } }],
  ['languageChosen ru', {}, languageChosen({ lng: 'ru' }), { locale: { language: 'ru' } }],
  ['languageChosen fr', {}, languageChosen({ lng: 'fr' }), { locale: { language: 'fr' } }],
  ['languageChosen ch (Simplified Chinese)', {}, languageChosen({ lng: 'ch' }), { locale: { language: 'ch' } }],
  ['languageChosen en from hi', { locale: { language: 'hi' } }, languageChosen({ lng: 'en' }), {}],
  ['languageChosen an unknown language falls back to en', { locale: { language: 'ru' } }, languageChosen({ lng: 'de' }), {}],
  ['languageChosen a BCP 47 tag is not a language code: falls back to en', { locale: { language: 'fr' } }, languageChosen({ lng: 'zh-Hans' }), {}],
  ['languageChosen the empty string falls back to en', { locale: { language: 'hi' } }, languageChosen({ lng: '' }), {}],
  // pageVisited: arriving at an address (a link, the back button, the first load) selects what it names
  ['pageVisited / sets navbar 1', { navigation: { activeIndex: 3 } }, pageVisited({ path: '/' }), {}],
  ['pageVisited /service sets navbar 2 and opens no category', {}, pageVisited({ path: '/service' }), { navigation: { activeIndex: 2 }, services: { category: null } }],
  ['pageVisited /service/cosmetics opens the category, no treatment', { services: { category: 'cosmetics', treatment: 'botox', slide: 3 } }, pageVisited({ path: '/service/cosmetics' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics', treatment: null, slide: 3 } }],
  ['pageVisited another category starts its carousel at 0', { services: { slide: 5 } }, pageVisited({ path: '/service/skin-and-hair' }), { navigation: { activeIndex: 2 }, services: { category: 'skin-and-hair', slide: 0 } }],
  ['pageVisited /service/cosmetics/botox opens the treatment', {}, pageVisited({ path: '/service/cosmetics/botox' }), { navigation: { activeIndex: 2 }, services: { category: 'cosmetics', treatment: 'botox' } }],
  ['pageVisited /meet sets navbar 3 and keeps the selected doctor', { doctors: { selected: 'associate-dentist' } }, pageVisited({ path: '/meet' }), { navigation: { activeIndex: 3 }, doctors: { selected: 'associate-dentist' } }],
  ['pageVisited /meet/associate-dentist selects the doctor', {}, pageVisited({ path: '/meet/associate-dentist' }), { navigation: { activeIndex: 3 }, doctors: { selected: 'associate-dentist' } }],
  ['pageVisited /contact/ (trailing slash) sets navbar 4', {}, pageVisited({ path: '/contact/' }), { navigation: { activeIndex: 4 } }],
  ['pageVisited /hi/ shows Hindi', {}, pageVisited({ path: '/hi/' }), { locale: { language: 'hi' } }],
  ['pageVisited /zh/contact shows Chinese (ch)', {}, pageVisited({ path: '/zh/contact' }), { navigation: { activeIndex: 4 }, locale: { language: 'ch' } }],
  ['pageVisited an English address after Russian shows English', { locale: { language: 'ru' } }, pageVisited({ path: '/meet' }), { navigation: { activeIndex: 3 } }],
  ['pageVisited an unknown address changes nothing', { navigation: { activeIndex: 3 }, locale: { language: 'fr' } }, pageVisited({ path: '/no-such-page' }), { navigation: { activeIndex: 3 }, locale: { language: 'fr' } }],
  ['pageVisited an unknown treatment changes nothing', { services: { category: 'cosmetics' } }, pageVisited({ path: '/service/cosmetics/no-such' }), { services: { category: 'cosmetics' } }],
  ['pageVisited a treatment under another category changes nothing', {}, pageVisited({ path: '/service/cosmetics/veneers' }), {}],
  ['pageVisited an unknown doctor changes nothing', {}, pageVisited({ path: '/meet/dr-nobody' }), {}],
  ['pageVisited closes every panel', { uiPanels: { menuOpen: true, socialOpen: true, submenu: 'meet' } }, pageVisited({ path: '/meet' }), { navigation: { activeIndex: 3 } }],
  ['pageVisited home keeps the selections', { services: { category: 'cosmetics', treatment: 'botox' }, doctors: { selected: 'associate-dentist' } }, pageVisited({ path: '/' }), { services: { category: 'cosmetics', treatment: 'botox' }, doctors: { selected: 'associate-dentist' } }],
  // anything else
  ['an unknown action changes nothing', { services: { category: 'cosmetics' }, uiPanels: { menuOpen: true } }, { type: 'something/happened' }, { services: { category: 'cosmetics' }, uiPanels: { menuOpen: true } }],
];

describe('spec §4 transitions', () => {
  it.each(rows)('%s', (_rule, prior, event, expected) => {
    expect(rootReducer(stateWith(prior), event)).toEqual(stateWith(expected));
  });

  it('reducers never mutate the prior state', () => {
    const prior = stateWith({ uiPanels: { menuOpen: true } });
    const frozen = structuredClone(prior);
    rootReducer(prior, pageScrolled({ y: 400 }));
    expect(prior).toEqual(frozen);
  });
});
