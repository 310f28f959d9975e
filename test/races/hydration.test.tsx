/**
 * The visitor's first acts against the app taking over the prerendered page, whatever the
 * order: the page starts as the build writes it (src/ssr/entry-server.tsx's `renderPage` into
 * index.html, vite-plugins/prerender.ts's `fillTemplate`), then `startApp` (src/boot.tsx) runs
 * over it while the scheduler chooses when each file it waits for arrives (the route's code,
 * the interface strings, the page's words) and when the visitor acts: a footer link, the phone
 * menu's toggle, a language from the list, before, while or after the app takes over.
 *
 * Before hydration a link is a plain link: the browser leaves the page for its address (recorded
 * here, jsdom navigates nowhere), and so is one in a part hydrated only once the page is idle
 * (the footer: src/lib/deferredPart.tsx), and the visitor's later acts are on a page being replaced (not
 * made). Whatever the order: no hydration mismatch (React's `onRecoverableError` never called);
 * a link clicked is never lost (the page is left for it, or the app shows it); a page that stays
 * agrees with the store (address, `<html lang>`, one h1, the menu and the language list open
 * exactly when the store says), the router idle; menu toggles alone leave it open when their
 * count is odd; every invariant of test/invariants.ts; no console error, no unhandled rejection.
 * docs/testing.md#races-as-properties.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/dom';
import type { StoreEnhancer } from '@reduxjs/toolkit';
import { act } from '@testing-library/react';
import fc from 'fast-check';
import type { Root } from 'react-dom/client';
import type { DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressOf, parseAddress, pathOf, type Address } from '../../src/state/address';
import { stateForPath } from '../../src/state/initialState';
import type { AppStore } from '../../src/state/store';
import type { loadText as LoadText } from '../../src/content/texts';
import { languageName, languages, type Language } from '../../src/lib/languages';
import { fillTemplate } from '../../vite-plugins/prerender';
import type { Step } from '../invariants';
import { watchWholePageLoads } from '../wholePageLoads';
import {
  brokenSteps,
  endRun,
  pageDisagreesWith,
  recordSteps,
  releaseAll,
  startRun,
  watchForErrors,
  scheduleActs,
} from './kit';

/** What the app made in this run, seen through the mocks below (one object for every copy). */
interface Made {
  steps: Step[];
  /** The enhancer that records them (kit.tsx's `recordSteps`). */
  recording: StoreEnhancer;
  store?: AppStore;
  router?: DataRouter;
  root?: Root;
  recoverable: string[];
}
const shared = globalThis as { raceHydration?: Made };

// Every file of words arrives when the scheduler says (outside a run, at once).
vi.mock('../../src/content/texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/texts')>();
  const { arrival: arrive } = await import('./kit');
  const loadText: typeof LoadText = (language, key) =>
    arrive(`words ${language} ${key}`, actual.loadText(language, key));
  return { ...actual, loadText };
});

// The store boot.tsx makes records its steps.
vi.mock('../../src/state/store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/state/store')>();
  const makeStore: typeof actual.makeStore = (state, options) => {
    const run = (globalThis as { raceHydration?: Made }).raceHydration;
    const store = actual.makeStore(state, {
      enhancers: [...(options?.enhancers ?? []), ...(run ? [run.recording] : [])],
    });
    if (run) run.store = store;
    return store;
  };
  return { ...actual, makeStore };
});

// The router boot.tsx makes, to wait for it and dispose of it.
vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router-dom')>();
  const createBrowserRouter: typeof actual.createBrowserRouter = (routes, options) => {
    const router = actual.createBrowserRouter(routes, options);
    const run = (globalThis as { raceHydration?: Made }).raceHydration;
    if (run) run.router = router;
    return router;
  };
  return { ...actual, createBrowserRouter };
});

