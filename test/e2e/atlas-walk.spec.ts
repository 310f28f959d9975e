/**
 * The atlas walked through the page: each transition row of the atlas's tables
 * (test/transitions/, what docs/state-machine.md is written from) that a visitor can perform
 * is performed on the built site, at the project's width. Before the row's act the page is
 * brought to the row's prior state as a visitor would (an address opened, then taps, Escape,
 * scrolls, the back button: atlasWalk.ts plans them); during it every state the store goes
 * through is recorded: the act's events give what the reducers give, the row's slice after its
 * event is the atlas's next state, and only scroll reports change the store besides; after it
 * the page shows the store: the panels' open and expanded states, the navbar's current item,
 * the sticky navbar, the address, the language, and after Escape the focus on the closed
 * panel's button, on screen. One test per project walks every row in one tab and prints
 * "walked N of M reachable transitions" with the rows out of reach and why (docs/testing.md).
 *
 * The store is read as React DevTools reads it, from the React root's fibre (the Provider's
 * store), and subscribed to there: nothing is added to the build for the test.
 */
import type { Page } from '@playwright/test';
import { isDeepStrictEqual } from 'node:util';
import { addressOf, cleanPath, shows } from '../../src/state/address';
import { stateForPath } from '../../src/state/initialState';
import { panelTriggerId } from '../../src/state/react/panelTriggerIds';
import { rootReducer, type RootState } from '../../src/state/store';
import { pageScrolled } from '../../src/state/events';
import { panelClosedByEscape } from '../../src/state/uiPanels/uiPanelsSlice';
import { languageTag } from '../../src/lib/languages';
import {
  actsIn,
  after,
  atlasRows,
  plan,
  planFor,
  plansFrom,
  sliceOf,
  whyUnreachable,
  newTab,
  type Act,
  type Plan,
  type Sim,
  type WalkRow,
  type Width,
} from './atlasWalk';
import { expect, itInOneTab as it } from './fixtures';
import { carouselSettled, nextFrames } from './visitor';

/**
 * The store, found as React DevTools finds it (the Provider's `store` prop under the React
 * root's fibre): its state now (`read`), or, from here on in this document, every state after
 * each dispatch (`record` starts the list afresh, `recorded` gives it).
 */
async function store(page: Page, call: 'read' | 'record' | 'recorded'): Promise<unknown> {
  return page.evaluate((call) => {
    interface Store {
      getState: () => unknown;
      subscribe: (listener: () => void) => unknown;
    }
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps?: { store?: Store } | null;
    }
    const tab = window as unknown as { walkStates?: unknown[] };
    if (call === 'recorded') return tab.walkStates ?? [];
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const stack: (Fiber | null)[] = [
      key ? ((root as unknown as Record<string, Fiber>)[key] ?? null) : null,
    ];
    let found: Store | null = null;
    while (stack.length > 0 && !found) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const candidate = fiber.memoizedProps?.store;
      if (candidate && typeof candidate.getState === 'function') found = candidate;
      else stack.push(fiber.sibling, fiber.child);
    }
    if (!found) throw new Error('no store under the React root');
    if (call === 'read') return found.getState();
    const states = tab.walkStates;
    if (states) {
      states.length = 0;
    } else {
      const list: unknown[] = [];
      tab.walkStates = list;
      const subscribed = found;
      subscribed.subscribe(() => list.push(subscribed.getState()));
    }
    return null;
  }, call);
}

const readStore = async (page: Page) => (await store(page, 'read')) as RootState;

/** Whether `next` is what a scroll report (pageScrolled, usePageScroll.ts) makes of `state`. */
function isScrollReport(state: RootState, next: RootState | undefined): next is RootState {
  return [0, 126].some((y) => isDeepStrictEqual(rootReducer(state, pageScrolled({ y })), next));
}

/**
 * Waits until the store holds `expected`, what the model says the act leads to, a frame at a
 * time: a link's event waits for its page's code and words (EventLink.tsx), a scroll is
 * reported in the next frame (usePageScroll.ts). After 5 s it gives up: the page went elsewhere
 * than the model said, which the walk then sees in the store.
 */
async function settle(page: Page, expected: RootState): Promise<void> {
  const deadline = Date.now() + 5_000;
  do {
    await nextFrames(page);
    if (isDeepStrictEqual(await readStore(page), expected)) return;
  } while (Date.now() < deadline);
}

async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Goes `steps` back (negative) or on in the tab's history and waits for the move (popstate). */
async function traverse(page: Page, steps: number): Promise<void> {
  await page.evaluate(
    (steps) =>
      new Promise<void>((done) => {
        window.addEventListener('popstate', () => done(), { once: true });
        history.go(steps);
      }),
    steps,
  );
}

