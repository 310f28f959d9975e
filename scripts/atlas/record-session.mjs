// Records visitors' sessions in Chromium, in the Redux DevTools extension's Export format, for
// the replay tests (test/sessions/, scripts/atlas/replay.ts).
//
//   npm run record-sessions                 every visitor below, into test/sessions/
//   npm run record-sessions -- phone        one of them
//
// It starts the development server (what `npm start` runs), whose store connects to the
// extension (src/state/store.ts, Redux Toolkit's devTools option). Instead of the extension, the
// page gets a recorder (injected before any script) that implements the part of the
// extension's API the store uses, `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, and keeps the
// instrumented store's lifted state: every action the reducers saw and the state after each.
// Its export is the envelope the extension's Export writes and its Import reads,
// `{ payload, preloadedState }`, both JSON strings, with the lifted state as the payload.
// A scripted visitor then browses by role and text, as a person would.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { launchChromium, screens } from '../../test/harness/browsers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'test', 'sessions');

/** Runs in the page before its scripts: a stand-in for the extension that records. */
function installRecorder() {
  const lifted = {
    actionsById: {},
    computedStates: [],
    committedState: undefined,
    currentStateIndex: 0,
    nextActionId: 0,
    skippedActionIds: [],
    stagedActionIds: [],
    isLocked: false,
    isPaused: false,
  };
  const record = (action, state) => {
    const id = lifted.nextActionId++;
    lifted.actionsById[id] = { type: 'PERFORM_ACTION', action, timestamp: Date.now() };
    lifted.stagedActionIds.push(id);
    lifted.computedStates.push({ state });
    lifted.currentStateIndex = lifted.computedStates.length - 1;
  };
  // Like the extension's instrument: innermost, so it sees what reaches the reducers.
  const instrument = () => (createStore) => (reducer, preloadedState) => {
    let started = false;
    const recording = (state, action) => {
      const next = reducer(state, action);
      if (!started) {
        started = true;
        lifted.committedState = next;
        record({ type: '@@INIT' }, next);
      } else if (!String(action.type).startsWith('@@')) {
        record(action, next);
      }
      return next;
    };
    return createStore(recording, preloadedState);
  };
  const composeWith = (config, funcs) => (createStore) =>
    funcs.reduceRight((composed, enhancer) => enhancer(composed), instrument(config)(createStore));
  window.__REDUX_DEVTOOLS_EXTENSION__ = (config = {}) => instrument(config);
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args) => {
    if (args.length === 0) return instrument({});
    if (args.length === 1 && typeof args[0] === 'object') {
      return (...funcs) => composeWith(args[0], funcs);
    }
    return composeWith({}, args);
  };
  window.__sessionRecorder = {
    actions: () => lifted.stagedActionIds.length - 1,
    export: () =>
      JSON.stringify(
        { payload: JSON.stringify(lifted), preloadedState: JSON.stringify(lifted.committedState) },
        null,
        '\t',
      ),
  };
}

async function ready(page) {
  await page.locator('html[data-app="ready"]').waitFor({ timeout: 60_000 });
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(300);
}

/** Whether the visitor being recorded has a touch screen. */
let touch = false;

/**
 * A click (a tap on a touch screen) where the element is, then the time a person takes to see
 * what it did. Playwright's own click first scrolls the element into view, a few pixels even
 * when it is in view, and any scroll closes the menu (spec §4): a visitor does not scroll there.
 */
async function tap(locator) {
  const page = locator.page();
  await locator.waitFor();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  const inView =
    box && viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.width > 0;
  if (inView) {
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  } else {
    await locator.click();
  }
  await page.waitForTimeout(500);
}

async function scrollTo(page, y) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(300);
}

const nav = (page) =>
  page.getByRole('navigation', { name: 'Main navigation', includeHidden: true });
const navButton = (page, name) => nav(page).getByRole('button', { name, exact: true });
const serviceLink = (page, name) =>
  nav(page).getByRole('list', { name: 'Service categories' }).getByRole('link', { name }).first();
