/**
 * What the race properties share (test/races/*.test.tsx, docs/testing.md#races-as-properties):
 * fast-check's scheduler in React's `act`, the app's chunks handed to it, every store step
 * checked against test/invariants.ts, and a run that fails on a console error or an unhandled
 * rejection.
 */
import type { Reducer, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { vi } from 'vitest';
import type { RootState } from '../../src/state/store';
import { addressOf, shows } from '../../src/state/address';
import { languageTag, type Language } from '../../src/lib/languages';
import { brokenInvariants, type Step } from '../invariants';

/** A few turns of the event loop: what a released task set off (an import, a render) ends. */
async function settle(turns = 5, ms = 0): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1)
    await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The page's own short timers (a slide's end, a debounced resize) still to fire: a released
 * task is over when they have. Longer ones (a clock's minute) are not waited for.
 */
const shortTimers = new Set<ReturnType<typeof setTimeout>>();
const SHORT_MS = 1000;

export function watchShortTimers(): () => void {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const watched = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = realSet(() => {
      shortTimers.delete(id);
      if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
    }, ms);
    if ((ms ?? 0) <= SHORT_MS) shortTimers.add(id);
    return id;
  };
  globalThis.setTimeout = watched as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: ReturnType<typeof setTimeout> | undefined) => {
    if (id !== undefined) shortTimers.delete(id);
    realClear(id);
  }) as typeof clearTimeout;
  return () => {
    globalThis.setTimeout = realSet;
    globalThis.clearTimeout = realClear;
    shortTimers.clear();
  };
}

/**
 * Releases the scheduled tasks one at a time, in the order the scheduler chooses, each inside
 * React's `act` with what it set off, until none is left (tasks a task schedules included) and
 * the page is `busy` no more. What the tasks do themselves uses no `act` of its own (`fireEvent`
 * from testing-library/dom): it runs inside this one.
 */
export async function releaseAll(
  s: fc.Scheduler,
  busy: () => boolean = () => false,
): Promise<void> {
  // Bounded: a page that stays busy (a timer that re-arms itself) ends the wait after ~1 s, a
  // file that never arrives after 10 s.
  const giveUpAt = Date.now() + 10_000;
  for (let waited = 0; waited < 200 && Date.now() < giveUpAt;) {
    // What the page does by itself (a slide under way, an import, a task that schedules the
    // next) goes on between tasks, each turn in an `act` of its own: React shows an update
    // when its `act` ends.
    const arrivedBefore = arrivals.arrived;
    await act(() => settle(shortTimers.size > 0 ? 1 : 5, shortTimers.size > 0 ? 5 : 0));
    if (shortTimers.size > 0) {
      waited += 1;
      continue;
    }
    // A released file still on its way: what it sets off has not begun. One that arrived in
    // these turns: what it sets off (a click waiting for its page, then its move) goes on.
    if (arrivals.inFlight > 0 || arrivals.arrived !== arrivedBefore) continue;
    if (s.count() > 0) {
      waited = 0;
      await act(async () => {
        await s.waitNext(1);
        await settle();
      });
    } else if (busy()) waited += 1;
    else return;
  }
}

/**
 * Hands a chunk's arrival to the scheduler: while a run is under way, `arrival(label, chunk)`
 * resolves (or rejects) when the scheduler says; outside a run it is the chunk itself.
 * `missing` names the chunks that 404 in this run (a deployment dropped them).
 */
interface Arrivals {
  scheduler: fc.Scheduler | null;
  missing: Set<string>;
  /**
   * The same chunk asked for again in a run arrives once: its loader's promise is cached, and
   * React's `use` needs the same promise again to stop waiting.
   */
  held: WeakMap<Promise<unknown>, Promise<unknown>>;
  /** Chunks the scheduler has released whose real file has not arrived yet. */
  inFlight: number;
  /** How many released chunks have arrived (or failed) so far. */
  arrived: number;
}
/**
 * One for every copy of this module: a property that loads the app's modules afresh for each
 * run (deployment.test.tsx) gets a new copy of this file, while a module mocked with `vi.mock`
 * keeps the copy it was first made with.
 */
const shared = globalThis as { raceArrivals?: Arrivals };
const arrivals: Arrivals = (shared.raceArrivals ??= {
  scheduler: null,
  missing: new Set(),
  held: new WeakMap(),
  inFlight: 0,
  arrived: 0,
});

