/** The navbar: which item is highlighted (spec §4's index) and whether it sticks (§9: 125 px). */
import type { Row, TransitionTable } from '../transitionTable';
import {
  categoryOpened,
  doctorChosen,
  languageChosen,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
} from '../../src/state/events';
import {
  initialNavigationState,
  navigationSlice,
  navigationTransitions,
  type NavigationState,
} from '../../src/state/navigation/navigationSlice';

// prettier-ignore
const rows: Row<NavigationState>[] = [
  // choosing something moves the highlight to its page
  ['serviceChosen from home highlights Service', { activeIndex: 1 }, serviceChosen({ category: 'cosmetics' }), { activeIndex: 2 }, ['S4.service-chosen.navigates']],
  ['serviceChosen from Service keeps Service', { activeIndex: 2 }, serviceChosen({ treatment: 'botox' }), {}, ['S4.service-chosen.navigates']],
  ['serviceChosen of an unknown slug still goes to Service', { activeIndex: 4 }, serviceChosen({ category: 'no-such' }), { activeIndex: 2 }, ['S4.service-chosen.navigates', 'P.bad-input.ignored']],
  ['categoryOpened from contact highlights Service', { activeIndex: 4 }, categoryOpened({ category: 'skin-and-hair' }), { activeIndex: 2 }, ['S4.service-chosen.navigates', 'P.category-opened.opens']],
  ['categoryOpened of an unknown slug still goes to Service', { activeIndex: 3 }, categoryOpened({ category: 'no-such' }), { activeIndex: 2 }, ['S4.service-chosen.navigates', 'P.bad-input.ignored']],
  ['doctorChosen highlights Meet Us', { activeIndex: 2 }, doctorChosen({ doctor: 'associate-dentist' }), { activeIndex: 3 }, ['S4.doctor-chosen.navigates']],
  ['doctorChosen of an unknown doctor still goes to Meet Us', { activeIndex: 1 }, doctorChosen({ doctor: 'dr-nobody' }), { activeIndex: 3 }, ['S4.doctor-chosen.navigates', 'P.bad-input.ignored']],
  // navbar clicks: Home and Contact Us move the highlight, Service and Meet Us keep it (§4)
  ['navItemClicked 1 (Home)', { activeIndex: 4 }, navItemClicked({ index: 1 }), { activeIndex: 1 }, ['S4.navbar.home', 'S4.state.navbar-index']],
  ['navItemClicked 4 (Contact Us)', { activeIndex: 1 }, navItemClicked({ index: 4 }), { activeIndex: 4 }, ['S4.navbar.contact', 'S4.state.navbar-index']],
  ['navItemClicked 2 (Service) keeps the index', { activeIndex: 4 }, navItemClicked({ index: 2 }), {}, ['S4.navbar.service-meet-keep-index']],
  ['navItemClicked 3 (Meet Us) keeps the index', { activeIndex: 1 }, navItemClicked({ index: 3 }), {}, ['S4.navbar.service-meet-keep-index']],
  ['navItemClicked leaves the sticky navbar sticky', { activeIndex: 1, sticky: true }, navItemClicked({ index: 4 }), { activeIndex: 4 }, ['S4.navbar.contact', 'S4.scroll.sticky']],
  // arriving at an address highlights its page; an address that is no page keeps it
  ['pageVisited / highlights Home', { activeIndex: 3 }, pageVisited('/'), { activeIndex: 1 }, ['P.address.shows', 'S4.state.navbar-index']],
  ['pageVisited /service highlights Service', {}, pageVisited('/service'), { activeIndex: 2 }, ['P.address.shows', 'S4.state.navbar-index']],
  ['pageVisited a treatment highlights Service', {}, pageVisited('/ru/service/cosmetics/botox'), { activeIndex: 2 }, ['P.address.shows', 'S4.state.navbar-index']],
  ['pageVisited /meet highlights Meet Us', {}, pageVisited('/meet'), { activeIndex: 3 }, ['P.address.shows', 'S4.state.navbar-index']],
  ['pageVisited /contact/ (trailing slash) highlights Contact Us', {}, pageVisited('/contact/'), { activeIndex: 4 }, ['P.address.shows', 'S4.state.navbar-index']],
  ['pageVisited /zh/contact highlights Contact Us', {}, pageVisited('/zh/contact'), { activeIndex: 4 }, ['P.address.shows', 'S4.state.navbar-index']],
  ['pageVisited an unknown address: the 404 screen, the highlight kept', { activeIndex: 3 }, pageVisited('/no-such-page'), { notFound: true }, ['P.not-found.keeps']],
  ['pageVisited /HI/ (a prefix is lowercase) is no page', { activeIndex: 4 }, pageVisited('/HI/'), { notFound: true }, ['P.not-found.keeps']],
  ['pageVisited /ch/contact (the address prefix is zh) is no page', { activeIndex: 1 }, pageVisited('/ch/contact'), { notFound: true }, ['P.not-found.keeps']],
  ['pageVisited /service/a/b/c is no page', { activeIndex: 1 }, pageVisited('/service/a/b/c'), { notFound: true }, ['P.not-found.keeps']],
  ['pageVisited a page after the 404 screen leaves it', { activeIndex: 3, notFound: true }, pageVisited('/contact'), { activeIndex: 4, notFound: false }, ['P.address.shows', 'P.not-found.leave']],
  // from the 404 screen, choosing any page leaves it
  ['serviceChosen on the 404 screen leaves it', { notFound: true }, serviceChosen({ category: 'cosmetics' }), { activeIndex: 2, notFound: false }, ['S4.service-chosen.navigates', 'P.not-found.leave']],
  ['categoryOpened on the 404 screen leaves it', { notFound: true }, categoryOpened({ category: 'cosmetics' }), { activeIndex: 2, notFound: false }, ['S4.service-chosen.navigates', 'P.not-found.leave']],
  ['doctorChosen on the 404 screen leaves it', { notFound: true }, doctorChosen({ doctor: 'associate-dentist' }), { activeIndex: 3, notFound: false }, ['S4.doctor-chosen.navigates', 'P.not-found.leave']],
  ['navItemClicked 1 (Home) on the 404 screen leaves it, even with Home highlighted', { activeIndex: 1, notFound: true }, navItemClicked({ index: 1 }), { notFound: false }, ['S4.navbar.home', 'P.not-found.leave']],
  ['navItemClicked 2 (Service) on the 404 screen only opens its menu', { notFound: true }, navItemClicked({ index: 2 }), {}, ['S4.navbar.service-meet-keep-index', 'P.not-found.keeps']],
  ['languageChosen on the 404 screen goes to the highlighted page in that language', { activeIndex: 3, notFound: true }, languageChosen({ lng: 'hi' }), { notFound: false }, ['P.language.chosen', 'P.not-found.leave']],
  ['languageChosen elsewhere keeps the page', { activeIndex: 4 }, languageChosen({ lng: 'fr' }), {}, ['P.language.chosen']],
  ['pageVisited /meet/ (trailing slash) highlights Meet Us', { activeIndex: 1 }, pageVisited('/meet/'), { activeIndex: 3 }, ['P.address.shows']],
  ['pageVisited keeps the navbar sticky', { sticky: true }, pageVisited('/contact'), { activeIndex: 4 }, ['P.address.shows', 'S4.scroll.sticky']],
  // scrolling: sticky beyond 125 px
  ['pageScrolled to 125 is not sticky', {}, pageScrolled({ y: 125 }), {}, ['S4.scroll.sticky', 'S9.sticky-threshold']],
  ['pageScrolled to 126 is sticky', {}, pageScrolled({ y: 126 }), { sticky: true }, ['S4.scroll.sticky', 'S9.sticky-threshold']],
  ['pageScrolled back to 125 is no longer sticky', { sticky: true }, pageScrolled({ y: 125 }), { sticky: false }, ['S4.scroll.sticky', 'S9.sticky-threshold']],
  ['pageScrolled to 0 is not sticky', { sticky: true }, pageScrolled({ y: 0 }), { sticky: false }, ['S4.scroll.sticky', 'S9.sticky-threshold']],
  ['pageScrolled to a negative position (overscroll) is not sticky', { sticky: true }, pageScrolled({ y: -40 }), { sticky: false }, ['S4.scroll.sticky', 'S9.sticky-threshold']],
  ['pageScrolled to NaN is not sticky', { sticky: true }, pageScrolled({ y: Number.NaN }), { sticky: false }, ['S4.scroll.sticky', 'S9.sticky-threshold']],
  ['pageScrolled far down is sticky and keeps the index', { activeIndex: 3 }, pageScrolled({ y: 5000 }), { sticky: true }, ['S4.scroll.sticky', 'S9.sticky-threshold']],
  // pages outside the navbar (urgent help, privacy, accessibility): no item highlighted, the index kept
  ['pageVisited /urgent: a page outside the navbar, the highlight kept', { activeIndex: 3 }, pageVisited('/urgent'), { pageOutsideNavbar: 'urgent' }, ['P.address.shows', 'P.outside-navbar']],
  ['pageVisited /hi/privacy/ (trailing slash): the privacy notice', { activeIndex: 4 }, pageVisited('/hi/privacy/'), { pageOutsideNavbar: 'privacy' }, ['P.address.shows', 'P.outside-navbar']],
  ['pageVisited /zh/accessibility: the accessibility statement', {}, pageVisited('/zh/accessibility'), { pageOutsideNavbar: 'accessibility' }, ['P.address.shows', 'P.outside-navbar']],
  ['pageVisited /a-z from the footer of a scrolled page: the A-Z, the highlight kept', { activeIndex: 2, sticky: true }, pageVisited('/a-z'), { pageOutsideNavbar: 'a-z' }, ['P.address.shows', 'P.outside-navbar']],
  ['pageVisited the A-Z’s first line, a treatment (acne marks: chemical peels): Service', { pageOutsideNavbar: 'a-z' }, pageVisited('/service/skin-and-hair/chemical-peels'), { activeIndex: 2, pageOutsideNavbar: null }, ['P.address.shows', 'P.outside-navbar']],
  ['pageVisited /urgent/more is no page', { pageOutsideNavbar: 'urgent' }, pageVisited('/urgent/more'), { notFound: true }, ['P.address.shows']],
  ['pageVisited from urgent help to another one of them', { pageOutsideNavbar: 'urgent' }, pageVisited('/privacy'), { pageOutsideNavbar: 'privacy' }, ['P.address.shows', 'P.outside-navbar']],
  ['pageVisited a navbar page leaves urgent help', { activeIndex: 4, pageOutsideNavbar: 'urgent' }, pageVisited('/meet'), { activeIndex: 3, pageOutsideNavbar: null }, ['P.address.shows', 'P.outside-navbar']],
  ['pageVisited a navbar page of the kept index leaves the privacy notice', { activeIndex: 4, pageOutsideNavbar: 'privacy' }, pageVisited('/contact'), { pageOutsideNavbar: null }, ['P.address.shows', 'P.outside-navbar']],
  ['serviceChosen leaves urgent help for Service', { pageOutsideNavbar: 'urgent' }, serviceChosen({ category: 'cosmetics' }), { activeIndex: 2, pageOutsideNavbar: null }, ['P.outside-navbar', 'S4.service-chosen.navigates']],
  ['categoryOpened leaves the privacy notice for Service', { pageOutsideNavbar: 'privacy' }, categoryOpened({ category: 'cosmetics' }), { activeIndex: 2, pageOutsideNavbar: null }, ['P.outside-navbar', 'P.category-opened.opens']],
  ['doctorChosen leaves the accessibility statement for Meet Us', { pageOutsideNavbar: 'accessibility' }, doctorChosen({ doctor: 'associate-dentist' }), { activeIndex: 3, pageOutsideNavbar: null }, ['P.outside-navbar', 'S4.doctor-chosen.navigates']],
  ['navItemClicked 1 (Home) leaves urgent help, even with Home highlighted', { activeIndex: 1, pageOutsideNavbar: 'urgent' }, navItemClicked({ index: 1 }), { pageOutsideNavbar: null }, ['P.outside-navbar', 'S4.navbar.home']],
  ['navItemClicked 4 (Contact Us) leaves urgent help', { pageOutsideNavbar: 'urgent' }, navItemClicked({ index: 4 }), { activeIndex: 4, pageOutsideNavbar: null }, ['P.outside-navbar', 'S4.navbar.contact']],
  ['navItemClicked 2 (Service) on urgent help only opens its menu', { pageOutsideNavbar: 'urgent' }, navItemClicked({ index: 2 }), {}, ['P.outside-navbar', 'S4.navbar.service-meet-keep-index']],
  ['languageChosen on urgent help keeps it: the same page in that language', { pageOutsideNavbar: 'urgent' }, languageChosen({ lng: 'hi' }), {}, ['P.outside-navbar', 'P.language.chosen']],
  ['pageScrolled on the privacy notice keeps it', { pageOutsideNavbar: 'privacy' }, pageScrolled({ y: 500 }), { sticky: true }, ['P.outside-navbar', 'S4.scroll.sticky']],
];

/** The navigation slice's transition table: run by navigationSlice.test.ts, read by the atlas and the walk. */
export const navigationTable: TransitionTable<NavigationState> = {
  name: 'navigation',
  slice: 'navigation',
  reducer: navigationSlice.reducer,
  initial: initialNavigationState,
  transitions: navigationTransitions,
  rows,
};
