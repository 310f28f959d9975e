/** Invariants that hold after any sequence of events, checked over random sequences. */
import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import { carouselIds, catalogue, doctorSlugs } from '../src/content/catalogue';
import { navigationSlice } from '../src/state/navigation/navigationSlice';
import { languages } from '../src/lib/languages';
import {
  categoryOpened,
  clickedOutside,
  doctorChosen,
  escapePressed,
  languageMenuToggled,
  panels,
  languageChosen,
  menuToggled,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
  slideChanged,
  socialToggled,
} from '../src/state/events';
import { addressOf, allAddresses, pathOf, type NavIndex } from '../src/state/address';
import { invariants, type Step } from './invariants';
import { makeSelectAddressAfter } from '../src/state/addressAfter';
import { rootReducer, type RootState } from '../src/state/store';

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

const everyPath = languages.flatMap((language) => allAddresses(language).map(pathOf));

const event: fc.Arbitrary<UnknownAction> = fc.oneof(
  fc
    .record(
      { category: maybeSlug(categorySlug), treatment: maybeSlug(treatmentSlug) },
      { requiredKeys: [] },
    )
    .map((choice) => serviceChosen(choice)),
  maybeSlug(fc.constantFrom(...doctorSlugs)).map((doctor) =>
    doctorChosen({ doctor: doctor ?? '' }),
  ),
  fc.constantFrom<NavIndex>(1, 2, 3, 4).map((index) => navItemClicked({ index })),
  fc.oneof(fc.integer({ min: -100, max: 5000 }), fc.double()).map((y) => pageScrolled({ y })),
  fc.constantFrom(...panels).map((panel) => clickedOutside({ panel })),
  maybeSlug(categorySlug).map((category) => categoryOpened({ category: category ?? '' })),
  // Every page of the site in every language, and addresses that name none.
  fc
    .oneof(
      { weight: 5, arbitrary: fc.constantFrom(...everyPath) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('/nowhere', '/HI/', '/ch/contact', '/service/a/b/c'),
      },
      { weight: 1, arbitrary: fc.string().map((path) => `/${path}`) },
    )
    .map((path) => pageVisited(path)),
  fc.constant(escapePressed()),
  fc.constant(languageMenuToggled()),
  fc.constant(menuToggled()),
  fc.constant(socialToggled()),
  fc
    .record({
      carousel: fc.oneof(fc.constantFrom(...carouselIds), fc.string()),
      index: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double()),
    })
    .map((move) => slideChanged(move)),
  fc.oneof(fc.constantFrom(...languages), fc.string()).map((lng) => languageChosen({ lng })),
);

const initial: RootState = rootReducer(undefined, { type: 'init' });

const run = (events: UnknownAction[]): RootState[] => {
  const states: RootState[] = [];
  let state = initial;
  for (const action of events) {
    state = rootReducer(state, action);
    states.push(state);
  }
  return states;
};

/** Each step of a sequence: the state before, the event, the state after. */
const steps = (events: UnknownAction[]): Step[] => {
  let state = initial;
  return events.map((action) => {
    const before = state;
    state = rootReducer(state, action);
    return { before, action, after: state };
  });
};

describe('invariants over random event sequences', () => {
  // Each sequence ends by arriving at a page, so the invariants of arriving are met every run.
  it.each(invariants.map((invariant) => [invariant.name, invariant] as const))(
    '%s',
    (_name, invariant) => {
      fc.assert(
        fc.property(
          fc.array(event, { maxLength: 60 }),
          fc.constantFrom(...everyPath),
          (events, path) => steps([...events, pageVisited(path)]).every(invariant.holds),
        ),
      );
    },
  );

  it("a link's address is the address of the state its event leads to, from any state", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), event, (events, linkEvent) => {
        const selectAddress = makeSelectAddressAfter(linkEvent);
        return [initial, ...run(events)].every(
          (state) => selectAddress(state) === addressOf(rootReducer(state, linkEvent)),
        );
      }),
    );
  });

  it("a link's address is not worked out again when only a panel opened or closed", () => {
    const reduceNavigation = vi.spyOn(navigationSlice, 'reducer');
    const selectAddress = makeSelectAddressAfter(serviceChosen({ category: 'cosmetics' }));
    let state = initial;
    selectAddress(state);
    for (const action of [menuToggled(), socialToggled(), escapePressed(), languageMenuToggled()]) {
      state = rootReducer(state, action);
      selectAddress(state);
    }
    expect(reduceNavigation).toHaveBeenCalledTimes(1);
    state = rootReducer(state, languageChosen({ lng: 'hi' }));
    expect(selectAddress(state)).toBe('/hi/service/cosmetics');
    expect(reduceNavigation).toHaveBeenCalledTimes(2);
    reduceNavigation.mockRestore();
  });
});
