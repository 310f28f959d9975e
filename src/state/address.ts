/**
 * Addresses: every page, category, treatment and doctor has its own, in every language (the
 * table: docs/architecture.md). The URL grammar is written once, `pagePatterns`, for the router,
 * `parseAddress` and `pathOf` alike: `pathOf` writes an address with react-router's
 * `generatePath` over the same patterns, `resolveAddress` adds spec §4's defaults
 * (/service opens the first category, /meet the first doctor). All pure, so the round trip
 * address -> state -> address is tested for every page.
 */
import {
  catalogue,
  categoryOfTreatment,
  doctorSlugs,
  isCategorySlug,
  isDoctorSlug,
  isTreatmentSlug,
  type CategorySlug,
  type DoctorSlug,
  type TreatmentSlug,
  treatmentsOf,
} from '../content/catalogue';
import { generatePath, matchRoutes } from 'react-router-dom';
import { defaultLanguage, languageOfPrefix, languagePrefix, type Language } from '../lib/languages';

export type NavIndex = 1 | 2 | 3 | 4;

/** Navbar indices: 1 home, 2 service, 3 meet, 4 contact. */
export const navIndex = { home: 1, service: 2, meet: 3, contact: 4 } as const satisfies Record<
  string,
  NavIndex
>;

/** The pages the navbar names. */
export type NavbarPage = 'home' | 'service' | 'meet' | 'contact';

/** Pages no navbar item names, reached from the header's call area and the footer. */
export type PageOutsideNavbar = 'urgent' | 'privacy' | 'accessibility' | 'fees' | 'visit' | 'a-z';
const pagesOutsideNavbar = [
  'urgent',
  'privacy',
  'accessibility',
  'fees',
  'visit',
  'a-z',
] as const satisfies readonly PageOutsideNavbar[];

export const isPageOutsideNavbar = (page: string | undefined): page is PageOutsideNavbar =>
  (pagesOutsideNavbar as readonly (string | undefined)[]).includes(page);

export type Page = NavbarPage | PageOutsideNavbar;

export const pageOfNavIndex: Record<NavIndex, NavbarPage> = {
  1: 'home',
  2: 'service',
  3: 'meet',
  4: 'contact',
};

/** What an address names. `undefined` fields are not named by the address. */
export interface Address {
  language: Language;
  page: Page;
  /** On service pages: the open category, or null for "all services". */
  category?: CategorySlug | null;
  treatment?: TreatmentSlug | null;
  /** On meet pages: the doctor, when the address names one. */
  doctor?: DoctorSlug;
}

/**
 * The path of an address, e.g. `/hi/service/cosmetics/botox`: written from the page's pattern
 * (`pageRoute`, the grammar `parseAddress` and the routes read), so writing and reading cannot
 * disagree. A treatment is written only under its category; a home page ends in a slash.
 */
export function pathOf(address: Address): string {
  const path = generatePath(`/${pageRoute(address.page).path}`, {
    lang: languagePrefix[address.language].slice(1),
    category: address.category ?? null,
    treatment: address.category ? (address.treatment ?? null) : null,
    doctor: address.doctor ?? null,
  });
  return address.page === 'home' && path !== '/' ? `${path}/` : path;
}

/** The interface state an address is written from. */
export interface AddressState {
  navigation: {
    activeIndex: NavIndex;
    notFound: boolean;
    /** A page outside the navbar, shown instead of the highlighted one. */
    pageOutsideNavbar: PageOutsideNavbar | null;
  };
  services: { category: CategorySlug | null; treatment: TreatmentSlug | null };
  doctors: { selected: DoctorSlug };
  locale: { language: Language };
}

/**
 * The address of a state: its page, in its language, with its selection; null on the 404
 * screen, which has none of its own.
 */
export function addressOf(state: AddressState): string | null {
  if (state.navigation.notFound) return null;
  const page = state.navigation.pageOutsideNavbar ?? pageOfNavIndex[state.navigation.activeIndex];
  return pathOf({
    language: state.locale.language,
    page,
    category: state.services.category,
    treatment: state.services.treatment,
    doctor: state.doctors.selected,
  });
}

const languagePrefixes = new Set<string>(
  Object.values(languagePrefix).filter((prefix) => prefix !== ''),
);

/**
 * The address as the site writes it, for a path a server answers with the same page: doubled
 * slashes merged, percent-encoded letters, digits and `-._~` decoded, a folder's `index.html`
 * (or `index`) dropped, no trailing slash but on the home pages (`/`, `/hi/`).
 * `//contact`, `/%63ontact` and `/contact/index.html` are all `/contact`.
 */
