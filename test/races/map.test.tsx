/**
 * The contact page's map whatever the order: the moment it is seen (its code, Leaflet and
 * react-leaflet, is asked for then), each of its tiles, every page's code and every file of
 * words arrive when the scheduler says, against the visitor's acts: scrolling to the map,
 * choosing a language, leaving for another page. The tiles all answer, all fail, or never
 * answer (the tile layer's patience, 5 s, then runs at 40 ms).
 * Whatever the order, the page ends agreeing with the store; on the contact page a map that was
 * seen shows, with the notice "could not be loaded" exactly when its tiles failed or hung; no
 * invariant broken, no console error, no unhandled rejection. docs/testing.md#races-as-properties.
 */
import { fireEvent, screen, within } from '@testing-library/dom';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressOf, parseAddress } from '../../src/state/address';
import { pageCode } from '../../src/app/preloadPage';
import { loadUiStrings } from '../../src/content/i18n';
import type { loadText as LoadText } from '../../src/content/texts';
import { languageName, languages, type Language } from '../../src/lib/languages';
import type { Step } from '../invariants';
import { server } from '../msw/server';
import { renderApp } from '../renderApp';
import {
  arrival,
  brokenSteps,
  endRun,
  pageDisagreesWith,
  recordSteps,
  releaseAll,
  startRun,
  watchForErrors,
  watchShortTimers,
  scheduleActs,
} from './kit';

// Every file of words and every page's code arrives when the scheduler says (outside a run, at
// once), as in navigation.test.tsx: a language chosen or a page left waits for them.
vi.mock('../../src/content/texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/texts')>();
  const { arrival: arrive } = await import('./kit');
  const loadText: typeof LoadText = (language, key) =>
    arrive(`words ${language} ${key}`, actual.loadText(language, key));
  return { ...actual, loadText };
});
const originalCode = { ...pageCode };
for (const page of Object.keys(pageCode) as (keyof typeof pageCode)[]) {
  const load = originalCode[page];
  (pageCode as Record<string, () => Promise<unknown>>)[page] = () =>
    arrival(`code of ${page}`, load());
}

type Tiles = 'answer' | 'fail' | 'hang';
type Act = { kind: 'scroll' } | { kind: 'language'; to: Language } | { kind: 'leave' };

const visitorAct: fc.Arbitrary<Act> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'scroll' } as const) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...languages).map((to) => ({ kind: 'language', to }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'leave' } as const) },
);

/**
 * An IntersectionObserver that reports the map's place in view once the visitor has scrolled
 * to it: at the scroll, and for a place made afterwards (a new page in another language) as
 * soon as it is observed, as a browser reports what is already in view.
 */
function scrollingObserver() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  let scrolled = false;
  const report = (target: Element, callback: IntersectionObserverCallback) => {
    callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as never);
  };
  class ScrolledObserver {
    private readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.targets.add(target);
      observed.set(target, this.callback);
      if (scrolled)
        queueMicrotask(() => {
          if (this.targets.has(target)) report(target, this.callback);
        });
    }
    unobserve(target: Element) {
      this.targets.delete(target);
      observed.delete(target);
    }
    disconnect() {
      for (const target of this.targets) observed.delete(target);
      this.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ScrolledObserver);
  return {
    scroll: () => {
      scrolled = true;
      for (const [target, callback] of [...observed]) report(target, callback);
    },
  };
}