/** Does `act` on the page and waits until the store holds `expected`, the state it leads to. */
async function perform(page: Page, act: Act, width: Width, expected: RootState): Promise<void> {
  const how = act.how;
  switch (how.kind) {
    case 'open':
      await page.goto(how.path);
      await ready(page);
      break;
    case 'back':
      await traverse(page, -1);
      break;
    case 'backTo':
      await traverse(page, -how.steps);
      break;
    case 'forward':
      await traverse(page, 1);
      break;
    case 'forwardTo':
      await traverse(page, how.steps);
      break;
    case 'tap': {
      const target = page.locator(how.selector);
      if (width === 'phone') await target.tap();
      else await target.click();
      break;
    }
    case 'tapOutside': {
      const box = await page.locator('h1').first().boundingBox();
      if (!box) throw new Error('no h1 to tap beside the panels');
      const x = box.x + 4;
      const y = box.y + box.height / 2;
      if (width === 'phone') await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      break;
    }
    case 'escape':
      await page.keyboard.press('Escape');
      break;
    case 'scroll':
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), how.y);
      break;
    case 'slide': {
      const frame = page.locator(how.selector);
      await frame.scrollIntoViewIfNeeded();
      await expect(frame.locator('.slick-slider')).toBeVisible();
      const arrow = how.control.startsWith('dot-')
        ? frame
            .locator('.slick-dots li')
            .nth(Number(how.control.slice(4)))
            .locator('button')
        : frame.locator(`.carousel-${how.control}`);
      if (width === 'phone') await arrow.tap();
      else await arrow.click();
      // The move is in the store as it starts (react-slick's beforeChange); react-slick
      // ignores a press while it slides: then wait until its track has stopped.
      await settle(page, expected);
      await carouselSettled(frame);
      return;
    }
  }
  await settle(page, expected);
  if (['back', 'backTo', 'forward', 'forwardTo', 'open'].includes(how.kind)) await ready(page);
}

/** What the page shows of a state, read from the DOM: the same shape as `shown` below. */
async function pageShows(page: Page) {
  return page.evaluate(
    ({ triggers }) => {
      const open = (selector: string) =>
        document.querySelector<HTMLDetailsElement>(selector)?.open ?? null;
      const expanded = (id: string) => document.getElementById(id)?.getAttribute('aria-expanded');
      const current = [...document.querySelectorAll('#site-nav .nav-list > li > a')].findIndex(
        (link) => link.getAttribute('aria-current') === 'page',
      );
      return {
        menuOpen: open('details.menu-toggle'),
        socialOpen: open(`details:has(> #${triggers.social})`),
        languageOpen: open('details.language-switcher'),
        serviceExpanded: expanded(triggers.service),
        meetExpanded: expanded(triggers.meet),
        currentItem: current === -1 ? null : current + 1,
        sticky: document.querySelector('.navbar-slot')?.classList.contains('is-sticky') ?? null,
        lang: document.documentElement.lang,
        path: location.pathname,
      };
    },
    { triggers: panelTriggerId },
  );
}

function shown(state: RootState, path: string) {
  const nav = state.navigation;
  const ui = state.uiPanels;
  return {
    menuOpen: ui.menuOpen,
    socialOpen: ui.socialOpen,
    languageOpen: ui.languageOpen,
    serviceExpanded: String(ui.submenu === 'service'),
    meetExpanded: String(ui.submenu === 'meet'),
    currentItem: nav.notFound || nav.pageOutsideNavbar ? null : nav.activeIndex,
    sticky: nav.sticky,
    lang: languageTag[state.locale.language],
    path: addressOf(state) ?? path,
  };
}

/** The tab after `act`, as the model has it, with the store and the scroll the page has. */
async function tabAfter(page: Page, sim: Sim, act: Act): Promise<Sim> {
  return {
    ...after(sim, act),
    state: await readStore(page),
    scrollY: await page.evaluate(() => Math.round(window.scrollY)),
  };
}

/**
 * The row's walk in the open tab, by `found` from `start` (the tab as the last row's walk left
 * it, or a blank one when `found` opens an address first): what went wrong, or null when the
 * page did as the atlas says, and the tab after the row's act.
 */
