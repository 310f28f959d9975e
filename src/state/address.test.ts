import { doctorSlugs, treatmentSlugs } from '../content/catalogue';
import { languageOfPath, languages } from '../lib/languages';
import {
  addressOf,
  allAddresses,
  canonicalPath,
  cleanPath,
  parseAddress,
  pageRoute,
  pages,
  pathOf,
  resolveAddress,
  shows,
} from './address';
import { pageVisited } from './events';
import { stateForPath } from './initialState';
import { rootReducer, type RootState } from './store';

/** The part of the state an address carries. */
const carried = (state: RootState) => ({
  page: state.navigation.pageOutsideNavbar ?? state.navigation.activeIndex,
  language: state.locale.language,
  services:
    state.navigation.activeIndex === 2
      ? { category: state.services.category, treatment: state.services.treatment }
      : undefined,
  doctor: state.navigation.activeIndex === 3 ? state.doctors.selected : undefined,
});

describe('addresses', () => {
  it.each(languages)(
    '%s has 62 pages: home, services, 5 categories, 45 treatments, meet, 2 doctors, contact, urgent help, privacy, accessibility, fees, your visit, the A-Z',
    (language) => {
      const paths = allAddresses(language).map(pathOf);
      expect(paths).toHaveLength(62);
      expect(new Set(paths).size).toBe(62);
    },
  );

  // prettier-ignore
  it.each([
    ['/', { language: 'en', page: 'home' }],
    ['/hi/', { language: 'hi', page: 'home' }],
    ['/zh', { language: 'ch', page: 'home' }],
    ['/service', { language: 'en', page: 'service', category: null, treatment: null }],
    ['/fr/service/cosmetics', { language: 'fr', page: 'service', category: 'cosmetics', treatment: null }],
    ['/ru/service/skin-and-hair/hair-prp', { language: 'ru', page: 'service', category: 'skin-and-hair', treatment: 'hair-prp' }],
    ['/meet', { language: 'en', page: 'meet' }],
    ['/meet/associate-dentist', { language: 'en', page: 'meet', doctor: 'associate-dentist' }],
    ['/contact/', { language: 'en', page: 'contact' }],
    ['/urgent', { language: 'en', page: 'urgent' }],
    ['/hi/urgent/', { language: 'hi', page: 'urgent' }],
    ['/ru/privacy', { language: 'ru', page: 'privacy' }],
    ['/zh/accessibility', { language: 'ch', page: 'accessibility' }],
    ['/hi/fees', { language: 'hi', page: 'fees' }],
  ])('%s names %j', (path, expected) => {
    expect(parseAddress(path)).toEqual(expected);
  });

  it.each(languages.flatMap((language) => allAddresses(language)))(
    'the path written for %j reads back as the same address',
    (address) => {
      expect(parseAddress(pathOf(address))).toEqual(address);
    },
  );

  // prettier-ignore
  it.each([
    [{ language: 'en', page: 'home' }, '/'],
    [{ language: 'hi', page: 'home' }, '/hi/'],
    [{ language: 'ch', page: 'meet' }, '/zh/meet'],
    [{ language: 'fr', page: 'service', category: null, treatment: 'botox' }, '/fr/service'],
    [{ language: 'ru', page: 'contact', category: 'cosmetics', doctor: 'associate-dentist' }, '/ru/contact'],
  ] as const)('%j is written %s: only what its page\'s pattern names', (address, path) => {
    expect(pathOf(address)).toBe(path);
  });

  it.each([
    '/nowhere',
    '/en/',
    '/de/service',
    '/service/no-such-category',
    '/service/cosmetics/no-such-treatment',
    '/service/cosmetics/veneers',
    '/service/cosmetics/botox/more',
    '/meet/dr-nobody',
    '/contact/extra',
    '/urgent/extra',
    '/Privacy',
    '/hi/hi/',
    '/Service',
  ])('%s names nothing (404)', (path) => {
    expect(parseAddress(path)).toBeNull();
  });
});