/** A run starts: chunks asked for from now on arrive when `s` says (those in `missing` never). */
export function startRun(s: fc.Scheduler, missing: readonly string[] = []): void {
  arrivals.scheduler = s;
  arrivals.missing = new Set(missing);
  arrivals.held = new WeakMap();
}

/** The run is over: chunks arrive at once again. */
export function endRun(): void {
  arrivals.scheduler = null;
  arrivals.missing = new Set();
}

export function arrival<T>(label: string, chunk: Promise<T>): Promise<T> {
  const s = arrivals.scheduler;
  if (!s) return chunk;
  const held = arrivals.held.get(chunk);
  if (held) return held as Promise<T>;
  // The scheduler's task stands for the file's arrival (it prints as its label); the chunk is
  // then handed over as it is.
  const arrives = s.schedule(Promise.resolve(label), label);
  let arriving: Promise<T>;
  if (arrivals.missing.has(label)) {
    // The chunk's own promise settles unseen; the file is missing (a deployment dropped it).
    chunk.catch(() => undefined);
    arriving = arrives.then(() => Promise.reject(new TypeError(`404 ${label}`)));
  } else
    arriving = arrives.then(() => {
      // Released: the file is on its way for real (an import that takes what it takes on a
      // busy machine); the run is not over until it is here.
      arrivals.inFlight += 1;
      return chunk.finally(() => {
        arrivals.inFlight -= 1;
        arrivals.arrived += 1;
      });
    });
  arrivals.held.set(chunk, arriving);
  return arriving;
}

/** Records every step the store takes (each action through its reducer), for the invariants. */
export function recordSteps(steps: Step[]): StoreEnhancer {
  return (next) => (reducer, preloaded) => {
    const appReducer = reducer as unknown as Reducer<RootState | undefined>;
    const recording = (state: RootState | undefined, action: UnknownAction) => {
      const after = appReducer(state, action);
      if (state !== undefined && after !== undefined) steps.push({ before: state, action, after });
      return after;
    };
    return next(recording as unknown as typeof reducer, preloaded);
  };
}

/** The steps that broke an invariant of test/invariants.ts, named, or none. */
export function brokenSteps(steps: readonly Step[]): string[] {
  return steps.flatMap((step) =>
    brokenInvariants(step).map(
      (invariant) => `${invariant.name} (after ${JSON.stringify(step.action)})`,
    ),
  );
}

/**
 * Console errors and unhandled rejections while a run goes on: `stop()` gives what was seen.
 * React's warnings (an update outside `act`, a key) are console errors too.
 */
export function watchForErrors() {
  const seen: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    seen.push(`console.error: ${args.map(String).join(' ')}`);
  });
  const onRejection = (reason: unknown) => {
    seen.push(`unhandled rejection: ${String(reason)}`);
  };
  process.on('unhandledRejection', onRejection);
  return {
    stop: async () => {
      // Rejections are reported after the microtasks that could still handle them.
      await new Promise((resolve) => setTimeout(resolve, 0));
      process.off('unhandledRejection', onRejection);
      consoleError.mockRestore();
      return seen;
    },
  };
}

/** What the page shows of the store's language and address: what disagrees, or nothing. */
export function pageDisagreesWith(
  state: RootState,
  router: { state: { location: { pathname: string } } },
): string[] {
  const problems: string[] = [];
  const language: Language = state.locale.language;
  if (document.documentElement.lang !== languageTag[language])
    problems.push(`<html lang> is ${document.documentElement.lang}, the store's ${language}`);
  const address = addressOf(state);
  // `/meet` shows the first doctor: the address bar may keep the short form.
  if (address !== null && !shows(router.state.location.pathname, address))
    problems.push(`the page is ${router.state.location.pathname}, the store's ${address}`);
  const h1 = screen.queryAllByRole('heading', { level: 1 });
  if (h1.length !== 1) problems.push(`${String(h1.length)} h1 on the page`);
  return problems;
}

/**
 * Hands the visitor's acts to the scheduler one after another, each labelled with its index
 * and what it is, and performs each when the scheduler releases it; settles after the last.
 */
export function scheduleActs<A>(
  s: fc.Scheduler,
  acts: readonly A[],
  perform: (act: A) => void,
): Promise<void> {
  let done = Promise.resolve();
  for (const [index, act] of acts.entries())
    done = done
      .then(() => s.schedule(Promise.resolve(), `visitor ${String(index)}: ${JSON.stringify(act)}`))
      .then(() => {
        perform(act);
      });
  return done;
}
