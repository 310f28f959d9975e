import { isUrgentHelp, offlineFallbackOf } from './offlineFallback';

describe('the page that stands in for one not kept, offline', () => {
  it.each([
    ['/meet/associate-dentist', '/offline.html'],
    ['/', '/offline.html'],
    ['/hi/service/cosmetics', '/hi/offline.html'],
    ['/zh/', '/zh/offline.html'],
    ['/contact', '/contact/index.html'],
    ['/fr/contact/', '/fr/contact/index.html'],
    ['/ru/contact', '/ru/contact/index.html'],
    ['/urgent', '/urgent/index.html'],
    ['/hi/urgent/', '/hi/urgent/index.html'],
    ['/zh/urgent', '/zh/urgent/index.html'],
    ['/privacy', '/offline.html'],
    ['/fr/accessibility', '/fr/offline.html'],
  ])('%s: %s', (path, fallback) => {
    expect(offlineFallbackOf(path)).toBe(fallback);
  });
});

describe('urgent help, shown from the cache first', () => {
  it.each([
    ['/urgent', true],
    ['/hi/urgent', true],
    ['/ru/urgent', true],
    ['/fr/urgent', true],
    ['/zh/urgent', true],
    ['/urgent/', false],
    ['/hi/urgent/', false],
    ['/contact', false],
    ['/', false],
    ['/service/urgent', false],
    ['/meet/urgent', false],
  ])('%s: %s', (path, urgent) => {
    expect(isUrgentHelp(path)).toBe(urgent);
  });
});