describe('address -> state -> address is the identity for every page, up to its canonical form', () => {
  const states: RootState[] = languages.flatMap((language) =>
    allAddresses(language).map((address) => stateForPath(pathOf(address))),
  );

  it.each(languages.flatMap((language) => allAddresses(language).map(pathOf)))('%s', (path) => {
    const state = stateForPath(path);
    expect(addressOf(state)).toBe(canonicalPath(path));
    expect(shows(path, addressOf(state)!)).toBe(true);
    const back = rootReducer(state, pageVisited(addressOf(state)!));
    expect(carried(back)).toStrictEqual(carried(state));
  });

  it('covers every treatment and doctor in every language', () => {
    const paths = states.map((state) => addressOf(state)!);
    for (const language of languages) {
      const prefix = language === 'en' ? '' : `/${language === 'ch' ? 'zh' : language}`;
      for (const treatment of treatmentSlugs)
        expect(paths.some((p) => p.startsWith(prefix) && p.endsWith(`/${treatment}`))).toBe(true);
      for (const doctor of doctorSlugs) expect(paths).toContain(`${prefix}/meet/${doctor}`);
    }
  });
});

describe('what an address shows', () => {
  // prettier-ignore
  it.each([
    ['/service', '/service/dental-treatment'],
    ['/hi/service', '/hi/service/dental-treatment'],
    ['/meet', '/meet/oral-maxillofacial-surgeon'],
    ['/zh/meet/', '/zh/meet/oral-maxillofacial-surgeon'],
    ['/service/cosmetics', '/service/cosmetics'],
    ['/contact/', '/contact'],
    ['/ru', '/ru/'],
  ])('%s is canonically %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    expect(shows(path, canonical)).toBe(true);
  });

  it('a 404 has no canonical address and shows nothing else', () => {
    expect(canonicalPath('/nowhere')).toBeNull();
    expect(resolveAddress('/nowhere')).toBeNull();
    expect(shows('/nowhere', '/')).toBe(false);
    expect(shows('/nowhere', '/nowhere')).toBe(true);
  });

  it('/service does not show another category, /meet not another doctor', () => {
    expect(shows('/service', '/service/cosmetics')).toBe(false);
    expect(shows('/meet', '/meet/associate-dentist')).toBe(false);
  });

  // prettier-ignore
  it.each([
    ['/hi/nowhere', 'hi'], ['/zh/', 'ch'], ['/nowhere', 'en'], ['/HI/', 'en'], ['/ch/contact', 'en'], ['/', 'en'],
  ])('the language of %s is %s, page or not', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('an address written another way (a server answers it with the same page)', () => {
  // prettier-ignore
  it.each([
    ['/index.html', '/'], ['/index', '/'], ['//', '/'], ['/hi/index.html', '/hi/'], ['/hi', '/hi/'],
    ['/zh//', '/zh/'], ['/contact/index.html', '/contact'], ['/contact/', '/contact'],
    ['//contact', '/contact'], ['/service//cosmetics//botox', '/service/cosmetics/botox'],
    ['/%63ontact', '/contact'], ['/%68%69/%63ontact', '/hi/contact'], ['/service/skin%2Dand%2Dhair', '/service/skin-and-hair'],
    ['/contact%2F', '/contact%2F'], ['/contact%20', '/contact%20'], ['/', '/'], ['/ru/meet', '/ru/meet'],
  ])('%s is written %s', (written, clean) => {
    expect(cleanPath(written)).toBe(clean);
  });

  it('names the page its clean form names, and nothing where that is no page', () => {
    expect(parseAddress('/contact/index.html')).toEqual(parseAddress('/contact'));
    expect(parseAddress('//service//cosmetics//botox')).toEqual(
      parseAddress('/service/cosmetics/botox'),
    );
    expect(parseAddress('/%68i/index.html')).toEqual({ language: 'hi', page: 'home' });
    expect(parseAddress('/contact%2F')).toBeNull();
    expect(parseAddress('/nowhere/index.html')).toBeNull();
  });

  it('the site writes every page clean', () => {
    for (const language of languages)
      for (const address of allAddresses(language))
        expect(cleanPath(pathOf(address))).toBe(pathOf(address));
  });
});

describe("each page's route: its pattern under an optional language prefix", () => {
  // prettier-ignore
  const routes: Record<(typeof pages)[number], string> = {
    home: ':lang?',
    service: ':lang?/service/:category?/:treatment?',
    meet: ':lang?/meet/:doctor?',
    contact: ':lang?/contact',
    urgent: ':lang?/urgent',
    privacy: ':lang?/privacy',
    accessibility: ':lang?/accessibility',
    fees: ':lang?/fees',
    visit: ':lang?/visit',
    'a-z': ':lang?/a-z',
  };
  it.each(pages)('%s', (page) => {
    expect(pageRoute(page)).toStrictEqual({ path: routes[page], caseSensitive: true });
  });
});
