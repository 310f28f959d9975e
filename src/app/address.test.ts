import { doctorSlugs, treatmentSlugs } from '../content/catalogue';
import { languages } from '../lib/languages';
import { addressOf, allAddresses, parseAddress, pathOf, prefixLanguageOf } from './address';
import { pageVisited } from './events';
import { stateForPath } from './initialState';
import { rootReducer, type RootState } from './store';

/** The part of the state an address carries. */
const carried = (state: RootState) => ({
  page: state.navigation.activeIndex,
  language: state.locale.language,
  services:
    state.navigation.activeIndex === 2
      ? { category: state.services.category, treatment: state.services.treatment }
      : undefined,
  doctor: state.navigation.activeIndex === 3 ? state.doctors.selected : undefined,
});

describe('addresses', () => {
  it.each(languages)(
    '%s has 56 pages: home, services, 5 categories, 45 treatments, meet, 2 doctors, contact',
    (language) => {
      const paths = allAddresses(language).map(pathOf);
      expect(paths).toHaveLength(56);
      expect(new Set(paths).size).toBe(56);
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
  ])('%s names %j', (path, expected) => {
    expect(parseAddress(path)).toEqual(expected);
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
    '/hi/hi/',
    '/Service',
  ])('%s names nothing (404)', (path) => {
    expect(parseAddress(path)).toBeNull();
  });
});

describe('the language of an address that names nothing', () => {
  it.each([
    ['/hi/nowhere', 'hi'],
    ['/zh/meet/nobody', 'ch'],
    ['/ru/', 'ru'],
    ['/fr/service/x/y/z', 'fr'],
    ['/nowhere', null],
    ['/', null],
    ['/de/nowhere', null],
  ] as const)('%s is in %s', (path, language) => {
    expect(prefixLanguageOf(path)).toBe(language);
  });
});

describe('state -> address -> state is the identity for every reachable selection', () => {
  const states: RootState[] = languages.flatMap((language) =>
    allAddresses(language).map((address) => stateForPath(pathOf(address))),
  );

  it.each(states.map((state) => [addressOf(state), state] as const))('%s', (path, state) => {
    const back = rootReducer(state, pageVisited({ path }));
    expect(carried(back)).toEqual(carried(state));
    expect(carried(stateForPath(path))).toEqual(carried(state));
  });

  it('covers every treatment and doctor in every language', () => {
    const paths = states.map(addressOf);
    for (const language of languages) {
      const prefix = language === 'en' ? '' : `/${language === 'ch' ? 'zh' : language}`;
      for (const treatment of treatmentSlugs)
        expect(paths.some((p) => p.startsWith(prefix) && p.endsWith(`/${treatment}`))).toBe(true);
      for (const doctor of doctorSlugs) expect(paths).toContain(`${prefix}/meet/${doctor}`);
    }
  });
});
