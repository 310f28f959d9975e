/**
 * The five slices as the atlas draws them: each slice's reducer and initial state, its regions
 * (parts of the state that move on their own) and boxes (how many states are drawn as one),
 * and the values each field's type allows, to list those no event reaches.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { pageOfNavIndex, type NavIndex } from '../../src/state/address';
import {
  carouselIds,
  categoryOfTreatment,
  categorySlugs,
  doctorSlugs,
  slideCountOf,
  treatmentSlugs,
} from '../../src/content/catalogue';
import {
  doctorsSlice,
  doctorsTransitions,
  type DoctorsState,
} from '../../src/state/doctors/doctorsSlice';
import {
  localeSlice,
  localeTransitions,
  type LocaleState,
} from '../../src/state/locale/localeSlice';
import {
  navigationSlice,
  navigationTransitions,
  type NavigationState,
} from '../../src/state/navigation/navigationSlice';
import {
  servicesSlice,
  servicesTransitions,
  type ServicesState,
} from '../../src/state/services/servicesSlice';
import {
  uiPanelsSlice,
  uiPanelsTransitions,
  type UiPanelsState,
} from '../../src/state/uiPanels/uiPanelsSlice';
import { languageName, languages } from '../../src/lib/languages';
import { rootReducer } from '../../src/state/store';
import type { SliceModel } from './explore';

const init = { type: '@@atlas/init' };
const initialOf = <S>(reducer: Reducer<S>): S => reducer(undefined, init);

const pageName: Record<NavIndex, string> = {
  1: 'Home (1)',
  2: 'Service (2)',
  3: 'Meet Us (3)',
  4: 'Contact Us (4)',
};
const navIndices: NavIndex[] = [1, 2, 3, 4];

const navigation: SliceModel<NavigationState> = {
  name: 'navigation',
  file: 'src/state/navigation/navigationSlice.ts',
  stateInterface: 'NavigationState',
  reducer: navigationSlice.reducer,
  initial: initialOf(navigationSlice.reducer),
  transitions: navigationTransitions,
  regions: [
    {
      title: 'the page: the navbar item highlighted, or the 404 screen',
      box: ({ activeIndex, notFound }) =>
        notFound ? `404 screen, ${pageOfNavIndex[activeIndex]} kept` : pageName[activeIndex],
      declared: [
        ...navIndices.map((index) => pageName[index]),
        ...navIndices.map((index) => `404 screen, ${pageOfNavIndex[index]} kept`),
      ],
    },
    {
      title: 'the sticky navbar',
      box: ({ sticky }) => (sticky ? 'sticky' : 'not sticky'),
      declared: ['not sticky', 'sticky'],
    },
  ],
  values: [
    { label: 'activeIndex', declared: navIndices.map(String), of: (s) => [String(s.activeIndex)] },
    { label: 'sticky', declared: ['false', 'true'], of: (s) => [String(s.sticky)] },
    { label: 'notFound', declared: ['false', 'true'], of: (s) => [String(s.notFound)] },
  ],
};

const selectionKind = ({ category, treatment }: ServicesState): string =>
  treatment !== null
    ? 'a treatment open'
    : category !== null
      ? 'a category open, no treatment'
      : 'no category open';

const services: SliceModel<ServicesState> = {
  name: 'services',
  file: 'src/state/services/servicesSlice.ts',
  stateInterface: 'ServicesState',
  reducer: servicesSlice.reducer,
  initial: initialOf(servicesSlice.reducer),
  transitions: servicesTransitions,
  // No selection rule reads a carousel's position: the walk keeps the selection and reads the
  // positions off each answer of the reducer (the carousel table).
  normalize: (state) => ({ ...state, slides: {} }),
  regions: [
    {
      title: 'the selection, by kind',
      box: selectionKind,
      declared: ['a category open, no treatment', 'a treatment open', 'no category open'],
      grouping:
        'one box per kind of selection: "a category open, no treatment" stands for each category, "a treatment open" for each treatment (with its own category), "no category open" for the one state with neither',
    },
  ],
  values: [
    {
      label: 'category',
      declared: [...categorySlugs, 'null'],
      of: (s) => [String(s.category)],
    },
    {
      label: 'treatment',
      declared: [...treatmentSlugs, 'null'],
      of: (s) => [String(s.treatment)],
    },
    {
      label: 'category with treatment',
      declared: treatmentSlugs.map((t) => `${categoryOfTreatment(t) ?? 'null'}/${t}`),
      of: (s) => (s.treatment === null ? [] : [`${String(s.category)}/${s.treatment}`]),
    },
    {
      label: 'slides (carousel: position)',
      declared: carouselIds.flatMap((carousel) =>
        Array.from({ length: slideCountOf(carousel) }, (_, index) => `${carousel}: ${index}`),
      ),
      of: (s) => Object.entries(s.slides).map(([carousel, index]) => `${carousel}: ${index}`),
    },
  ],
};

const doctors: SliceModel<DoctorsState> = {
  name: 'doctors',
  file: 'src/state/doctors/doctorsSlice.ts',
  stateInterface: 'DoctorsState',
  reducer: doctorsSlice.reducer,
  initial: initialOf(doctorsSlice.reducer),
  transitions: doctorsTransitions,
  regions: [{ title: 'the selected doctor', box: (s) => s.selected, declared: doctorSlugs }],
  values: [{ label: 'selected', declared: doctorSlugs, of: (s) => [s.selected] }],
};

const menuBox = ({ menuOpen, submenu }: UiPanelsState): string =>
  menuOpen
    ? submenu
      ? `menu open, ${submenu} submenu open`
      : 'menu open'
    : submenu
      ? `${submenu} submenu open (navbar, menu closed)`
      : 'menu closed';

const uiPanels: SliceModel<UiPanelsState> = {
  name: 'uiPanels',
  file: 'src/state/uiPanels/uiPanelsSlice.ts',
  stateInterface: 'UiPanelsState',
  reducer: uiPanelsSlice.reducer,
  initial: initialOf(uiPanelsSlice.reducer),
  transitions: uiPanelsTransitions,
  regions: [
    {
      title: 'the mobile menu and the navbar submenus',
      box: menuBox,
      declared: [
        'menu closed',
        'menu open',
        'menu open, service submenu open',
        'menu open, meet submenu open',
        'service submenu open (navbar, menu closed)',
        'meet submenu open (navbar, menu closed)',
      ],
    },
    {
      title: 'the social panel',
      box: (s) => (s.socialOpen ? 'social panel open' : 'social panel closed'),
      declared: ['social panel closed', 'social panel open'],
    },
    {
      title: 'the language list',
      box: (s) => (s.languageOpen ? 'language list open' : 'language list closed'),
      declared: ['language list closed', 'language list open'],
    },
  ],
  values: [
    { label: 'menuOpen', declared: ['false', 'true'], of: (s) => [String(s.menuOpen)] },
    { label: 'socialOpen', declared: ['false', 'true'], of: (s) => [String(s.socialOpen)] },
    { label: 'submenu', declared: ['null', 'service', 'meet'], of: (s) => [String(s.submenu)] },
    { label: 'languageOpen', declared: ['false', 'true'], of: (s) => [String(s.languageOpen)] },
  ],
};

const locale: SliceModel<LocaleState> = {
  name: 'locale',
  file: 'src/state/locale/localeSlice.ts',
  stateInterface: 'LocaleState',
  reducer: localeSlice.reducer,
  initial: initialOf(localeSlice.reducer),
  transitions: localeTransitions,
  regions: [
    {
      title: 'the interface language',
      box: (s) => `${s.language} (${languageName[s.language]})`,
      declared: languages.map((language) => `${language} (${languageName[language]})`),
    },
  ],
  values: [{ label: 'language', declared: languages, of: (s) => [s.language] }],
};

const drawn = [
  navigation,
  services,
  doctors,
  uiPanels,
  locale,
] as unknown as readonly SliceModel<unknown>[];

const formatted = (value: unknown): string =>
  typeof value === 'string'
    ? `'${value}'`
    : value === undefined
      ? 'undefined'
      : JSON.stringify(value);

/** A field no region above draws (a field added since): a region of its own, one box per value. */
function fieldRegion(field: string) {
  return {
    title: `${field} (drawn value by value: no model in scripts/atlas/slices.ts yet)`,
    box: (state: unknown) => `${field} ${formatted((state as Record<string, unknown>)[field])}`,
    declared: [],
  };
}

