/**
 * Addresses: every page, category, treatment and doctor has its own, in every language.
 *
 *   /                                   home          /hi/, /ru/, /fr/, /zh/ for the others
 *   /service                            all services (no category open)
 *   /service/<category>                 a category
 *   /service/<category>/<treatment>     a treatment
 *   /meet, /meet/<doctor>               the doctors
 *   /contact
 *
 * `addressOf` writes the address of a state; `parseAddress` reads what an address names.
 * Both are pure, so the round trip state -> address -> state is tested for every selection.
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
import { defaultLanguage, languages, type Language } from '../lib/languages';
import { navIndex, type NavIndex } from './events';

/** The address prefix of each language; English has none. */
export const languagePrefix: Record<Language, string> = {
  en: '',
  hi: '/hi',
  ru: '/ru',
  fr: '/fr',
  ch: '/zh',
};

export type Page = 'home' | 'service' | 'meet' | 'contact';

export const pageOfNavIndex: Record<NavIndex, Page> = {
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

/** The path of an address, e.g. `/hi/service/cosmetics/botox`. */
export function pathOf(address: Address): string {
  const prefix = languagePrefix[address.language];
  switch (address.page) {
    case 'home':
      return prefix === '' ? '/' : `${prefix}/`;
    case 'service': {
      const parts = [prefix, 'service'];
      if (address.category) parts.push(address.category);
      if (address.category && address.treatment) parts.push(address.treatment);
      return parts.join('/');
    }
    case 'meet':
      return address.doctor ? `${prefix}/meet/${address.doctor}` : `${prefix}/meet`;
    case 'contact':
      return `${prefix}/contact`;
  }
}

/** The interface state an address is written from. */
export interface AddressState {
  navigation: { activeIndex: NavIndex };
  services: { category: CategorySlug | null; treatment: TreatmentSlug | null };
  doctors: { selected: DoctorSlug };
  locale: { language: Language };
}

/** The address of a state: its page, in its language, with its selection. */
export function addressOf(state: AddressState): string {
  const page = pageOfNavIndex[state.navigation.activeIndex];
  return pathOf({
    language: state.locale.language,
    page,
    category: state.services.category,
    treatment: state.services.treatment,
    doctor: state.doctors.selected,
  });
}

const prefixToLanguage = new Map<string, Language>(
  languages.filter((l) => l !== defaultLanguage).map((l) => [languagePrefix[l].slice(1), l]),
);

/**
 * The language a path's prefix names, even when the rest names no page: `/hi/nowhere` is a
 * Hindi 404. Null without a language prefix.
 */
export function prefixLanguageOf(path: string): Language | null {
  const first = path.split('/').find((segment) => segment !== '');
  return (first === undefined ? undefined : prefixToLanguage.get(first)) ?? null;
}

/** What a path names, or null when it names no page of the site (a 404). */
export function parseAddress(path: string): Address | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  let language: Language = defaultLanguage;
  const first = segments[0];
  const prefixed = first === undefined ? undefined : prefixToLanguage.get(first);
  if (prefixed) {
    language = prefixed;
    segments.shift();
  }
  const [page, second, third, ...rest] = segments;
  if (rest.length > 0) return null;

  if (page === undefined) return { language, page: 'home' };
  if (page === 'contact' && second === undefined) return { language, page: 'contact' };
  if (page === 'meet' && third === undefined) {
    if (second === undefined) return { language, page: 'meet' };
    return isDoctorSlug(second) ? { language, page: 'meet', doctor: second } : null;
  }
  if (page === 'service') {
    if (second === undefined) return { language, page: 'service', category: null, treatment: null };
    if (!isCategorySlug(second)) return null;
    if (third === undefined)
      return { language, page: 'service', category: second, treatment: null };
    if (!isTreatmentSlug(third) || categoryOfTreatment(third) !== second) return null;
    return { language, page: 'service', category: second, treatment: third };
  }
  return null;
}

export const navIndexOfPage: Record<Page, NavIndex> = {
  home: navIndex.home,
  service: navIndex.service,
  meet: navIndex.meet,
  contact: navIndex.contact,
};

/** Every address of the site in one language: 56 pages. */
export function allAddresses(language: Language): Address[] {
  return [
    { language, page: 'home' },
    { language, page: 'service', category: null, treatment: null },
    ...catalogueAddresses(language),
    { language, page: 'meet' },
    ...doctorSlugs.map((doctor): Address => ({ language, page: 'meet', doctor })),
    { language, page: 'contact' },
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
