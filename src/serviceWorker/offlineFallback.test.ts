import { offlineFallbackOf } from './offlineFallback';

describe('the page that stands in for one not kept, offline', () => {
  it.each([
    ['/meet/associate-dentist', '/offline.html'],
    ['/', '/offline.html'],
    ['/hi/service/cosmetics', '/hi/offline.html'],
    ['/zh/', '/zh/offline.html'],
    ['/contact', '/contact/index.html'],
    ['/fr/contact/', '/fr/contact/index.html'],
    ['/ru/contact', '/ru/contact/index.html'],
  ])('%s: %s', (path, fallback) => {
    expect(offlineFallbackOf(path)).toBe(fallback);
  });
});
