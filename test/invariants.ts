/**
 * What holds after every event, from any state: checked over random event sequences by the
 * property tests (invariants.test.ts) and after every step of a replayed Redux DevTools session
 * (`npm run replay`, scripts/atlas/replay.ts). Each names the rules of test/rules.ts it guards.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  carouselIds,
  catalogue,
  doctorSlugs,
  slideCountOf,
  treatmentsOf,
} from '../src/content/catalogue';
import { languages } from '../src/lib/languages';
import { addressOf } from '../src/state/address';
import { pageScrolled, pageVisited } from '../src/state/events';
import type { RuleId } from './rules';
import { rootReducer, type RootState } from '../src/state/store';

export interface Step {
  before: RootState;
  action: UnknownAction;
  after: RootState;
}

export interface Invariant {
  name: string;
  rules: readonly RuleId[];
  holds: (step: Step) => boolean;
}

const initial: RootState = rootReducer(undefined, { type: '@@invariants/init' });

/** The group of cards a treatment is shown in, and its place there (its carousel's slide). */
function cardOf(treatment: string): { carousel: string; index: number; cards: number } | undefined {
  for (const category of catalogue) {
    for (const group of category.groups) {
      const index = (group.treatments as readonly string[]).indexOf(treatment);
      if (index >= 0) {
        return { carousel: group.slug ?? category.slug, index, cards: group.treatments.length };
      }
    }
  }
  return undefined;
}

/** Deep strict equality of plain data: a field `undefined` or a NaN lost by JSON differs. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

export const invariants: readonly Invariant[] = [
  {
    name: 'a selected treatment always belongs to the selected category',
    rules: ['P.both.select-both', 'S4.state.treatment'],
    holds: ({ after: { services } }) =>
      services.treatment === null ||
      (services.category !== null && treatmentsOf(services.category).includes(services.treatment)),
  },
  {
    name: 'the navbar index is always 1 to 4',
    rules: ['S4.state.navbar-index'],
    holds: ({ after: { navigation } }) => [1, 2, 3, 4].includes(navigation.activeIndex),
  },
  {
    name: 'the language is always one of the five',
    rules: ['S9.languages', 'S4.state.language'],
    holds: ({ after: { locale } }) => (languages as readonly string[]).includes(locale.language),
  },
  {
    name: 'the selected doctor is always a known doctor',
    rules: ['S4.state.doctor'],
    holds: ({ after: { doctors } }) =>
      (doctorSlugs as readonly string[]).includes(doctors.selected),
  },
  {
    name: 'every carousel position is a slide of that carousel',
    rules: ['P.carousel.per-carousel'],
    holds: ({ after: { services } }) =>
      Object.entries(services.slides).every(
        ([carousel, index]) =>
          (carouselIds as readonly string[]).includes(carousel) &&
          Number.isInteger(index) &&
          index >= 0 &&
          index < slideCountOf(carousel as (typeof carouselIds)[number]),
      ),
  },
  {
    name: 'arriving at a page shows the same, whatever happened before, as landing on it fresh',
    rules: ['P.address.shows', 'P.arrival.closes-panels'],
    holds: ({ action, after }) => {
      if (!pageVisited.match(action)) return true;
      const fresh = rootReducer(initial, action);
      return (
        addressOf(after) === addressOf(fresh) &&
        JSON.stringify(after.uiPanels) === JSON.stringify(fresh.uiPanels) &&
        after.locale.language === fresh.locale.language
      );
    },
  },
  {
    name: "an open treatment's card is in view when the visitor arrived at its address",
    rules: ['P.carousel.treatment-in-view'],
    holds: ({ action, after }) => {
      const treatment = after.services.treatment;
      if (!pageVisited.match(action) || treatment === null) return true;
      const card = cardOf(treatment);
      if (!card || card.cards < 2) return true;
      return after.services.slides[card.carousel as (typeof carouselIds)[number]] === card.index;
    },
  },
  {
    name: 'right after the page scrolls, every panel is closed',
    rules: ['S4.scroll.closes-panels', 'P.scroll.closes-every-panel'],
    holds: ({ action, after: { uiPanels } }) =>
      !pageScrolled.match(action) ||
      (uiPanels.submenu === null &&
        !uiPanels.menuOpen &&
        !uiPanels.socialOpen &&
        !uiPanels.languageOpen),
  },
  {
    name: 'state is always serializable: it survives a JSON round trip unchanged',
    rules: [],
    holds: ({ after }) => sameValue(JSON.parse(JSON.stringify(after)), after),
  },
];

/** The invariants a step breaks: none when the reducers keep every one. */
export function brokenInvariants(step: Step): Invariant[] {
  return invariants.filter((invariant) => !invariant.holds(step));
}