/** The tile layer's patience (FetchTileLayer.ts, 5 s) shortened to 40 ms: only its timer. */
function shortPatience(): () => void {
  const realSet = globalThis.setTimeout;
  const shortened = (handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    realSet(
      handler,
      ms !== undefined && ms >= 5000 && new Error().stack?.includes('FetchTileLayer') ? 40 : ms,
      ...args,
    );
  globalThis.setTimeout = shortened as unknown as typeof setTimeout;
  return () => {
    globalThis.setTimeout = realSet;
  };
}

const tilePng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** The visitor's acts are over, or the run fails saying what the scheduler still holds. */
async function finished(acts: Promise<void>, s: fc.Scheduler): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new Error(`the visitor's acts never ended: the scheduler holds ${String(s.count())} tasks`),
      );
    }, 5000);
  });
  try {
    await Promise.race([acts, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the map, its code and tiles and the visitor in any order', () => {
  beforeAll(async () => {
    // The map's code is in memory from the first run on: it arrives the moment the map is seen.
    // (Holding it with a component that waits on `use()` for the scheduler left React's `act`
    // waiting for good now and then: the model's fault, not the page's.)
    await import('../../src/features/contact/ClinicMap');
  });
  afterEach(() => {
    endRun();
  });

  it('the page agrees with the store; a seen map shows, with the notice when its tiles fail or hang', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.constantFrom('/contact', '/hi/contact'),
        fc.constantFrom<Tiles>('answer', 'fail', 'hang'),
        fc.array(visitorAct, { minLength: 1, maxLength: 3 }),
        async (s, start, tiles, acts) => {
          const observer = scrollingObserver();
          const restoreTimers = watchShortTimers();
          // Tiles that answer or fail do so long before the patience runs out.
          const restorePatience = tiles === 'hang' ? shortPatience() : () => undefined;
          let tileRequests = 0;
          server.use(
            http.get('https://tile.openstreetmap.org/:z/:x/:y', async ({ request }) => {
              tileRequests += 1;
              if (tiles === 'hang')
                // Never answered: only the map's giving up (or leaving) ends the request.
                return new Promise<Response>((resolve) => {
                  request.signal.addEventListener('abort', () => {
                    resolve(HttpResponse.error());
                  });
                });
              await s.schedule(
                Promise.resolve(),
                `a tile ${tiles === 'fail' ? 'fails' : 'answers'}`,
              );
              return tiles === 'fail'
                ? HttpResponse.error()
                : HttpResponse.arrayBuffer(tilePng.buffer, {
                    headers: { 'Content-Type': 'image/png' },
                  });
            }),
          );
          const steps: Step[] = [];
          const { store, router, unmount } = await renderApp(start, undefined, [
            recordSteps(steps),
          ]);
          const errors = watchForErrors();
          startRun(s);
          /** Whether the visitor left the contact page, and scrolled to the map before that. */
          const visitor = { left: false, scrolled: false };

          const perform = (act: Act) => {
            if (act.kind === 'scroll') {
              if (!visitor.left) visitor.scrolled = true;
              observer.scroll();
            } else if (act.kind === 'leave') {
              if (visitor.left) return;
              const link = within(screen.getByRole('contentinfo'))
                .getAllByRole('link')
                .find(
                  (candidate) =>
                    parseAddress(candidate.getAttribute('href') ?? '')?.page === 'privacy',
                );
              if (!link) throw new Error('no link to the privacy notice in the footer');
              fireEvent.click(link);
              visitor.left = true;
            } else {
              const switcher = document.querySelector<HTMLElement>('.language-switcher');
              const summary = switcher?.querySelector('summary');
              const list = switcher?.querySelector<HTMLElement>('.language-list');
              if (!summary || !list) throw new Error('no language list');
              fireEvent.click(summary);
              fireEvent.click(within(list).getByText(languageName[act.to]));
            }
          };

          const actsDone = scheduleActs(s, acts, perform);
          try {
            await releaseAll(s, () => router.state.navigation.state !== 'idle');
            await finished(actsDone, s);
            endRun();

            const state = store.getState();
            expect(router.state.navigation.state).toBe('idle');
            expect(brokenSteps(steps)).toEqual([]);
            expect(pageDisagreesWith(state, router)).toEqual([]);
            const strings = (await loadUiStrings(state.locale.language)).contact;
            const map = screen.queryByRole('region', { name: strings.mapLabel });
            if (visitor.left) {
              expect(parseAddress(addressOf(state) ?? '')?.page).toBe('privacy');
              expect(map).toBeNull();
            } else if (!visitor.scrolled) {
              expect(map).toBeNull();
              expect(screen.getByText(strings.mapPlace)).toBeInTheDocument();
            } else {
              const shown = screen.getByRole('region', { name: strings.mapLabel });
              const notice = within(shown).queryByRole('status');
              if (tiles === 'answer' || tileRequests === 0) expect(notice).toBeNull();
              else expect(notice).toHaveTextContent(strings.mapFallback);
            }
            expect(await errors.stop()).toEqual([]);
          } finally {
            endRun();
            await errors.stop();
            unmount();
            restorePatience();
            restoreTimers();
            server.resetHandlers();
            vi.unstubAllGlobals();
          }
        },
      ),
      { numRuns: 20, timeout: 30_000 },
    );
  }, 120_000);
});
