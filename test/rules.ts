/**
 * The rules the reducers follow, each with an identifier and its sentence: every sentence of
 * spec §4 (the shared state and its transitions), the §9 constants a reducer uses, and the
 * project's own rules where the issues and the code go beyond the spec (the 404 screen,
 * Escape, addresses, bad input). Every transition-table row names the rules it shows
 * (test/transitionTable.ts); the atlas (docs/state-machine.md, `npm run atlas`) prints which
 * rows show each rule, and its test fails when a spec rule has no row or a row names a rule
 * not listed here.
 */
export interface Rule {
  /** Where the sentence comes from: spec §4, spec §9, or the project's own decision. */
  source: 'spec §4' | 'spec §9' | 'project';
  sentence: string;
}

export const rules = {
  // spec §4, the shared interface state and its defaults
  'S4.state.category': {
    source: 'spec §4',
    sentence: 'The selected category starts as the first one.',
  },
  'S4.state.treatment': {
    source: 'spec §4',
    sentence: 'The selected sub-service (treatment) starts as none.',
  },
  'S4.state.doctor': {
    source: 'spec §4',
    sentence: 'The selected doctor starts as the first one.',
  },
  'S4.state.navbar-index': {
    source: 'spec §4',
    sentence: 'The active navbar index is 1 home, 2 service, 3 meet, 4 contact.',
  },
  'S4.state.language': {
    source: 'spec §4',
    sentence: 'The interface language is en at startup; the fallback is en.',
  },
  // spec §4, the transitions
  'S4.service-chosen.navigates': {
    source: 'spec §4',
    sentence:
      'Choosing a service navigates to service if not already there and sets navbar index to 2.',
  },
  'S4.service-chosen.closes-menu': {
    source: 'spec §4',
    sentence: 'Choosing a service closes the menu.',
  },
  'S4.same-treatment.clears': {
    source: 'spec §4',
    sentence: 'Choosing the same sub-service again clears it.',
  },
  'S4.category-alone.toggles': {
    source: 'spec §4',
    sentence: 'Choosing only a category toggles that category.',
  },
  'S4.null-category-treatment.toggles': {
    source: 'spec §4',
    sentence: 'A null category with a sub-service toggles the sub-service.',
  },
  'S4.doctor-chosen.navigates': {
    source: 'spec §4',
    sentence: 'Choosing a doctor navigates to meet and sets navbar index to 3.',
  },
  'S4.doctor-chosen.selects': {
    source: 'spec §4',
    sentence: 'Choosing a doctor makes it the selected doctor.',
  },
  'S4.doctor-chosen.closes-menu': {
    source: 'spec §4',
    sentence: 'Choosing a doctor closes the menu.',
  },
  'S4.navbar.service-meet-keep-index': {
    source: 'spec §4',
    sentence: 'Navbar clicks on service or meet only keep the current index.',
  },
  'S4.navbar.home': {
    source: 'spec §4',
    sentence: 'A navbar click on home goes to /, closing the menu.',
  },
  'S4.navbar.contact': {
    source: 'spec §4',
    sentence: 'A navbar click on contact goes to contact, closing the menu.',
  },
  'S4.scroll.closes-panels': {
    source: 'spec §4',
    sentence: 'Scrolling closes the menu and the social panel.',
  },
  'S4.click-outside.closes': {
    source: 'spec §4',
    sentence: 'A click outside either panel closes it.',
  },
  'S4.scroll.sticky': {
    source: 'spec §4',
    sentence: 'The navbar turns sticky beyond 125px of scroll.',
  },
  'S4.carousel.stored-start': {
    source: 'spec §4',
    sentence: 'The carousel starts at the stored slide position.',
  },
  // spec §9, the constants a reducer uses
  'S9.sticky-threshold': {
    source: 'spec §9',
    sentence: 'Navbar sticky threshold: 125px of scroll.',
  },
  'S9.languages': {
    source: 'spec §9',
    sentence: 'Default and fallback language: en. Languages: en, hi, ru, fr, ch.',
  },
  // the project's own rules (the issues, beyond the spec)
  'P.outside-navbar': {
    source: 'project',
    sentence:
      'Urgent help, the privacy notice and the accessibility statement are pages outside the navbar: arriving at one highlights no navbar item and keeps the index to come back to; choosing a navbar page, a service or a doctor leaves it.',
  },
  'P.address.shows': {
    source: 'project',
    sentence:
      'Arriving at an address (a link, back or forward, the first load) shows what it names: its page, its language, its category, treatment or doctor; /service the first category, /meet the first doctor.',
  },
  'P.not-found.keeps': {
    source: 'project',
    sentence:
      "An address that names no page is the 404 screen, in its prefix's language; the navbar highlight and the selections stay as they were.",
  },
  'P.not-found.leave': {
    source: 'project',
    sentence: 'From the 404 screen, choosing any page or a language leaves it.',
  },
  'P.bad-input.ignored': {
    source: 'project',
    sentence:
      'An unknown slug, carousel or slide selects nothing new, and an unknown language code falls back to en; an event that names a page still goes to that page.',
  },
  'P.both.select-both': {
    source: 'project',
    sentence:
      'Choosing a category with one of its treatments selects both; a treatment always brings its own category.',
  },
  'P.category-opened.opens': {
    source: 'project',
    sentence:
      'Opening a category from a menu, the footer or a home card opens it and never closes it.',
  },
  'P.carousel.treatment-in-view': {
    source: 'project',
    sentence: "An opened treatment's card is in view: its carousel moves to it.",
  },
  'P.carousel.per-carousel': {
    source: 'project',
    sentence:
      'Each carousel keeps its own slide position; only a slide of that carousel is stored.',
  },
  'P.submenu.in-menu': {
    source: 'project',
    sentence:
      'Service and Meet Us open their own submenu (a second click closes it); the submenus live in the mobile menu and close with it.',
  },
  'P.panels.toggle': {
    source: 'project',
    sentence: 'The menu, social and language buttons open and close their own panel only.',
  },
  'P.escape.top-panel': {
    source: 'project',
    sentence:
      'Escape closes the panel opened over the others, one at a time: a submenu, the language list, the social panel, the menu.',
  },
  'P.arrival.closes-panels': {
    source: 'project',
    sentence: 'Arriving at an address closes every panel.',
  },
  'P.scroll.closes-every-panel': {
    source: 'project',
    sentence: 'Scrolling closes the submenus and the language list too.',
  },
  'P.choosing.keeps-popovers': {
    source: 'project',
    sentence:
      'Choosing something closes the menu only: the social panel and the language list stay as they are.',
  },
  'P.language.chosen': {
    source: 'project',
    sentence: 'Choosing a language shows the same page in it and closes the language list.',
  },
  'P.other-action.ignored': {
    source: 'project',
    sentence: 'An action that is no event of events.ts changes nothing.',
  },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof rules;

export const ruleIds = Object.keys(rules) as RuleId[];

export function isRuleId(value: string): value is RuleId {
  return Object.hasOwn(rules, value);
}
