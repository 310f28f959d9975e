/** Invariants that hold after any sequence of events, checked over random sequences. */
import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  carouselIds,
  catalogue,
  doctorSlugs,
  slideCountOf,
  treatmentsOf,
} from '../content/catalogue';
import { navigationSlice } from '../features/navigation/navigationSlice';
import { languages } from '../lib/languages';
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
  panelDismissed,
  serviceChosen,
  slideChanged,
  socialToggled,
} from './events';
import { addressOf, allAddresses, pathOf, type NavIndex } from './address';
import { makeSelectAddressAfter } from './addressAfter';
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
  fc
    .constantFrom(...panels)
    .chain((panel) => fc.constantFrom(clickedOutside({ panel }), panelDismissed({ panel }))),
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

/** Checks `check` on the state right after arriving at any page, after any events. */
const afterArrival = (check: (state: RootState, path: string) => boolean) =>
  fc.assert(
    fc.property(fc.array(event, { maxLength: 30 }), fc.constantFrom(...everyPath), (events, path) =>
      check(rootReducer(run(events).at(-1) ?? initial, pageVisited(path)), path),
    ),
  );

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

  it('every carousel position is a slide of that carousel', () => {
    everyState(({ services }) =>
      Object.entries(services.slides).every(
        ([carousel, index]) =>
          (carouselIds as readonly string[]).includes(carousel) &&
          Number.isInteger(index) &&
          index >= 0 &&
          index < slideCountOf(carousel as (typeof carouselIds)[number]),
      ),
    );
  });

  it('arriving at a page shows the same, whatever happened before, as landing on it fresh', () => {
    afterArrival((state, path) => {
      const fresh = rootReducer(initial, pageVisited(path));
      expect(addressOf(state)).toStrictEqual(addressOf(fresh));
      expect(state.uiPanels).toStrictEqual(fresh.uiPanels);
      expect(state.locale).toStrictEqual(fresh.locale);
      return true;
    });
  });

  it("an open treatment's card is in view when the visitor arrived at its address", () => {
    afterArrival((state) => {
      const treatment = state.services.treatment;
      if (treatment === null) return true;
      const group = catalogue
        .flatMap((category) => category.groups.map((g) => ({ key: g.slug ?? category.slug, g })))
        .find(({ g }) => (g.treatments as readonly string[]).includes(treatment));
      if (!group || group.g.treatments.length < 2) return true;
      return (
        state.services.slides[group.key as (typeof carouselIds)[number]] ===
        (group.g.treatments as readonly string[]).indexOf(treatment)
      );
    });
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
              !states[i].uiPanels.socialOpen &&
              !states[i].uiPanels.languageOpen),
        );
      }),
    );
  });

  it('state is always serializable: it survives a JSON round trip unchanged', () => {
    everyState((state) => {
      expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
      return true;
    });
  });

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
