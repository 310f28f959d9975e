/** Invariants that hold after any sequence of events, checked over random sequences. */
import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import { catalogue, doctorSlugs, treatmentsOf } from '../content/catalogue';
import { languages } from '../lib/languages';
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
  type NavIndex,
} from './events';
import { rootReducer, type RootState } from './store';

const categorySlug = fc.constantFrom(...catalogue.map((category) => category.slug));
const treatmentSlug = fc.constantFrom(
  ...catalogue.flatMap((c) => c.groups.flatMap((g) => g.treatments)),
);
// Real slugs most of the time, junk sometimes: bad input must never break an invariant.
const maybeSlug = <T extends string>(real: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 4, arbitrary: real },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.constant(null) },
  );

const event: fc.Arbitrary<UnknownAction> = fc.oneof(
  fc
    .record(
      {
        category: maybeSlug(categorySlug),
        treatment: maybeSlug(treatmentSlug),
        slide: fc.integer({ min: -2, max: 20 }),
      },
      { requiredKeys: [] },
    )
    .map((choice) => serviceChosen(choice)),
  maybeSlug(fc.constantFrom(...doctorSlugs)).map((doctor) =>
    doctorChosen({ doctor: doctor ?? '' }),
  ),
  fc.constantFrom<NavIndex>(1, 2, 3, 4).map((index) => navItemClicked({ index })),
  fc.oneof(fc.integer({ min: -100, max: 5000 }), fc.double()).map((y) => pageScrolled({ y })),
  fc
    .constantFrom('menu' as const, 'social' as const, 'submenu' as const)
    .chain((panel) => fc.constantFrom(clickedOutside({ panel }), panelDismissed({ panel }))),
  fc
    .constantFrom('/', '/service', '/meet', '/contact', '/nowhere')
    .map((path) => pageVisited({ path })),
  fc.constant(menuToggled()),
  fc.constant(socialToggled()),
  fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double()).map((index) => slideChanged({ index })),
  fc.oneof(fc.constantFrom(...languages), fc.string()).map((lng) => languageChosen({ lng })),
);

const run = (events: UnknownAction[]): RootState[] => {
  const states: RootState[] = [];
  let state = rootReducer(undefined, { type: 'init' });
  for (const action of events) {
    state = rootReducer(state, action);
    states.push(state);
  }
  return states;
};

const everyState = (check: (state: RootState) => boolean) =>
  fc.assert(fc.property(fc.array(event, { maxLength: 60 }), (events) => run(events).every(check)));

describe('invariants over random event sequences', () => {
  it('a selected treatment always belongs to the selected category', () => {
    everyState(
      ({ services }) =>
        services.treatment === null ||
        (services.category !== null &&
          treatmentsOf(services.category).includes(services.treatment)),
    );
  });

  it('the navbar index is always 1 to 4', () => {
    everyState(({ navigation }) => [1, 2, 3, 4].includes(navigation.activeIndex));
  });

  it('the language is always one of the five', () => {
    everyState(({ locale }) => (languages as readonly string[]).includes(locale.language));
  });

  it('the selected doctor is always a known doctor', () => {
    everyState(({ doctors }) => (doctorSlugs as readonly string[]).includes(doctors.selected));
  });

  it('the slide is always a whole number from 0', () => {
    everyState(({ services }) => Number.isInteger(services.slide) && services.slide >= 0);
  });

  it('right after the page scrolls, every panel is closed', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const states = run(events);
        return events.every(
          (action, i) =>
            !pageScrolled.match(action) ||
            (states[i]?.uiPanels.submenu === null &&
              !states[i].uiPanels.menuOpen &&
              !states[i].uiPanels.socialOpen),
        );
      }),
    );
  });

  it('state is always serializable: it survives a JSON round trip unchanged', () => {
    everyState((state) => {
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      return true;
    });
  });
});
