/**
 * Moves whatever the order their files arrive in: the visitor follows links to other pages and
 * chooses languages, one act after another, while each page's code chunk (the route's `lazy`,
 * `preloadPage`) and each file of words (a page's words, a language's interface strings,
 * `loadUiStrings`) arrives when the scheduler says, before, between or after the visitor's
 * later acts. Whatever the order, the page ends as the visitor asked last: the store's address
 * is the router's, the page and its language the last ones chosen, `<html lang>` and the
 * interface strings in that language, one h1, every invariant of test/invariants.ts kept, no
 * console error and no unhandled rejection. docs/testing.md#races-as-properties.
 */
import { fireEvent, screen, within } from '@testing-library/dom';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, parseAddress, pathOf, type Address } from '../../src/state/address';
import { stateForPath } from '../../src/state/initialState';
import { pageCode } from '../../src/app/preloadPage';
import type { loadText as LoadText } from '../../src/content/texts';
import { languageName, languages, languageTag, type Language } from '../../src/lib/languages';
import type { Step } from '../invariants';
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
  scheduleActs,
} from './kit';

// Every file of words arrives when the scheduler says (outside a run, at once).
vi.mock('../../src/content/texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/texts')>();
  const { arrival: arrive } = await import('./kit');
  const loadText: typeof LoadText = (language, key) =>
    arrive(`words ${language} ${key}`, actual.loadText(language, key));
  return { ...actual, loadText };
});

/** Each page's code chunk arrives when the scheduler says. */
const originalCode = { ...pageCode };
for (const page of Object.keys(pageCode) as (keyof typeof pageCode)[]) {
  const load = originalCode[page];
  (pageCode as Record<string, () => Promise<unknown>>)[page] = () =>
    arrival(`code of ${page}`, load());
}

type Act =
  { kind: 'link'; to: 'urgent' | 'privacy' | 'accessibility' } | { kind: 'language'; to: Language };

const visitorAct: fc.Arbitrary<Act> = fc.oneof(
  fc
    .constantFrom('urgent', 'privacy', 'accessibility')
    .map((to) => ({ kind: 'link', to }) as const),
  fc.constantFrom(...languages).map((to) => ({ kind: 'language', to }) as const),
);

const footer = () => screen.getByRole('contentinfo');

describe('pages and languages, their files arriving in any order', () => {
  afterEach(() => {
    endRun();
  });

  it('the page ends as the visitor asked last, in the language chosen last', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.constantFrom('/', '/meet', '/hi/contact'),
        fc.array(visitorAct, { minLength: 1, maxLength: 3 }),
        async (s, start, acts) => {
          const steps: Step[] = [];
          const { store, router, unmount } = await renderApp(start, undefined, [
            recordSteps(steps),
          ]);
          const errors = watchForErrors();
          startRun(s);
          const startAddress = parseAddress(start);
          if (!startAddress) throw new Error(`${start} names no page`);
          /** The page the visitor asked for last, and the language they chose last. */
          let asked: Address = startAddress;
          let chosen: Language = startAddress.language;

          const perform = (act: Act) => {
            if (act.kind === 'link') {
              // The footer's link to that page, in the language the footer shows now.
              const link = within(footer())
                .getAllByRole('link')
                .find((candidate) => {
                  const href = candidate.getAttribute('href');
                  return href !== null && parseAddress(href)?.page === act.to;
                });
              const address = parseAddress(link?.getAttribute('href') ?? '');
              if (!link || !address) throw new Error(`no link to ${act.to} in the footer`);
              fireEvent.click(link);
              // The page in the language its link is in: a language chosen before it that had
              // not landed yet is overtaken by this click.
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

          const visitor = scheduleActs(s, acts, perform);
          try {
            // A move is over when the router is idle again.
            await releaseAll(s, () => router.state.navigation.state !== 'idle');
            await visitor;
            endRun();

            const state = store.getState();
            expect(router.state.navigation.state).toBe('idle');
            expect(brokenSteps(steps)).toEqual([]);
            const expected = pathOf({ ...asked, language: chosen });
            expect(addressOf(state)).toBe(addressOf(stateForPath(expected)));
            expect(pageDisagreesWith(state, router)).toEqual([]);
            const language = chosen;
            expect(document.documentElement.lang).toBe(languageTag[language]);
            // The interface strings are the chosen language's: the language list is named in it.
            const { loadUiStrings } = await import('../../src/content/i18n');
            const strings = await loadUiStrings(language);
            expect(screen.getByRole('list', { name: strings.language.label })).toBeInTheDocument();
            expect(await errors.stop()).toEqual([]);
          } finally {
            endRun();
            await errors.stop();
            unmount();
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);
});