// Hydration's recoverable errors (a mismatch React patches over) are recorded, not reported.
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>();
  const hydrateRoot: typeof actual.hydrateRoot = (container, children, options) => {
    const run = (globalThis as { raceHydration?: Made }).raceHydration;
    const root = actual.hydrateRoot(container, children, {
      ...options,
      onRecoverableError: (error) => {
        run?.recoverable.push(error instanceof Error ? error.message : String(error));
      },
    });
    if (run) run.root = root;
    return root;
  };
  return { ...actual, hydrateRoot };
});

/** The build's page template (index.html), its placeholders filled by `fillTemplate`. */
const template = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');

/**
 * The page at `path` as the build writes it: rendered by the server renderer with no `window`
 * or `document` (as in Node), in a module registry of its own.
 */
async function prerendered(path: string): Promise<{ lang: string; body: string }> {
  vi.resetModules();
  const { renderPage } = await import('../../src/ssr/entry-server');
  vi.stubGlobal('document', undefined);
  try {
    const page = await renderPage(path);
    const html = new DOMParser().parseFromString(fillTemplate(template, page), 'text/html');
    return { lang: html.documentElement.lang, body: html.body.innerHTML };
  } finally {
    vi.unstubAllGlobals();
  }
}

type Act =
  | { kind: 'link'; to: 'urgent' | 'privacy' | 'accessibility' }
  | { kind: 'menu' }
  | { kind: 'language'; to: Language };

const visitorAct: fc.Arbitrary<Act> = fc.oneof(
  fc
    .constantFrom('urgent', 'privacy', 'accessibility')
    .map((to) => ({ kind: 'link', to }) as const),
  fc.constant({ kind: 'menu' } as const),
  fc.constantFrom(...languages).map((to) => ({ kind: 'language', to }) as const),
);

const starts = ['/', '/meet', '/hi/'] as const;

