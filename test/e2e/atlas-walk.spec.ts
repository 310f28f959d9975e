/**
 * The atlas walked through the page: each transition row of the atlas's tables
 * (test/transitions/, what docs/state-machine.md is written from) that a visitor can perform
 * is performed on the built site, at the project's width. Before the row's act the page is
 * brought to the row's prior state as a visitor would (an address opened, then taps, Escape,
 * scrolls, the back button: atlasWalk.ts plans them); after it, the store equals the atlas's
 * next state (the row's slice, and the whole store as the reducers answer the act's events)
 * and the page shows it: the panels' open and expanded states, the navbar's current item, the
 * sticky navbar, the address, the language, and after Escape the focus on the closed panel's
 * button, on screen.
 *
 * The store is read as React DevTools reads it, from the React root's fibre (the Provider's
 * store): nothing is added to the build for the test.
 */
import type { Page } from '@playwright/test';
import { isDeepStrictEqual } from 'node:util';
import { addressOf, cleanPath } from '../../src/app/address';
import { stateForPath } from '../../src/app/initialState';
import { panelTriggerId } from '../../src/app/panelTriggerIds';
import { rootReducer, type RootState } from '../../src/app/store';
import { panelClosedByEscape } from '../../src/features/uiPanels/uiPanelsSlice';
import { languageTag } from '../../src/lib/languages';
import {
  actsIn,
  after,
  atlasRows,
  plan,
  sliceOf,
  whyUnreachable,
  type Act,
  type Sim,
  type WalkRow,
  type Width,
} from './atlasWalk';
import { expect, itInOneTab as it } from './fixtures';

it.describe.configure({ mode: 'serial' });

/** The store's state, found once per document as React DevTools finds it. */
async function readStore(page: Page): Promise<RootState> {
  return page.evaluate(() => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps?: { store?: { getState: () => unknown } } | null;
    }
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const stack: (Fiber | null)[] = [
      key ? ((root as unknown as Record<string, Fiber>)[key] ?? null) : null,
    ];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const store = fiber.memoizedProps?.store;
      if (store && typeof store.getState === 'function') return store.getState() as never;
      stack.push(fiber.sibling, fiber.child);
    }
    throw new Error('no store under the React root');
  });
}

/** Two animation frames and a little time: the scroll report and the re-render are done. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 120)));
      }),
  );
}

async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

async function perform(page: Page, act: Act, width: Width): Promise<void> {
  const how = act.how;
  switch (how.kind) {
    case 'open':
      await page.goto(how.path);
      await ready(page);
      break;
    case 'back':
      await page.evaluate(() => history.back());
      break;
    case 'forward':
      await page.evaluate(() => history.forward());
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
      await settle(page);
      const dot = frame.locator('.slick-dots li').nth(how.index).locator('button');
      if ((await frame.locator('.slick-dots li').count()) > how.index) {
        if (width === 'phone') await dot.tap();
        else await dot.click();
        break;
      }
      // No dots at this width: Next until the store has the slide (or a round is done).
      for (let press = 0; press < 12; press++) {
        const at = (await readStore(page)).services.slides[how.carousel] ?? 0;
        if (at === how.index && press > 0) break;
        const next = frame.locator('.carousel-next');
        if (width === 'phone') await next.tap();
        else await next.click();
        await settle(page);
        if (((await readStore(page)).services.slides[how.carousel] ?? 0) === how.index) break;
      }
      break;
    }
  }
  await settle(page);
  if (how.kind === 'back' || how.kind === 'forward' || how.kind === 'open') await ready(page);
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

/** The row's walk in the open tab: what went wrong, or null when the page did as the atlas says. */
async function walk(page: Page, row: WalkRow, width: Width): Promise<string | null> {
  const found = plan(row, width, undefined, 200);
  if (!found) return 'no walk';
  const blank: Sim = {
    state: rootReducer(undefined, { type: '@@walk/init' }),
    history: [],
    at: -1,
    scrollY: 0,
  };
  let sim = blank;
  let { setup, act } = found;
  for (let attempt = 0; attempt < 2; attempt++) {
    for (const step of setup) {
      await perform(page, step, width);
      sim = { ...after(sim, step), state: await readStore(page) };
      sim.scrollY = await page.evaluate(() => Math.round(window.scrollY));
    }
    if (act.how.kind === 'open' || isDeepStrictEqual(sliceOf(row, sim.state), row.prior)) {
      if (
        act.how.kind === 'open' ||
        actsIn(sim, width).some((a) => isDeepStrictEqual(a.events, act.events))
      )
        break;
    }
    // The page went elsewhere than the model said: plan again from where it is.
    const again = plan(row, width, sim, 200);
    if (!again || attempt === 1)
      return `could not bring the page to the prior state (the store has ${JSON.stringify(sliceOf(row, sim.state))})`;
    ({ setup, act } = again);
  }
  const before = sim.state;
  await perform(page, act, width);
  const state = await readStore(page);
  const expected =
    act.how.kind === 'open'
      ? stateForPath(cleanPath(act.how.path))
      : act.events.reduce<RootState>((s, event) => rootReducer(s, event), before);
  const problems: string[] = [];
  if (!isDeepStrictEqual(sliceOf(row, state), row.next))
    problems.push(
      `the store's ${row.slice ?? 'state'} is ${JSON.stringify(sliceOf(row, state))}, the atlas says ${JSON.stringify(row.next)}`,
    );
  if (!isDeepStrictEqual(state, expected))
    problems.push(
      `the whole store is ${JSON.stringify(state)}, the reducers give ${JSON.stringify(expected)}`,
    );
  const onPage = await pageShows(page);
  const want = shown(state, onPage.path);
  for (const key of Object.keys(want) as (keyof typeof want)[]) {
    if (key === 'menuOpen' && width === 'desktop') continue;
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
  return problems.length ? `${act.label}: ${problems.join('; ')}` : null;
}

const rows = atlasRows().filter((row) => row.table !== 'every page');
const tableNames = [...new Set(rows.map((row) => row.table))];
const tally = { walked: 0, reachable: 0, unreachable: [] as string[], notWalked: [] as string[] };

for (const table of tableNames) {
  it(`the ${table} rows, walked through the page`, async ({ page }, testInfo) => {
    it.setTimeout(15 * 60_000);
    const width: Width = testInfo.project.name === 'phone' ? 'phone' : 'desktop';
    const failures: string[] = [];
    for (const row of rows.filter((r) => r.table === table)) {
      const reason = whyUnreachable(row, width);
      const name = `${row.table}: ${row.title}`;
      if (reason) {
        tally.unreachable.push(`${name} — ${reason}`);
        continue;
      }
      tally.reachable++;
      const problem = await walk(page, row, width);
      if (problem === null) tally.walked++;
      else if (problem === 'no walk')
        tally.notWalked.push(`${name} — the planner found no walk to its prior state`);
      else failures.push(`${name}: ${problem}`);
    }
    expect(failures).toStrictEqual([]);
  });
}

it.afterAll((_fixtures, testInfo) => {
  const lines = [
    `walked ${String(tally.walked)} of ${String(tally.reachable)} reachable transitions (${testInfo.project.name})`,
    ...tally.notWalked.map((line) => `  not walked: ${line}`),
    `${String(tally.unreachable.length)} rows no visitor can reach:`,
    ...tally.unreachable.map((line) => `  ${line}`),
    `(the ${String(atlasRows().length - rows.length)} rows of "every page" are not walked here)`,
  ];
  console.log(lines.join('\n'));
});