const treatmentLink = (page, name) =>
  page.getByRole('main').getByRole('link', { name }).filter({ visible: true }).first();
// The header's toggles are native disclosures (a <summary> has no role to find it by): the menu's
// ("Menu", which opens and closes it) and the social links'.
const disclosure = (page, name) => page.locator('.site-header summary').filter({ hasText: name });
const menuButton = (page) => disclosure(page, /^Menu$/);

/** A desktop visitor: the navbar's menus, a treatment, a doctor, the language, the panels. */
async function desktopVisitor(page) {
  await page.goto('/');
  await ready(page);
  // The carousel is drawn once it is in view.
  await page.locator('#services-heading').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await tap(page.getByRole('button', { name: 'Next' }).first());
  await page.waitForTimeout(800);
  await scrollTo(page, 0);
  await tap(navButton(page, 'Service'));
  await tap(serviceLink(page, /^Cosmetics/));
  await ready(page);
  await tap(treatmentLink(page, /botox/i));
  await page.waitForTimeout(800);
  // The same treatment again: spec §4 clears it.
  await tap(treatmentLink(page, /botox/i));
  await page.waitForTimeout(500);
  await tap(navButton(page, 'Meet Us'));
  await tap(nav(page).getByRole('list', { name: 'Our doctors' }).getByRole('link').last());
  await ready(page);
  await tap(disclosure(page, 'Social media links'));
  await page.keyboard.press('Escape');
  await tap(page.locator('summary', { hasText: 'English' }));
  await tap(page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Français' }));
  await page.waitForTimeout(800);
  await tap(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link').last(),
  );
  await page.waitForTimeout(800);
}

/** A phone visitor: the menu and its submenus, a doctor, a category and treatment, Hindi. */
async function phoneVisitor(page) {
  await page.goto('/');
  await ready(page);
  await tap(menuButton(page));
  await tap(navButton(page, 'Service'));
  // The menu's button with a submenu open: both close.
  await tap(menuButton(page));
  await tap(menuButton(page));
  await tap(menuButton(page));
  await tap(menuButton(page));
  await tap(navButton(page, 'Meet Us'));
  await tap(nav(page).getByRole('list', { name: 'Our doctors' }).getByRole('link').first());
  await ready(page);
  await tap(menuButton(page));
  await tap(navButton(page, 'Service'));
  await tap(serviceLink(page, /^Dental treatment/));
  await ready(page);
  await scrollTo(page, 500);
  await tap(treatmentLink(page, /whitening/i));
  await page.waitForTimeout(800);
  await scrollTo(page, 0);
  await tap(page.locator('summary', { hasText: 'Language' }).first());
  await tap(page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }));
  await page.waitForTimeout(800);
  await scrollTo(page, 300);
}

const visitors = {
  'desktop-visitor': {
    run: desktopVisitor,
    context: screens.desktop,
  },
  'phone-visitor': {
    run: phoneVisitor,
    context: screens.phone,
  },
};

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const chosen = Object.entries(visitors).filter(
  ([name]) => wanted.length === 0 || wanted.some((w) => name.includes(w)),
);

const server = await createServer({
  root,
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
});
await server.listen();
const base = server.resolvedUrls?.local[0];
const browser = await launchChromium();
try {
  mkdirSync(outDir, { recursive: true });
  for (const [name, { run, context: options }] of chosen) {
    touch = Boolean(options.hasTouch);
    const context = await browser.newContext({ ...options, baseURL: base });
    context.setDefaultTimeout(30_000);
    await context.addInitScript(installRecorder);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await run(page);
    const exported = await page.evaluate(() => window.__sessionRecorder.export());
    const count = await page.evaluate(() => window.__sessionRecorder.actions());
    const file = join(outDir, `${name}.json`);
    writeFileSync(file, `${exported}\n`);
    console.log(
      `${file}: ${count} actions${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
