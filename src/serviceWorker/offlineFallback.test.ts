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
    ['/urgent', '/urgent/index.html'],
    ['/hi/urgent/', '/hi/urgent/index.html'],
    ['/zh/urgent', '/zh/urgent/index.html'],
    ['/privacy', '/offline.html'],
    ['/fr/accessibility', '/fr/offline.html'],
  ])('%s: %s', (path, fallback) => {
    expect(offlineFallbackOf(path)).toBe(fallback);
  });
});
