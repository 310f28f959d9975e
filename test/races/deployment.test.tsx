/**
 * A deployment under an open tab, whatever the order: some of this build's files are gone (a
 * page's code, a language's interface strings, a page's words answer 404), while the visitor
 * follows footer links and chooses languages, each file arriving or failing when the scheduler
 * says. The app's rule (src/lib/loadWhole.ts): the visitor's move is completed as a whole-page
 * load of the address asked for last, or, when this build already tried that, the error screen
 * shows. Whatever the order: a page that is being left is left for the address the visitor
 * asked for last; a page that stays shows one h1 and agrees with the store; every invariant
 * kept; no console error, no unhandled rejection. docs/testing.md#races-as-properties.
 *
 * Each run starts afresh: its modules are loaded again (loadWhole.ts keeps the whole-page load
 * under way, as a page does until the browser replaces it), in a browser router over jsdom's
 * address bar, as src/boot.tsx makes it.
 */
import { fireEvent, screen, within } from '@testing-library/dom';
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../src/state/address';
import type { loadText as LoadText } from '../../src/content/texts';
import { languageName, languages, type Language } from '../../src/lib/languages';
import type { Step } from '../invariants';
import { watchWholePageLoads } from '../wholePageLoads';

// Every file of words arrives (or fails) when the scheduler says, through this run's kit.
vi.mock('../../src/content/texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/texts')>();
  const { arrival: arrive } = await import('./kit');
  const loadText: typeof LoadText = (language, key) =>
    arrive(`words ${language} ${key}`, actual.loadText(language, key));
  return { ...actual, loadText };
});

type Act =
  { kind: 'link'; to: 'urgent' | 'privacy' | 'accessibility' } | { kind: 'language'; to: Language };

// A link most often: a page whose code is gone, then another, is where a move can be lost.
const visitorAct: fc.Arbitrary<Act> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('urgent', 'privacy', 'accessibility')
      .map((to) => ({ kind: 'link', to }) as const),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...languages).map((to) => ({ kind: 'language', to }) as const),
  },
);

/** Files a deployment may have dropped (their labels in kit.tsx's `arrival`). */
const droppable = [
  'code of urgent',
  'code of privacy',
  'code of accessibility',
  ...(['en', 'hi', 'fr'] as const).flatMap((language) => [
    `words ${language} ui`,
    `words ${language} urgent`,
    `words ${language} statements`,
  ]),
];

describe('a deployment dropped some files: the visitor keeps moving', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  /** The property, run with `parameters` (fast-check's: how many runs, or one run replayed). */
  const leavesForTheAddressAskedLast = (parameters: fc.Parameters<unknown>) =>
    fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.subarray(droppable, { minLength: 1 }),
        fc.array(visitorAct, { minLength: 1, maxLength: 3 }),
        async (s, missing, acts) => {
          // A fresh page: its modules, the whole-page load under way included, start anew.
          vi.resetModules();
          window.sessionStorage.clear();
          window.history.replaceState(null, '', '/');
          const kit = await import('./kit');
          const { pageCode } = await import('../../src/app/preloadPage');
          const original = { ...pageCode };
          for (const page of Object.keys(pageCode) as (keyof typeof pageCode)[]) {
            const load = original[page];
            (pageCode as Record<string, () => Promise<unknown>>)[page] = () =>
              kit.arrival(`code of ${page}`, load());
          }
          const { createBrowserRouter } = await import('react-router-dom');
          const { routes } = await import('../../src/app/routes');
          const { App } = await import('../../src/app/App');
          const { makeStore } = await import('../../src/state/store');
          const { stateForPath } = await import('../../src/state/initialState');
          const { syncAddressWithStore } = await import('../../src/state/addressSync');
          const { createI18n } = await import('../../src/content/i18n');
          const { addressOf, parseAddress, pathOf } = await import('../../src/state/address');
          const { loadDeferredParts, preloadTexts } = await import('../renderApp');

          await preloadTexts(['en']);
          await loadDeferredParts('/');
          const steps: Step[] = [];
          const store = makeStore(stateForPath('/'), { enhancers: [kit.recordSteps(steps)] });
          const router = createBrowserRouter(routes);
          syncAddressWithStore(router, store);
          const i18n = await createI18n('en');
          const view = render(<App store={store} router={router} i18n={i18n} />);
          await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

          const whole = watchWholePageLoads();
          const errors = kit.watchForErrors();
          kit.startRun(s, missing);
          let asked: Address = { language: 'en', page: 'home' };
          let chosen: Language = 'en';

          const perform = (act: Act) => {
            if (act.kind === 'link') {
              const link = within(screen.getByRole('contentinfo'))
                .getAllByRole('link')
                .find((candidate) => {
                  const href = candidate.getAttribute('href');
                  return href !== null && parseAddress(href)?.page === act.to;
                });
              const address = parseAddress(link?.getAttribute('href') ?? '');
              if (!link || !address) throw new Error(`no link to ${act.to} in the footer`);
              fireEvent.click(link);
              asked = address;
              chosen = address.language;
            } else {
              const switcher = document.querySelector<HTMLElement>('.language-switcher');
              const summary = switcher?.querySelector('summary');
              const list = switcher?.querySelector<HTMLElement>('.language-list');
              if (!summary || !list) throw new Error('no language list');
              fireEvent.click(summary);
              fireEvent.click(within(list).getByText(languageName[act.to]));
              chosen = act.to;
            }
          };

          const visitor = kit.scheduleActs(s, acts, perform);
          try {
            // A move is over when the router is idle again, or the page is being left.
            await kit.releaseAll(
              s,
              () => router.state.navigation.state !== 'idle' && whole.loads.length === 0,
            );
            await visitor;
            kit.endRun();

            expect(kit.brokenSteps(steps)).toEqual([]);
            const lastAsked = pathOf({ ...asked, language: chosen });
            const left = whole.loads.at(-1);
            if (left !== undefined) {
              // Leaving: the browser brings the page asked for last (from the new build).
              expect(left).toBe(lastAsked);
            } else {
              expect(router.state.navigation.state).toBe('idle');
              expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
              const onError = addressOf(store.getState()) === null;
              if (!onError) {
                expect(kit.pageDisagreesWith(store.getState(), router)).toEqual([]);
                expect(
                  addressOf(store.getState()),
                  `the store's steps: ${steps.map((step) => JSON.stringify(step.action)).join(', ')}; tasks: ${s
                    .report()
                    .map((task) => `${task.label} ${task.status}`)
                    .join(', ')}`,
                ).toBe(addressOf(stateForPath(lastAsked)));
              }
            }
            // A page whose own file is gone and whose move was dispatched all the same (EventLink)
            // shows the error screen, as documented: React and the router report the caught
            // 404 on the console. Anything else, and any unhandled rejection, fails.
            const reported = await errors.stop();
            expect(
              reported.filter(
                (error) =>
                  !(error.startsWith('console.error') && error.includes('TypeError: 404 ')),
              ),
            ).toEqual([]);
          } finally {
            kit.endRun();
            await errors.stop();
            whole.restore();
            view.unmount();
            router.dispose();
          }
        },
      ),
      { timeout: 30_000, ...parameters },
    );

  // It found in CI (2026-11-26) a move back to the page shown that did not replace the load under
  // way (हिन्दी, Русский, then English while the page was being left for /hi/): the replay of
  // that counterexample depends on when the real files arrive, so src/lib/loadWhole.test.tsx
  // holds the fix.
  it('the page is left for the address asked last, or stays and shows it, or the error screen', async () => {
    await leavesForTheAddressAskedLast({ numRuns: 20 });
  }, 120_000);
});