async function walk(
  page: Page,
  row: WalkRow,
  width: Width,
  found: Plan,
  start: Sim,
): Promise<{ problem: string | null; sim: Sim }> {
  let sim = start;
  let { setup, act } = found;
  for (let attempt = 0; attempt < 2; attempt++) {
    for (const step of setup) {
      await perform(page, step, width, after(sim, step).state);
      sim = await tabAfter(page, sim, step);
    }
    if (act.how.kind === 'open' || isDeepStrictEqual(sliceOf(row, sim.state), row.prior)) {
      if (
        act.how.kind === 'open' ||
        actsIn(sim, width).some((a) => isDeepStrictEqual(a.events, act.events))
      )
        break;
    }
    // The page went elsewhere than the model said: plan again from where it is.
    const again = plan(row, width, sim, 400);
    if (!again || attempt === 1)
      return {
        problem: `could not bring the page to the prior state (the store has ${JSON.stringify(sliceOf(row, sim.state))})`,
        sim,
      };
    ({ setup, act } = again);
  }
  const before = sim.state;
  if (act.how.kind !== 'open') await store(page, 'record');
  await perform(page, act, width, after(sim, act).state);
  const state = await readStore(page);
  const problems: string[] = [];
  if (act.how.kind === 'open') {
    // A first load: the store is made from the address (boot.tsx), no event is dispatched.
    const expected = stateForPath(cleanPath(act.how.path));
    if (!isDeepStrictEqual(sliceOf(row, state), row.next))
      problems.push(
        `the store's ${row.slice ?? 'state'} is ${JSON.stringify(sliceOf(row, state))}, the atlas says ${JSON.stringify(row.next)}`,
      );
    if (!isDeepStrictEqual(state, expected))
      problems.push(
        `the whole store is ${JSON.stringify(state)}, the address gives ${JSON.stringify(expected)}`,
      );
  } else {
    // Each state the store went through: the act's events, as the reducers give them, and
    // around them only scroll reports (reaching a control below the fold, the browser putting
    // back a page's scroll on the back button, a new page starting at the top). A state that
    // the act's next event explains is taken as that event.
    const recorded = (await store(page, 'recorded')) as RootState[];
    const events = act.events;
    let current = before;
    let done = 0;
    let atEvent: { prior: RootState; next: RootState } | null = null;
    for (const got of recorded) {
      const event = events[done];
      const byEvent = event ? rootReducer(current, event) : null;
      if (byEvent && isDeepStrictEqual(got, byEvent)) {
        if (done === events.length - 1) atEvent = { prior: current, next: got };
        done++;
      } else if (!isScrollReport(current, got)) {
        problems.push(
          `the store became ${JSON.stringify(got)}: neither ${event?.type ?? 'the act'} (the reducers give ${JSON.stringify(byEvent)}) nor a scroll`,
        );
        break;
      }
      current = got;
    }
    if (problems.length === 0 && !atEvent)
      problems.push(`${String(done)} of the act's ${String(events.length)} events were dispatched`);
    if (atEvent && !isDeepStrictEqual(sliceOf(row, atEvent.prior), row.prior))
      return {
        problem: `not walked: a scroll just before the act (to reach its control, or the browser putting back the scroll of the page it returns to) left the row's prior state: the store's ${row.slice ?? 'state'} was ${JSON.stringify(sliceOf(row, atEvent.prior))}`,
        sim: await tabAfter(page, sim, act),
      };
    if (atEvent && !isDeepStrictEqual(sliceOf(row, atEvent.next), row.next))
      problems.push(
        `after the row's event the store's ${row.slice ?? 'state'} is ${JSON.stringify(sliceOf(row, atEvent.next))}, the atlas says ${JSON.stringify(row.next)}`,
      );
    if (problems.length === 0 && !isDeepStrictEqual(state, current))
      problems.push('the store changed after its last dispatch');
  }
  const onPage = await pageShows(page);
  const want = shown(state, onPage.path);
  for (const key of Object.keys(want) as (keyof typeof want)[]) {
    if (key === 'menuOpen' && width === 'desktop') continue;
    if (key === 'path' && shows(onPage.path, want.path)) continue;
    if (onPage[key] !== want[key])
      problems.push(`the page shows ${key} ${String(onPage[key])}, the store ${String(want[key])}`);
  }
  if (act.how.kind === 'escape') {
    const closed = panelClosedByEscape(before.uiPanels);
    const trigger =
      closed === 'submenu'
        ? before.uiPanels.submenu === 'meet'
          ? panelTriggerId.meet
          : panelTriggerId.service
        : closed
          ? panelTriggerId[closed]
          : null;
    if (trigger) {
      const focused = page.locator(`#${trigger}`);
      if (!(await focused.evaluate((el) => el === document.activeElement)))
        problems.push(`Escape left the focus elsewhere than #${trigger}`);
      else if (!(await focused.isVisible())) problems.push(`#${trigger} has the focus unseen`);
    }
  }
  return {
    problem: problems.length ? `${act.label}: ${problems.join('; ')}` : null,
    sim: await tabAfter(page, sim, act),
  };
}

