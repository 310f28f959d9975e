import { describe, expect, it, vi } from 'vitest';
import { idlePreloadBudget, navbarPaths, preloadWelcome, preloadWithinBudget } from './idlePreload';

describe('navbarPaths', () => {
  it("are home, the first category, meet, contact, then the other categories, in the visitor's language", () => {
    expect(navbarPaths('en')).toEqual([
      '/',
      '/service/dental-treatment',
      '/meet',
      '/contact',
      '/service/implants-and-oral-surgery',
      '/service/maxillofacial-surgery',
      '/service/cosmetics',
      '/service/skin-and-hair',
    ]);
    expect(navbarPaths('ch').slice(0, 4)).toEqual([
      '/zh/',
      '/zh/service/dental-treatment',
      '/zh/meet',
      '/zh/contact',
    ]);
  });
});

describe('preloadWelcome', () => {
  it('is yes without connection hints and on a fast connection', () => {
    expect(preloadWelcome(undefined)).toBe(true);
    expect(preloadWelcome({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(preloadWelcome({ effectiveType: '3g' })).toBe(true);
  });

  it('is no when the visitor saves data or is on 2G', () => {
    expect(preloadWelcome({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(preloadWelcome({ effectiveType: '2g' })).toBe(false);
    expect(preloadWelcome({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('preloadWithinBudget', () => {
  /** A preload that "transfers" each path's size, as the browser's resource timing would. */
  const pretend = (sizes: Record<string, number>) => {
    let bytes = 0;
    return {
      preload: vi.fn((path: string) => {
        bytes += sizes[path] ?? 0;
        return Promise.resolve();
      }),
      transferred: () => bytes,
    };
  };

  it('preloads every path, in order and one at a time, when they fit', async () => {
    const { preload, transferred } = pretend({ '/': 10_000, '/meet': 12_000, '/contact': 9_000 });
    const done = await preloadWithinBudget(
      ['/', '/meet', '/contact'],
      preload,
      transferred,
      60_000,
    );
    expect(done).toEqual(['/', '/meet', '/contact']);
    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/', '/meet', '/contact']);
  });

  it('starts no further page once the budget is spent', async () => {
    const { preload, transferred } = pretend({ '/': 40_000, '/meet': 25_000, '/contact': 5_000 });
    const done = await preloadWithinBudget(
      ['/', '/meet', '/contact'],
      preload,
      transferred,
      idlePreloadBudget,
    );
    expect(done).toEqual(['/', '/meet']);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('goes on past a page that fails to load', async () => {
    const preload = vi.fn((path: string) =>
      path === '/meet' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    const done = await preloadWithinBudget(['/', '/meet', '/contact'], preload, () => 0, 60_000);
    expect(done).toEqual(['/', '/contact']);
  });
});