export function cleanPath(path: string): string {
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return /^[\w.~-]$/.test(character) ? character : escape;
  });
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.at(-1) === 'index.html' || segments.at(-1) === 'index') segments.pop();
  const clean = `/${segments.join('/')}`;
  if (clean === '/') return clean;
  return languagePrefixes.has(clean) ? `${clean}/` : clean;
}

/**
 * The URL grammar: each page's path after the language prefix, in React Router's pattern
 * syntax. The router's routes (routes.tsx) and `parseAddress` are both made from it.
 */
const pagePatterns = {
  home: '',
  service: 'service/:category?/:treatment?',
  meet: 'meet/:doctor?',
  contact: 'contact',
  urgent: 'urgent',
  privacy: 'privacy',
  accessibility: 'accessibility',
  fees: 'fees',
  visit: 'visit',
  'a-z': 'a-z',
} as const satisfies Record<Page, string>;

export const pages = Object.keys(pagePatterns) as readonly Page[];

/** A page's route: its pattern under an optional language prefix, matched case-sensitively. */
export const pageRoute = (page: Page) => ({
  path: [':lang?', pagePatterns[page]].filter((part) => part !== '').join('/'),
  caseSensitive: true,
});

const pageRoutes = pages.map((page) => ({ ...pageRoute(page), id: page }));

/** What a path names, or null when it names no page of the site (a 404). */
export function parseAddress(written: string): Address | null {
  const [match] = matchRoutes(pageRoutes, cleanPath(written)) ?? [];
  if (!match) return null;
  const page = match.route.id;
  const { lang, category, treatment, doctor } = match.params;
  const language = lang === undefined ? defaultLanguage : languageOfPrefix(lang);
  if (!language) return null;
  switch (page) {
    case 'service':
      if (category === undefined) return { language, page, category: null, treatment: null };
      if (!isCategorySlug(category)) return null;
      if (treatment === undefined) return { language, page, category, treatment: null };
      if (!isTreatmentSlug(treatment) || categoryOfTreatment(treatment) !== category) return null;
      return { language, page, category, treatment };
    case 'meet':
      if (doctor === undefined) return { language, page };
      return isDoctorSlug(doctor) ? { language, page, doctor } : null;
    default:
      return { language, page };
  }
}

export const navIndexOfPage: Record<NavbarPage, NavIndex> = {
  home: navIndex.home,
  service: navIndex.service,
  meet: navIndex.meet,
  contact: navIndex.contact,
};

/** Every address of the site in one language: 62 pages. */
export function allAddresses(language: Language): Address[] {
  return [
    { language, page: 'home' },
    { language, page: 'service', category: null, treatment: null },
    ...catalogueAddresses(language),
    { language, page: 'meet' },
    ...doctorSlugs.map((doctor): Address => ({ language, page: 'meet', doctor })),
    { language, page: 'contact' },
    ...pagesOutsideNavbar.map((page): Address => ({ language, page })),
  ];
}

function catalogueAddresses(language: Language): Address[] {
  return catalogue.flatMap((category) => [
    { language, page: 'service' as const, category: category.slug, treatment: null },
    ...treatmentsOf(category.slug).map((treatment) => ({
      language,
      page: 'service' as const,
      category: category.slug,
      treatment,
    })),
  ]);
}

/** The first category and the first doctor: what /service and /meet show (spec §4 defaults). */
const defaultCategory: CategorySlug = catalogue[0].slug;
const defaultDoctor: DoctorSlug = doctorSlugs[0];

/**
 * What a path shows: what it names, with spec §4's defaults for what it leaves out
 * (/service opens the first category, /meet the first doctor); null for no page (a 404).
 */
export function resolveAddress(path: string): Address | null {
  const address = parseAddress(path);
  if (address?.page === 'service' && !address.category) {
    return { ...address, category: defaultCategory, treatment: null };
  }
  if (address?.page === 'meet' && !address.doctor) return { ...address, doctor: defaultDoctor };
  return address;
}

/** The address search engines should index for a path: /service -> /service/<first>. */
export function canonicalPath(path: string): string | null {
  const address = resolveAddress(path);
  return address ? pathOf(address) : null;
}

/** Whether the page at `path` already shows what the address `wanted` names. */
export function shows(path: string, wanted: string): boolean {
  return path === wanted || canonicalPath(path) === wanted;
}