/** `walk`, with an act that could not be done (its control not there) as the row's problem. */
async function walkOrStop(
  page: Page,
  row: WalkRow,
  width: Width,
  found: Plan,
  start: Sim,
): Promise<{ problem: string | null; sim: Sim | null }> {
  try {
    return await walk(page, row, width, found, start);
  } catch (error) {
    return {
      problem: `the walk stopped: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
      sim: null,
    };
  }
}

const rows = atlasRows().filter((row) => row.table !== 'every page');

/** What a walk's acts cost: an address opened is a page load, about three taps' time. */
const costOf = ({ setup, act }: Plan) =>
  [...setup, act].reduce((sum, step) => sum + (step.how.kind === 'open' ? 3 : 1), 0);

it('every reachable row of the atlas, walked through the page', async ({
  page,
  consoleLog,
}, testInfo) => {
  it.setTimeout(20 * 60_000);
  // The 404 screen's document comes with its status.
  consoleLog.allow(/status of 404/);
  // An act that cannot be done fails its row, not the whole walk.
  page.setDefaultTimeout(10_000);
  const width: Width = testInfo.project.name === 'phone' ? 'phone' : 'desktop';
  let walked = 0;
  const reachable: string[] = [];
  const unreachable: string[] = [];
  const notWalked: string[] = [];
  const failures: string[] = [];
  /** The rows whose walk from the last row's tab failed, walked again from their address. */
  const rewalked: string[] = [];
  /** Each reachable row and its walk from an address opened. */
  const toWalk: { row: WalkRow; name: string; fresh: Plan | null }[] = [];
  for (const row of rows) {
    const name = `${row.table}: ${row.title}`;
    const reason = whyUnreachable(row, width);
    if (reason) unreachable.push(`${name} — ${reason}`);
    else {
      reachable.push(name);
      toWalk.push({ row, name, fresh: planFor(row, width) });
    }
  }
  // The walks share their paths: each next row is the one whose walk from where the last row
  // left the tab is the shortest, or, when a page opened anew is quicker, from an address.
  let here: Sim | null = null;
  while (toWalk.length > 0) {
    const near = here
      ? plansFrom(
          here,
          toWalk.map((entry) => entry.row),
          width,
          60,
          3,
        )
      : new Map<WalkRow, Plan>();
    let next = 0;
    let best: { plan: Plan; from: Sim } | null = null;
    for (const [index, { row, fresh }] of toWalk.entries()) {
      const fromHere = here ? near.get(row) : undefined;
      const candidates = [
        ...(here && fromHere ? [{ plan: fromHere, from: here }] : []),
        ...(fresh ? [{ plan: fresh, from: newTab }] : []),
      ];
      for (const candidate of candidates)
        if (!best || costOf(candidate.plan) < costOf(best.plan)) {
          best = candidate;
          next = index;
        }
    }
    const [{ row, name, fresh }] = toWalk.splice(next, 1) as [(typeof toWalk)[number]];
    if (!best) {
      notWalked.push(`${name} — reachable, but the planner found no walk to its prior state`);
      continue;
    }
    let { problem, sim } = await walkOrStop(page, row, width, best.plan, best.from);
    // The tab as the last walk left it can differ from the model in what the model does not
    // hold (a scroll the browser puts back, a pop-over's place): a walk from there that fails
    // is walked again from its address, as every row was before the walks shared their paths.
    // A defect of the row's own fails both.
    if (problem !== null && best.from !== newTab && fresh) {
      rewalked.push(name);
      ({ problem, sim } = await walkOrStop(page, row, width, fresh, newTab));
    }
    here = problem === null ? sim : null;
    if (problem === null) walked++;
    else if (problem.startsWith('not walked: '))
      notWalked.push(`${name} — ${problem.slice('not walked: '.length)}`);
    else failures.push(`${name}: ${problem}`);
  }
  console.log(
    [
      `walked ${String(walked)} of ${String(reachable.length)} reachable transitions (${testInfo.project.name})`,
      `${String(rewalked.length)} walked again from their address after a walk from the last row's tab failed`,
      ...rewalked.map((line) => `  ${line}`),
      ...notWalked.map((line) => `  not walked: ${line}`),
      ...failures.map((line) => `  failed: ${line}`),
      `${String(unreachable.length)} rows no visitor can reach:`,
      ...unreachable.map((line) => `  ${line}`),
      `(the ${String(atlasRows().length - rows.length)} rows of "every page", each a first load of one address, are every-page.spec.ts's)`,
    ].join('\n'),
  );
  expect(failures).toStrictEqual([]);
});