describe('the prerendered page taken over while the visitor acts', () => {
  afterEach(() => {
    endRun();
    shared.raceHydration = undefined;
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('no mismatch, no act lost: the page is left for the link clicked, or agrees with the store', async () => {
    const pages = new Map<string, { lang: string; body: string }>();
    for (const start of starts) pages.set(start, await prerendered(start));

    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.constantFrom(...starts),
        fc.array(visitorAct, { minLength: 1, maxLength: 3 }),
        async (s, start, acts) => {
          const page = pages.get(start);
          const startAddress = parseAddress(start);
          if (!page || !startAddress) throw new Error(`${start} was not prerendered`);
          // A fresh page: the app's modules start anew, over the build's HTML at its address.
          vi.resetModules();
          const steps: Step[] = [];
          const run: Made = { steps, recording: recordSteps(steps), recoverable: [] };
          shared.raceHydration = run;
          window.history.replaceState(null, '', start);
          window.sessionStorage.clear();
          document.documentElement.lang = page.lang;
          document.body.innerHTML = page.body;

          const { pageCode } = await import('../../src/app/preloadPage');
          const kit = await import('./kit');
          const original = { ...pageCode };
          for (const name of Object.keys(pageCode) as (keyof typeof pageCode)[]) {
            const load = original[name];
            (pageCode as Record<string, () => Promise<unknown>>)[name] = () =>
              kit.arrival(`code of ${name}`, load());
          }
          const { startApp } = await import('../../src/boot');

          // A plain link's click that no handler took: the browser leaves for its address.
          const left: string[] = [];
          const onClick = (event: MouseEvent) => {
            const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
            if (event.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
            event.preventDefault();
            left.push(new URL(link.href).pathname);
          };
          document.addEventListener('click', onClick);
          const whole = watchWholePageLoads();
          const errors = watchForErrors();
          startRun(s);

          let asked: Address = startAddress;
          let chosen: Language = startAddress.language;
          /** The link the visitor clicked last, while no handler may have been there. */
          let clicked: string | null = null;
          const leaving = () => left.length > 0 || whole.loads.length > 0;

          const perform = (act: Act) => {
            // The page is being replaced: the visitor's next act is on the next page.
            if (leaving()) return;
            if (act.kind === 'menu') {
              const summary = document.querySelector('details.menu-toggle > summary');
              if (!summary) throw new Error('no menu toggle');
              fireEvent.click(summary);
              return;
            }
            let link: HTMLAnchorElement | undefined;
            if (act.kind === 'link') {
              link = within(screen.getByRole('contentinfo'))
                .getAllByRole<HTMLAnchorElement>('link')
                .find((candidate) => {
                  const href = candidate.getAttribute('href');
                  return href !== null && parseAddress(href)?.page === act.to;
                });
            } else {
              const switcher = document.querySelector<HTMLElement>('.language-switcher');
              const summary = switcher?.querySelector('summary');
              const list = switcher?.querySelector<HTMLElement>('.language-list');
              if (!summary || !list) throw new Error('no language list');
              fireEvent.click(summary);
              link = within(list).getByText<HTMLAnchorElement>(languageName[act.to]);
            }
            const address = parseAddress(link?.getAttribute('href') ?? '');
            if (!link || !address) throw new Error(`no link for ${JSON.stringify(act)}`);
            // A click React stops unhandled (a link in a part it has not hydrated yet, whose code
            // has not come: lib/deferredPart.tsx) never reaches the listener above; the browser
            // follows the link all the same.
            if (fireEvent.click(link)) left.push(new URL(link.href).pathname);
            clicked = pathOf(address);
            if (act.kind === 'link') {
              asked = address;
              chosen = address.language;
            } else chosen = act.to;
          };

          let booted = false;
          const boot = startApp().then(() => {
            booted = true;
          });
          const visitor = scheduleActs(s, acts, perform);
          try {
            // Over when the app has taken over and its router is idle, or the page is being left.
            await releaseAll(
              s,
              () => !leaving() && (!booted || run.router?.state.navigation.state !== 'idle'),
            );
            await visitor;
            await boot;
            // The home page's carousel code (asked for when the row is seen, not held here: see
            // carousel.test.tsx) arrives, and what it sets off ends, inside `act` too.
            await act(async () => {
              await import('../../src/components/SlickCarousel');
              for (let turn = 0; turn < 5; turn += 1)
                await new Promise((resolve) => setTimeout(resolve, 0));
            });
            endRun();

            // The app hydrated the build's HTML (boot.tsx renders afresh only over an empty root).
            expect(run.root).toBeDefined();
            expect(run.recoverable, "hydration's recoverable errors").toEqual([]);
            expect(brokenSteps(run.steps), 'invariants broken').toEqual([]);
            const leftFor = [...left, ...whole.loads].at(-1);
            if (leftFor !== undefined) {
              // The link clicked last is the page the browser brings.
              expect(leftFor).toBe(clicked);
            } else {
              const { store, router } = run;
              if (!store || !router) throw new Error('the app did not start');
              const state = store.getState();
              expect(router.state.navigation.state).toBe('idle');
              expect(addressOf(state)).toBe(
                addressOf(stateForPath(pathOf({ ...asked, language: chosen }))),
              );
              expect(pageDisagreesWith(state, router)).toEqual([]);
              const menu = document.querySelector<HTMLDetailsElement>('details.menu-toggle');
              const list = document.querySelector<HTMLDetailsElement>('details.language-switcher');
              expect({ menu: menu?.open, language: list?.open }).toEqual({
                menu: state.uiPanels.menuOpen,
                language: state.uiPanels.languageOpen,
              });
              if (acts.every((act) => act.kind === 'menu'))
                expect(state.uiPanels.menuOpen).toBe(acts.length % 2 === 1);
            }
            expect(await errors.stop(), 'console errors and rejections').toEqual([]);
          } finally {
            endRun();
            await errors.stop();
            whole.restore();
            document.removeEventListener('click', onClick);
            const { root, router } = run;
            act(() => root?.unmount());
            router?.dispose();
          }
        },
      ),
      { numRuns: 12, timeout: 30_000 },
    );
  }, 120_000);
});