/** Every field of the state has a region or a value check; new ones get a region of their own. */
function withEveryField(model: SliceModel<unknown>): SliceModel<unknown> {
  const fields = Object.keys(model.initial as Record<string, unknown>);
  const missing = fields.filter(
    (field) => !model.values.some((check) => check.label.startsWith(field)),
  );
  return missing.length
    ? { ...model, regions: [...model.regions, ...missing.map(fieldRegion)] }
    : model;
}

/** A slice the atlas has no model for: run through the root reducer, drawn field by field. */
function genericModel(name: string, root: Record<string, unknown>): SliceModel<unknown> {
  const reducer = (state: unknown, action: UnknownAction) =>
    (rootReducer({ ...root, [name]: state }, action) as unknown as Record<string, unknown>)[name];
  return {
    name,
    file: `src/state/${name}/${name}Slice.ts`,
    stateInterface: `${name.charAt(0).toUpperCase()}${name.slice(1)}State`,
    reducer: reducer,
    initial: root[name],
    regions: Object.keys(root[name] as Record<string, unknown>).map(fieldRegion),
    values: [],
  };
}

/**
 * The slices in the store's order (src/state/store.ts): the models above and, for a slice or a
 * field added since, a drawing value by value, so `npm run atlas` alone keeps the atlas whole.
 */
export function sliceModelsOf(): readonly SliceModel<unknown>[] {
  const root = rootReducer(undefined, init) as unknown as Record<string, unknown>;
  return Object.keys(root).map((name) => {
    const model = drawn.find((candidate) => candidate.name === name);
    return model ? withEveryField(model) : genericModel(name, root);
  });
}
