/**
 * The atlas walked through the page (atlas-walk.spec.ts): which transition rows of the atlas
 * (the tables of test/transitions/, the rows docs/state-machine.md is written from) a visitor
 * can perform, and how. Pure logic, no browser: the visitor's acts at each width and what each
 * dispatches, a planner that finds acts leading from an address to a row's prior state, and
 * the reason a row is out of every visitor's reach.
 *
 * An act is what a person does (a click or tap, Escape, a scroll, the back button, a language
 * chosen, an address opened) and the events the app dispatches for it, in order: a tap outside
 * an open panel is that panel's `clickedOutside` before the tapped control's own event.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { isDeepStrictEqual } from 'node:util';
import {
  addressOf,
  cleanPath,
  isPageOutsideNavbar,
  navIndex,
  pageOfNavIndex,
  parseAddress,
  pathOf,
  shows,
  type NavIndex,
  type PageOutsideNavbar,
} from '../../src/state/address';
import {
  categoryOpened,
  clickedOutside,
  doctorChosen,
  escapePressed,
  languageChosen,
  languageMenuToggled,
  menuToggled,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
  slideChanged,
  socialToggled,
  type Panel,
} from '../../src/state/events';
import { stateForPath } from '../../src/state/initialState';
import { rootReducer, type RootState } from '../../src/state/store';
import {
  catalogue,
  categorySlugs,
  doctorSlugs,
  slideCountOf,
  slideOfTreatment,
  treatmentsOf,
  type CarouselId,
  type CategorySlug,
} from '../../src/content/catalogue';
import { settingsForWidth } from '../../src/components/carouselProps';
import { azIndexOf } from '../../src/content/azIndex';
import cosmetics from '../../src/locales/en/services/cosmetics.json' with { type: 'json' };
import dentalTreatment from '../../src/locales/en/services/dental-treatment.json' with { type: 'json' };
import implants from '../../src/locales/en/services/implants-and-oral-surgery.json' with { type: 'json' };
import maxillofacial from '../../src/locales/en/services/maxillofacial-surgery.json' with { type: 'json' };
import skinAndHair from '../../src/locales/en/services/skin-and-hair.json' with { type: 'json' };
import urgentWords from '../../src/locales/en/urgent.json' with { type: 'json' };
import { categoryCarouselSettings } from '../../src/features/home/carouselSettings';
import { isSticky } from '../../src/state/navigation/navigationSlice';
import {
  fewTreatmentsSettings,
  manyTreatmentsSettings,
} from '../../src/features/services/carouselSettings';
import { panelClosedByEscape } from '../../src/state/uiPanels/uiPanelsSlice';
import { languages } from '../../src/lib/languages';
import { merge, type TransitionTable } from '../transitionTable';
import { acrossTable, everyPageTable } from '../transitions/across';
import { doctorsTable } from '../transitions/doctors';
import { localeTable } from '../transitions/locale';
import { navigationTable } from '../transitions/navigation';
import { servicesTable } from '../transitions/services';
import { uiPanelsTable } from '../transitions/uiPanels';

export type Width = 'desktop' | 'phone';

/** Where a control is: inside which panel's area, for the taps outside a panel it makes. */
type Area = 'nav' | 'menuButton' | 'social' | 'language' | 'page';

/** How an act is performed on the page (atlas-walk.spec.ts does it). */
export type How =
  | { kind: 'open'; path: string }
  | { kind: 'back' }
  /** A page further back chosen from the back button's list (a long press): history.go(-n). */
  | { kind: 'backTo'; steps: number }
  | { kind: 'forward' }
  /** A page further on chosen from the forward button's list (a long press): history.go(n). */
  | { kind: 'forwardTo'; steps: number }
  | { kind: 'tap'; selector: string }
  | { kind: 'tapOutside' }
  | { kind: 'escape' }
  | { kind: 'scroll'; y: number }
  /** A carousel's Next or Previous arrow, or one of its dots (`dot-<n>`), once. */
  | { kind: 'slide'; selector: string; control: Control };

type Control = 'next' | 'previous' | `dot-${number}`;

export interface Act {
  label: string;
  how: How;
  /** The events the app dispatches, in order (a tap outside an open panel closes it first). */
  events: UnknownAction[];
  /**
   * Why the order of its events is the browser's to choose, when it is: the back or forward
   * button's scroll put back (the browser's, at once) against the app's pageVisited (after the
   * router has the page). Such an act may lead to a row's prior state, never be the row's act.
   */
  race?: string;
}

/**
 * What the planner knows of the tab: the store, the tab's history, how far it scrolled, and
 * the scroll the browser keeps for each page of its history (put back on the back button).
 */
export interface Sim {
  state: RootState;
  history: string[];
  at: number;
  scrollY: number;
  scrolls: number[];
}

/** The store before anything happened, as a new tab's app starts it. */
export const initialState = rootReducer(undefined, { type: '@@walk/init' });

/** A new tab: nothing opened yet. */
export const newTab: Sim = { state: initialState, history: [], at: -1, scrollY: 0, scrolls: [] };

/**
 * What `shows` and `parseAddress` say of an address, and its `pageVisited` event, worked out
 * once: the planner's searches ask about the same few addresses again and again, and each
 * answer matches the router's routes anew (most of the planner's time).
 */
const answers = new Map<string, unknown>();
function once<T>(question: string, answer: () => T): T {
  if (!answers.has(question)) answers.set(question, answer());
  return answers.get(question) as T;
}
const showsOnce = (path: string, wanted: string) =>
  once(`shows ${path} ${wanted}`, () => shows(path, wanted));
const parseOnce = (path: string) => once(`parse ${path}`, () => parseAddress(path));
const visitOnce = (path: string) => once(`visit ${path}`, () => pageVisited(path));

/**
 * The English A-Z's first line, at the top of its list (no scroll before it is tapped), and the
 * address it leads to: a PageLink-like link, whose arrival is pageVisited.
 */
const firstAzLine = (() => {
  const [first] = azIndexOf(
    {
      cosmetics,
      'dental-treatment': dentalTreatment,
      'implants-and-oral-surgery': implants,
      'maxillofacial-surgery': maxillofacial,
      'skin-and-hair': skinAndHair,
    },
    urgentWords,
    'en',
  );
  const entry = first?.entries[0];
  if (!entry) throw new Error('the A-Z has no line');
  return pathOf(
    entry.kind === 'urgent'
      ? { language: 'en', page: 'urgent' }
      : entry.kind === 'treatment'
        ? { language: 'en', page: 'service', category: entry.category, treatment: entry.treatment }
        : { language: 'en', page: 'service', category: entry.category, treatment: null },
  );
})();

const anyOpen = (state: RootState) => panelClosedByEscape(state.uiPanels) !== null;

/** The panels a tap in `area` is outside of, that are open: each sends `clickedOutside`. */
function outsideOf(state: RootState, area: Area): UnknownAction[] {
  const ui = state.uiPanels;
  const closed: Panel[] = [];
  if (ui.submenu !== null && area !== 'nav') closed.push('submenu');
  if (ui.menuOpen && area !== 'nav' && area !== 'menuButton') closed.push('menu');
  if (ui.socialOpen && area !== 'social') closed.push('social');
  if (ui.languageOpen && area !== 'language') closed.push('language');
  return closed.map((panel) => clickedOutside({ panel }));
}

/** The page on screen: a navbar page, a page outside the navbar, or the 404 screen. */
export function pageOf(state: RootState): string {
  const { notFound, pageOutsideNavbar, activeIndex } = state.navigation;
  return notFound ? '404' : (pageOutsideNavbar ?? pageOfNavIndex[activeIndex]);
}

/** The carousels of a category on the service page, in the order their groups are drawn. */
export function carouselsOf(category: CategorySlug): { carousel: CarouselId; group: number }[] {
  const entry = catalogue.find((c) => c.slug === category);
  return (entry?.groups ?? []).flatMap((group, index) =>
    group.treatments.length > 1 ? [{ carousel: group.slug ?? category, group: index }] : [],
  );
}

/** The selector of a carousel's frame on the page it is on. */
export function carouselFrame(carousel: CarouselId, state: RootState): string | null {
  if (carousel === 'categories') return pageOf(state) === 'home' ? 'main .carousel-frame' : null;
  const category = state.services.category;
  if (pageOf(state) !== 'service' || category === null) return null;
  const found = carouselsOf(category).find((c) => c.carousel === carousel);
  return found ? `main .treatment-group >> nth=${String(found.group)} >> .carousel-frame` : null;
}

/** A carousel's settings at `width` (spec §9's): how many slides it shows, and moves. */
function settingsAt(carousel: CarouselId, width: Width) {
  const settings =
    carousel === 'categories'
      ? categoryCarouselSettings
      : slideCountOf(carousel) > 3
        ? manyTreatmentsSettings
        : fewTreatmentsSettings;
  return settingsForWidth(settings, width === 'desktop' ? 1366 : 390);
}
const stepOf = (carousel: CarouselId, width: Width) =>
  settingsAt(carousel, width).slidesToScroll ?? 1;
const shownOf = (carousel: CarouselId, width: Width) =>
  settingsAt(carousel, width).slidesToShow ?? 1;

/**
 * Where a carousel's dots, and its Next and Previous arrows, take it from slide `at`, as
 * react-slick moves (infinite, by the step): Next past the end wraps to the first slide,
 * Previous from the first to the last whole step. Only moves seen in Chromium are offered:
 * Next from a slide on a step, Previous to a slide on the range.
 */
export function movesOf(carousel: CarouselId, at: number, width: Width): [Control, number][] {
  const count = slideCountOf(carousel);
  const step = stepOf(carousel, width);
  // Every slide in view: react-slick has nowhere to move (no arrows).
  if (count <= shownOf(carousel, width)) return [];
  const arrows: [Control, number][] = [];
  // Where it shows dots, one per step (react-slick's dot count when infinite).
  if (settingsAt(carousel, width).dots) {
    for (let dot = 0; dot * step < count; dot++)
      if (dot * step !== at) arrows.push([`dot-${String(dot)}` as Control, dot * step]);
  }
  if (at + step < count) arrows.push(['next', at + step]);
  else if (at % step === 0) arrows.push(['next', 0]);
  if (at - step >= 0) arrows.push(['previous', at - step]);
  else if (at === 0) arrows.push(['previous', Math.floor((count - 1) / step) * step]);
  return arrows;
}

/** A category's or doctor's tab on a wide screen, its accordion heading on a phone. */
const tabOf = (kind: 'category' | 'doctor', slug: string, width: Width) =>
  width === 'desktop'
    ? `.${kind}-tabs li >> nth=${String(
        (kind === 'category' ? (categorySlugs as readonly string[]) : doctorSlugs).indexOf(slug),
      )} >> a`
    : `a[aria-controls="${kind}-panel-${slug}"]`;

const navItem: Record<NavIndex, string> = {
  1: '#site-nav .nav-list > li:nth-child(1) > a',
  2: '#submenu-trigger-service',
  3: '#submenu-trigger-meet',
  4: '#site-nav .nav-list > li:nth-child(4) > a',
};

/** Every act a visitor can do in `sim` at `width`, with the events each sends. */
export function actsIn(sim: Sim, width: Width): Act[] {
  const { state } = sim;
  const ui = state.uiPanels;
  const page = pageOf(state);
  const acts: Act[] = [];
  const tap = (label: string, selector: string, area: Area, event: UnknownAction) =>
    acts.push({
      label,
      how: { kind: 'tap', selector },
      events: [...outsideOf(state, area), event],
    });
  const atTop = sim.scrollY === 0;
  // The navbar: always there on a wide screen (it sticks once scrolled); on a phone, in the
  // menu's drawer.
  const navShown = width === 'desktop' || ui.menuOpen;
  // On a phone the open drawer covers the page; elsewhere the page's controls are there.
  const pageShown = !(width === 'phone' && ui.menuOpen);
  if (atTop) tap('the brand (home)', '.site-header .brand', 'page', navItemClicked({ index: 1 }));
  if (navShown) {
    for (const index of [1, 2, 3, 4] as const) {
      tap(`navbar item ${String(index)}`, navItem[index], 'nav', navItemClicked({ index }));
    }
    if (ui.submenu === 'service') {
      categorySlugs.forEach((category, i) =>
        tap(
          `Service menu: ${category}`,
          `#submenu-service li:nth-child(${String(i + 1)}) a`,
          'nav',
          categoryOpened({ category }),
        ),
      );
    }
    if (ui.submenu === 'meet') {
      doctorSlugs.forEach((doctor, i) =>
        tap(
          `Meet Us menu: ${doctor}`,
          `#submenu-meet li:nth-child(${String(i + 1)}) a`,
          'nav',
          doctorChosen({ doctor }),
        ),
      );
    }
  }
  if (width === 'phone') tap('the menu button', '#menu-button', 'menuButton', menuToggled());
  if (atTop || width === 'phone') {
    tap('the social button', '#social-button', 'social', socialToggled());
    tap('the language button', '#language-button', 'language', languageMenuToggled());
  }
  if (ui.languageOpen) {
    languages.forEach((lng, i) =>
      tap(
        `the language ${lng}`,
        `.language-list li:nth-child(${String(i + 1)}) a`,
        'language',
        languageChosen({ lng }),
      ),
    );
  }
  if (anyOpen(state))
    acts.push({ label: 'Escape', how: { kind: 'escape' }, events: [escapePressed()] });
  const outside = outsideOf(state, 'page');
  if (outside.length > 0 && pageShown) {
    acts.push({ label: 'a tap outside the panels', how: { kind: 'tapOutside' }, events: outside });
  }
  // A scroll is reported when it changes something: the sticky threshold crossed, or a panel
  // open to close (usePageScroll.ts). The 404 screen is too short to scroll far.
  if (page !== '404') {
    for (const y of [0, 10, 125, 126, 300, 500]) {
      if (y === sim.scrollY) continue;
      const reported = isSticky(y) !== state.navigation.sticky || anyOpen(state);
      acts.push({
        label: `a scroll to ${String(y)} px`,
        how: { kind: 'scroll', y },
        events: reported ? [pageScrolled({ y })] : [],
      });
    }
  }
  // The back and forward buttons, and their lists: a page of the tab's history, `steps` away.
  const traversals: [number, How, string][] = [];
  if (sim.at > 0) traversals.push([-1, { kind: 'back' }, 'the back button']);
  for (let steps = 2; steps <= sim.at; steps++)
    traversals.push([
      -steps,
      { kind: 'backTo', steps },
      `the back button's list (${String(steps)} back`,
    ]);
  if (sim.at < sim.history.length - 1)
    traversals.push([1, { kind: 'forward' }, 'the forward button']);
  for (let steps = 2; sim.at + steps < sim.history.length; steps++)
    traversals.push([
      steps,
      { kind: 'forwardTo', steps },
      `the forward button's list (${String(steps)} on`,
    ]);
  for (const [offset, how, name] of traversals) {
    const path = sim.history[sim.at + offset] ?? '/';
    const shown = addressOf(state);
    const saved = sim.scrolls[sim.at + offset] ?? 0;
    const samePage = path === sim.history[sim.at];
    // The browser puts back the page's scroll at once (scrollRestoration "auto"); the app's
    // pageVisited follows when the router has the page. When that scroll is reported (it
    // crosses the sticky threshold, or closes a panel) the two may come in either order.
    const reported =
      saved !== sim.scrollY && (isSticky(saved) !== state.navigation.sticky || anyOpen(state));
    const events = samePage || (shown !== null && showsOnce(path, shown)) ? [] : [visitOnce(path)];
    const act: Act = {
      label: `${name}${name.endsWith('button') ? ' (' : ', '}to ${path})`,
      how,
      events: samePage && reported ? [pageScrolled({ y: saved })] : events,
    };
    if (reported && !samePage)
      act.race = `the browser puts back ${path}'s scroll (${String(saved)} px) before or after the app's pageVisited`;
    acts.push(act);
  }
  if (!pageShown) return acts;
  // The footer, at the foot of every page: on a wide screen the 404 screen shows it at the top,
  // elsewhere it is reached by scrolling down (past the sticky threshold, with every panel
  // closed by that scroll).
  const atFoot = (page === '404' && width === 'desktop') || (sim.scrollY >= 500 && !anyOpen(state));
  if (atFoot) {
    doctorSlugs.forEach((doctor, i) =>
      tap(
        `the footer's ${doctor}`,
        `ul[aria-labelledby="footer-team"] > li:nth-child(${String(i + 1)}) > a`,
        'page',
        doctorChosen({ doctor }),
      ),
    );
    categorySlugs.forEach((category, i) =>
      tap(
        `the footer's ${category}`,
        `ul[aria-labelledby="footer-services"] > li:nth-child(${String(i + 1)}) > a`,
        'page',
        categoryOpened({ category }),
      ),
    );
    const footerPages: [PageOutsideNavbar, string][] = [
      ['urgent', '.site-footer .footer-urgent'],
      ['privacy', '.footer-statements a:nth-child(1)'],
      ['accessibility', '.footer-statements a:nth-child(2)'],
      ['a-z', '.footer-statements a:nth-child(5)'],
    ];
    for (const [target, selector] of footerPages) {
      // A PageLink: no event of its own; the router's arrival is pageVisited, unless shown.
      const path = pathOf({ language: state.locale.language, page: target });
      acts.push({
        label: `the footer's ${target} link`,
        how: { kind: 'tap', selector },
        events: [
          ...outsideOf(state, 'page'),
          ...(path === addressOf(state) ? [] : [visitOnce(path)]),
        ],
      });
    }
  }
  if (page === 'service') {
    for (const category of categorySlugs) {
      tap(
        `the category ${category}`,
        tabOf('category', category, width),
        'page',
        serviceChosen({ category }),
      );
    }
    const category = state.services.category;
    const groups = catalogue.find((entry) => entry.slug === category)?.groups ?? [];
    groups.forEach((group, g) => {
      (group.treatments as readonly string[]).forEach((treatment, t) => {
        if (category === null) return;
        tap(
          `the treatment ${treatment}`,
          `main .treatment-group >> nth=${String(g)} >> .treatment-index li a >> nth=${String(t)}`,
          'page',
          serviceChosen({ category, treatment }),
        );
      });
    });
  }
  if (page === 'a-z' && state.locale.language === 'en') {
    // An AddressLink: no event of its own; the router's arrival is pageVisited.
    acts.push({
      label: "the A-Z's first line",
      how: { kind: 'tap', selector: 'main .az-entries a >> nth=0' },
      events: [...outsideOf(state, 'page'), visitOnce(firstAzLine)],
    });
  }
  if (page === 'meet') {
    for (const doctor of doctorSlugs) {
      tap(`the doctor ${doctor}`, tabOf('doctor', doctor, width), 'page', doctorChosen({ doctor }));
    }
  }
  const carousels: CarouselId[] =
    page === 'home'
      ? ['categories']
      : page === 'service' && state.services.category !== null
        ? carouselsOf(state.services.category).map((c) => c.carousel)
        : [];
  // The carousels are below the fold at both widths (the home one at about 1700 px on a wide
  // screen): moving one follows a scroll past the sticky threshold, which closed every panel.
  for (const carousel of sim.scrollY >= 500 && !anyOpen(state) ? carousels : []) {
    const frame = carouselFrame(carousel, state);
    if (frame === null) continue;
    const at = state.services.slides[carousel] ?? 0;
    for (const [control, index] of movesOf(carousel, at, width)) {
      acts.push({
        label: `the ${carousel} carousel's ${control} (to slide ${String(index)})`,
        how: { kind: 'slide', selector: frame, control },
        events: [slideChanged({ carousel, index })],
      });
    }
  }
  return acts;
}

/** The tab after an act, as the model has it: the store, the history, the scroll. */
export function after(sim: Sim, act: Act): Sim {
  if (act.how.kind === 'open') {
    const path = cleanPath(act.how.path);
    return { state: stateForPath(path), history: [path], at: 0, scrollY: 0, scrolls: [0] };
  }
  const state = act.events.reduce<RootState>((s, event) => rootReducer(s, event), sim.state);
  const { scrollY } = sim;
  let { history, at } = sim;
  // The browser keeps the scroll of the page it leaves, to put it back on the back button.
  let scrolls = sim.scrolls.map((y, i) => (i === sim.at ? scrollY : y));
  const offset =
    act.how.kind === 'back'
      ? -1
      : act.how.kind === 'backTo'
        ? -act.how.steps
        : act.how.kind === 'forward'
          ? 1
          : act.how.kind === 'forwardTo'
            ? act.how.steps
            : 0;
  if (offset !== 0) {
    at += offset;
    // The same page further back: no route change, the browser's scroll stays.
    if (history[at] === sim.history[sim.at])
      return { state, history, at, scrollY: scrolls[at] ?? 0, scrolls };
  } else {
    const before = addressOf(sim.state);
    const next = addressOf(state);
    if (next !== null && next !== before && !showsOnce(history[at] ?? '', next)) {
      history = [...history.slice(0, at + 1), next];
      scrolls = [...scrolls.slice(0, at + 1), 0];
      at += 1;
    }
  }
  if (act.how.kind === 'scroll') return { state, history, at, scrollY: act.how.y, scrolls };
  // A new page starts at the top (usePageArrival.ts): that scroll unsticks the navbar.
  if (history[at] !== sim.history[sim.at]) {
    const top = state.navigation.sticky ? rootReducer(state, pageScrolled({ y: 0 })) : state;
    return { state: top, history, at, scrollY: 0, scrolls };
  }
  return { state, history, at, scrollY, scrolls };
}

/** A priority queue (a binary heap): the lowest score first, ties first come first. */
class Queue<T> {
  private readonly items: { item: T; score: number; order: number }[] = [];
  private count = 0;
  constructor(private readonly scoreOf: (item: T) => number) {}
  private less(i: number, j: number): boolean {
    const a = this.items[i];
    const b = this.items[j];
    if (!a || !b) return false;
    return a.score < b.score || (a.score === b.score && a.order < b.order);
  }
  private swap(i: number, j: number): void {
    const a = this.items[i];
    const b = this.items[j];
    if (!a || !b) return;
    this.items[i] = b;
    this.items[j] = a;
  }
  push(item: T): void {
    this.items.push({ item, score: this.scoreOf(item), order: this.count++ });
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): T | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (!top || !last) return undefined;
    if (this.items.length > 0) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < this.items.length && this.less(left, least)) least = left;
        if (right < this.items.length && this.less(right, least)) least = right;
        if (least === i) break;
        this.swap(i, least);
        i = least;
      }
    }
    return top.item;
  }
}

/** The acts of a row's walk: from an address to the prior state, then the row's own act. */
export interface Plan {
  setup: Act[];
  act: Act;
}

export interface WalkRow {
  table: string;
  title: string;
  /** The slice whose table it is; absent for the rows across the slices. */
  slice?: keyof RootState;
  /** The state before, and after, the row's event: of its slice, or of the whole store. */
  prior: unknown;
  next: unknown;
  event: UnknownAction;
}

/**
 * A carousel not listed in `services.slides` is at 0 (servicesSlice.ts): `{}` and
 * `{ cosmetics: 0 }` are one state, and the page shows them alike. Rows and the store are
 * compared with the zeros left out (opening a treatment writes its carousel's 0, which a row's
 * prior state written as `{}` does not list).
 */
function withoutZeroSlides(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const slides = record.slides;
  if (typeof slides === 'object' && slides !== null && 'category' in record) {
    const kept = Object.entries(slides).filter(([, index]) => index !== 0);
    return { ...record, slides: Object.fromEntries(kept) };
  }
  if ('services' in record) return { ...record, services: withoutZeroSlides(record.services) };
  return value;
}

export const sliceOf = (row: WalkRow, state: RootState): unknown =>
  withoutZeroSlides(row.slice ? state[row.slice] : state);

const tables = [
  acrossTable,
  everyPageTable,
  doctorsTable,
  localeTable,
  navigationTable,
  servicesTable,
  uiPanelsTable,
] as unknown as TransitionTable<unknown>[];

/** Every row of the atlas's tables, with its prior and next state worked out. */
export function atlasRows(): WalkRow[] {
  return tables.flatMap((table) =>
    table.rows.map(([title, prior, event, changes]): WalkRow => {
      const before = merge(table.initial, prior);
      return {
        table: table.name,
        title,
        ...(table.slice ? { slice: table.slice as keyof RootState } : {}),
        prior: withoutZeroSlides(before),
        next: withoutZeroSlides(merge(before, changes)),
        event,
      };
    }),
  );
}

const sameEvent = (a: UnknownAction, b: UnknownAction) => isDeepStrictEqual(a, b);

/** Whether `act` is the row's event from the row's prior state (incidental events first). */
function performs(row: WalkRow, sim: Sim, act: Act): boolean {
  if (act.race) return false;
  const last = act.events.at(-1);
  if (!last || !sameEvent(last, row.event)) return false;
  const before = act.events.slice(0, -1).reduce((s, e) => rootReducer(s, e), sim.state);
  return isDeepStrictEqual(sliceOf(row, before), row.prior);
}

/** How far `sim` is from the row's prior state: a guide for the search, not a measure. */
function distance(row: WalkRow, sim: Sim): number {
  const have = sliceOf(row, sim.state);
  let count = 0;
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys)
        walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
    } else if (!Object.is(a, b)) count++;
  };
  walk(have, row.prior);
  // An address no link leads to is arrived at by the back button: it must be in the history.
  if (row.event.type === pageVisited.type) {
    const path = cleanPath((row.event.payload as { path: string }).path);
    const address = parseOnce(path);
    const linked = address !== null && isPageOutsideNavbar(address.page);
    if (!linked && !sim.history.includes(path)) count += 2;
  }
  return count;
}

const keyOf = (sim: Sim) =>
  JSON.stringify([
    sim.state,
    sim.history,
    sim.at,
    sim.scrollY,
    sim.scrolls.map((y) => isSticky(y)),
  ]);

/** The addresses a row's walk may start from: its prior state's own, its event's, home. */
function startPaths(row: WalkRow): string[] {
  const root = (
    row.slice ? { ...stateForPath('/'), [row.slice]: row.prior } : row.prior
  ) as RootState;
  const paths = new Set<string>();
  const own = addressOf(root);
  if (own) paths.add(own);
  if (row.event.type === pageVisited.type) paths.add((row.event.payload as { path: string }).path);
  if (root.navigation.notFound) paths.add(`${own ?? ''}/no-such-page`.replace(/^\/\//, '/'));
  paths.add('/');
  return [...paths];
}

/**
 * The shortest walk the model finds (best first, up to `budget` states) from an address to
 * the row's act; `from` replans from where the tab is.
 */
export function plan(row: WalkRow, width: Width, from?: Sim, budget = 400, depth = 8): Plan | null {
  // A first load is pageVisited from the initial state.
  if (
    !from &&
    row.event.type === pageVisited.type &&
    isDeepStrictEqual(sliceOf(row, initialState), row.prior)
  ) {
    const path = (row.event.payload as { path: string }).path;
    return {
      setup: [],
      act: { label: `open ${path}`, how: { kind: 'open', path }, events: [row.event] },
    };
  }
  const frontier: Node[] = from
    ? [nodeOf(from, [])]
    : startPaths(row).map((path) => {
        const open: Act = { label: `open ${path}`, how: { kind: 'open', path }, events: [] };
        return nodeOf(after(newTab, open), [open]);
      });
  const seen = new Set<string>(frontier.map((node) => node.key));
  const score = (node: Node) => node.acts.length + 2 * distance(row, node.sim);
  const queue = new Queue<Node>(score);
  for (const node of frontier) queue.push(node);
  for (let expanded = 0; expanded < budget; expanded++) {
    const node = queue.pop();
    if (!node) break;
    const edges = edgesOf(node, width);
    const own = edges.find((edge) => performs(row, node.sim, edge.act));
    if (own) return { setup: node.acts, act: own.act };
    if (node.acts.length >= depth) continue;
    for (const edge of edges) {
      if (seen.has(edge.key)) continue;
      seen.add(edge.key);
      queue.push({ sim: edge.sim, key: edge.key, acts: [...node.acts, edge.act] });
    }
  }
  return null;
}

interface Node {
  sim: Sim;
  /** The sim's `keyOf`. */
  key: string;
  acts: Act[];
}

const nodeOf = (sim: Sim, acts: Act[]): Node => ({ sim, key: keyOf(sim), acts });

/** An act that changes the tab, and the tab after it. */
interface Edge {
  act: Act;
  sim: Sim;
  key: string;
}

/** The acts from a node's tab that change something (one that sends no event changes nothing but a scroll), each with the tab after it. */
function edgesOf(node: Node, width: Width): Edge[] {
  return actsIn(node.sim, width)
    .filter((act) => act.events.length > 0 || act.how.kind === 'scroll')
    .map((act) => {
      const sim = after(node.sim, act);
      return { act, sim, key: keyOf(sim) };
    });
}

/** Best first from `frontier` (up to `budget` states, `depth` acts) to a state `done` accepts. */
function search(
  frontier: Node[],
  width: Width,
  done: (node: Node) => boolean,
  distanceOf: (node: Node) => number,
  budget: number,
  depth: number,
): Node | null {
  const seen = new Set<string>(frontier.map((node) => node.key));
  const queue = new Queue<Node>((node) => node.acts.length + 2 * distanceOf(node));
  for (const node of frontier) queue.push(node);
  for (let expanded = 0; expanded < budget; expanded++) {
    const node = queue.pop();
    if (!node) break;
    if (done(node)) return node;
    if (node.acts.length >= depth) continue;
    for (const edge of edgesOf(node, width)) {
      if (seen.has(edge.key)) continue;
      seen.add(edge.key);
      queue.push({ sim: edge.sim, key: edge.key, acts: [...node.acts, edge.act] });
    }
  }
  return null;
}

/**
 * The rows of `rows` a visitor can walk from `from` in a few acts, each with the shortest walk
 * found: one breadth-first search from the tab (up to `budget` tabs, `depth` acts) for them
 * all, rather than a search for each.
 */
export function plansFrom(
  from: Sim,
  rows: readonly WalkRow[],
  width: Width,
  budget = 100,
  depth = 3,
): Map<WalkRow, Plan> {
  const byEvent = new Map<string, WalkRow[]>();
  for (const row of rows)
    byEvent.set(row.event.type, [...(byEvent.get(row.event.type) ?? []), row]);
  const found = new Map<WalkRow, Plan>();
  const start = nodeOf(from, []);
  const seen = new Set([start.key]);
  const queue: Node[] = [start];
  for (let i = 0; i < queue.length && i < budget; i++) {
    const node = queue[i];
    if (!node) break;
    const edges = edgesOf(node, width);
    for (const { act } of edges) {
      for (const row of byEvent.get(act.events.at(-1)?.type ?? '') ?? [])
        if (!found.has(row) && performs(row, node.sim, act))
          found.set(row, { setup: node.acts, act });
    }
    if (node.acts.length >= depth) continue;
    for (const edge of edges) {
      if (seen.has(edge.key)) continue;
      seen.add(edge.key);
      queue.push({ sim: edge.sim, key: edge.key, acts: [...node.acts, edge.act] });
    }
  }
  return found;
}

/** The carousels a row's prior state has moved (off slide 0), in the order they are listed. */
function movedSlides(row: WalkRow): [string, number][] {
  if (row.slice !== 'services') return [];
  return Object.entries((row.prior as RootState['services']).slides).filter(([, at]) => at !== 0);
}

/**
 * A walk in stages, for a row whose prior state has moved several carousels (each on its own
 * page): the carousels one by one (each stage a search from where the last ended), then the
 * category and treatment (choosing a treatment puts its carousel on its slide), then that
 * carousel; then the row's own plan from there.
 */
export function planInStages(row: WalkRow, width: Width, budget = 400): Plan | null {
  const moved = movedSlides(row);
  if (moved.length < 2) return null;
  const services = row.prior as RootState['services'];
  const own = services.treatment ? slideOfTreatment(services.treatment)?.carousel : undefined;
  const first = moved.filter(([carousel]) => carousel !== own);
  const last = moved.filter(([carousel]) => carousel === own);
  const stages: { slides: [string, number][]; chosen: boolean }[] = first.map((_, k) => ({
    slides: first.slice(0, k + 1),
    chosen: false,
  }));
  if (services.treatment !== null) {
    stages.push({ slides: first, chosen: true });
    if (last.length > 0) stages.push({ slides: moved, chosen: true });
  }
  // Where the row's act goes back to, when it is an address no link writes; else home.
  const path =
    row.event.type === pageVisited.type ? (row.event.payload as { path: string }).path : '/';
  const open: Act = { label: `open ${path}`, how: { kind: 'open', path }, events: [] };
  let sim = after(newTab, open);
  const setup: Act[] = [open];
  for (const stage of stages) {
    const missing = (node: Node) => {
      const have = node.sim.state.services;
      const slides = stage.slides.filter(([c, at]) => (have.slides[c as CarouselId] ?? 0) !== at);
      const choice =
        stage.chosen &&
        (have.category !== services.category || have.treatment !== services.treatment);
      return slides.length + (choice ? 2 : 0);
    };
    const found = search(
      [nodeOf(sim, [])],
      width,
      (node) => missing(node) === 0,
      missing,
      budget,
      10,
    );
    if (!found) return null;
    setup.push(...found.acts);
    sim = found.sim;
  }
  const rest = plan(row, width, sim, budget, 10);
  return rest ? { setup: [...setup, ...rest.setup], act: rest.act } : null;
}

/** The events a visitor's controls send, whatever the state: every other payload is none's. */
function anyVisitorSends(event: UnknownAction): boolean {
  const p = (event as { payload?: Record<string, unknown> }).payload ?? {};
  switch (event.type) {
    case pageVisited.type:
    case escapePressed.type:
    case menuToggled.type:
    case socialToggled.type:
    case languageMenuToggled.type:
      return true;
    case serviceChosen.type: {
      const category = p.category as CategorySlug | undefined;
      if (!category || !categorySlugs.includes(category)) return false;
      if (!('treatment' in p)) return true;
      return (
        typeof p.treatment === 'string' &&
        (treatmentsOf(category) as readonly string[]).includes(p.treatment)
      );
    }
    case categoryOpened.type:
      return categorySlugs.includes(p.category as CategorySlug);
    case doctorChosen.type:
      return (doctorSlugs as readonly string[]).includes(p.doctor as string);
    case navItemClicked.type:
      return Object.values(navIndex).includes(p.index as NavIndex);
    case pageScrolled.type:
      return typeof p.y === 'number' && p.y >= 0;
    case clickedOutside.type:
      return true;
    case slideChanged.type: {
      const carousel = p.carousel as CarouselId;
      const index = p.index as number;
      return Number.isInteger(index) && index >= 0 && index < slideCountOf(carousel);
    }
    case languageChosen.type:
      return (languages as readonly string[]).includes(p.lng as string);
    default:
      return false;
  }
}

/** Why no visitor can perform a row, when that follows from the row itself; else null. */
export function whyUnreachable(row: WalkRow, width: Width): string | null {
  const event = row.event;
  const p = (event as { payload?: Record<string, unknown> }).payload ?? {};
  if (!anyVisitorSends(event)) {
    if (event.type === serviceChosen.type && !('category' in p && p.category))
      return "no control sends serviceChosen without its category: every treatment link names both (the payload is the DevTools dispatcher's, or a test's)";
    return 'an event no control of the page sends with this payload (bad input the reducer guards against)';
  }
  const prior = (row.slice ? { [row.slice]: row.prior } : row.prior) as Partial<RootState>;
  const ui = prior.uiPanels;
  if (event.type === escapePressed.type && ui && panelClosedByEscape(ui) === null)
    return 'guard: Escape sends escapePressed only while a panel is open (useEscapeKey.ts)';
  if (event.type === clickedOutside.type && ui) {
    const panel = p.panel as Panel;
    const open =
      panel === 'menu'
        ? ui.menuOpen
        : panel === 'social'
          ? ui.socialOpen
          : panel === 'language'
            ? ui.languageOpen
            : ui.submenu !== null;
    if (!open)
      return `guard: a tap outside sends clickedOutside only while its panel is open (useClickOutside.ts)`;
    const others = [ui.menuOpen, ui.socialOpen, ui.submenu !== null, ui.languageOpen].filter(
      Boolean,
    );
    if (others.length > 1)
      return 'a tap outside closes every open panel it is outside of, each with its own clickedOutside: never this one alone from this state';
  }
  if (event.type === serviceChosen.type) {
    const nav = prior.navigation;
    if (nav && (nav.activeIndex !== navIndex.service || nav.notFound || nav.pageOutsideNavbar))
      return "serviceChosen is sent on the Service page only (its category tabs, its treatments' links and buttons), where Service is highlighted: not from this prior page";
    const open = row.slice === 'services' ? (row.prior as RootState['services']).category : null;
    if (
      typeof p.treatment === 'string' &&
      typeof p.category === 'string' &&
      open !== null &&
      open !== p.category
    )
      return "the Service page links the open category's treatments only: a treatment of another category is no link while this one is open";
  }
  if (event.type === slideChanged.type && row.slice === 'services' && p.carousel !== 'categories') {
    const open = (row.prior as RootState['services']).category;
    const home = categorySlugs.find((c) => carouselsOf(c).some((g) => g.carousel === p.carousel));
    if (home !== undefined && home !== open)
      return `the ${String(p.carousel)} carousel is in ${home}'s panel of the Service page, drawn only while ${home} is open (AccordionSection.tsx renders the active panel alone): this prior state has ${String(open)} open`;
  }
  if (event.type === slideChanged.type && row.slice === 'services') {
    const carousel = p.carousel as CarouselId;
    const from = (row.prior as RootState['services']).slides[carousel] ?? 0;
    const moves = movesOf(carousel, from, width);
    if (!moves.some(([, index]) => index === p.index))
      return `from slide ${String(from)} one move of this carousel at this width reaches ${moves.map(([, index]) => String(index)).join(', ') || 'nothing'} (its arrows move by ${String(stepOf(carousel, width))}${settingsAt(carousel, width).dots ? ', its dots to each step' : ''}), not slide ${String(p.index)}`;
  }
  if (row.slice === 'services') {
    const services = row.prior as RootState['services'];
    const slide = services.treatment ? slideOfTreatment(services.treatment) : undefined;
    if (slide) {
      // Choosing a treatment, or arriving at its address, puts its carousel on its slide
      // (servicesSlice.ts); from there only that carousel's own moves change it.
      const reached = new Set([slide.index]);
      for (const at of reached)
        for (const [, to] of movesOf(slide.carousel, at, width)) reached.add(to);
      const want = services.slides[slide.carousel] ?? 0;
      if (!reached.has(want))
        return `with ${services.treatment} chosen its carousel ${slide.carousel} is put on slide ${String(slide.index)} (servicesSlice.ts), and at this width its moves from there reach ${[...reached].sort((a, b) => a - b).join(', ')} (${movesOf(slide.carousel, slide.index, width).length === 0 ? 'every slide in view, no arrows' : `arrows by ${String(stepOf(slide.carousel, width))}`}), never slide ${String(want)}`;
    }
  }
  if (
    !row.slice &&
    event.type === categoryOpened.type &&
    ui?.submenu === null &&
    prior.navigation?.activeIndex === navIndex.contact &&
    !prior.navigation.sticky &&
    !prior.navigation.notFound &&
    prior.navigation.pageOutsideNavbar === null
  )
    return "with the Service submenu closed only the footer's links send categoryOpened, and the Contact page's footer is about 10,000 px down (13,900 on a phone): a scroll, End, or Tab to the link (focus scrolls it into view) passes 125 px, which usePageScroll.ts reports before the link can be pressed, so the navbar is sticky; the back button's scroll put back is undone by the arrival's scroll to the top (usePageArrival.ts)";
  if (event.type === pageScrolled.type) {
    const nav = prior.navigation;
    const y = p.y as number;
    const panelOpen = ui ? panelClosedByEscape(ui) !== null : false;
    if (isSticky(y) === nav?.sticky && !panelOpen)
      return 'guard: a scroll is reported only when it crosses the sticky threshold or a panel is open (usePageScroll.ts)';
    if (
      y > 3500 &&
      nav?.activeIndex === navIndex.meet &&
      !nav.notFound &&
      nav.pageOutsideNavbar === null
    )
      return `the Meet Us page scrolls at most about 3,200 px (746 at 1366×900, 2,167 at 390×844, 3,195 in Russian at 320×480): window.scrollY, the event's y, never reaches ${String(y)}`;
  }
  if (width === 'desktop' && (ui?.menuOpen || event.type === menuToggled.type))
    return 'the phone menu: its button is not shown at desktop width';
  if (event.type === pageVisited.type) {
    const path = (p as { path: string }).path;
    const firstLoad = isDeepStrictEqual(sliceOf(row, initialState), row.prior);
    if (cleanPath(path) !== path && !firstLoad)
      return `${path} is written another way than the site writes it: its page loads at ${cleanPath(path)} (boot.tsx) and no link writes it, so the router never arrives at it after the first load, from the initial state`;
    const shownBefore = row.slice ? null : addressOf(row.prior as RootState);
    if (shownBefore !== null && shows(path, shownBefore))
      return `the store already shows ${path}: the router's arrival there is no event (addressSync.ts)`;
  }
  if (!row.slice && event.type === slideChanged.type && !(prior.navigation?.sticky ?? true))
    return 'every carousel is below the fold: moving one follows a scroll past the sticky threshold, so the navbar is sticky, not as this prior state has it';
  if (
    width === 'phone' &&
    ui?.menuOpen &&
    [serviceChosen.type, slideChanged.type].includes(event.type)
  )
    return 'on a phone the open menu covers the page, whose links send this event; a tap beside the drawer closes the menu first';
  if (
    width === 'phone' &&
    ui &&
    !ui.menuOpen &&
    event.type === navItemClicked.type &&
    (p as { index: NavIndex }).index !== navIndex.home
  )
    return "on a phone the navbar is in the menu's drawer: its items are tapped with the menu open, not as this prior state has it";
  if (
    width === 'phone' &&
    ui?.menuOpen &&
    (event.type === socialToggled.type || event.type === languageMenuToggled.type)
  )
    return "a tap on the topbar's social or language button is outside the open menu, which closes first (NavBar.tsx)";
  if (ui && ui.submenu !== null && event.type === menuToggled.type)
    return 'the menu button is outside the navbar: a tap on it closes the open submenu first (NavBar.tsx)';
  if (ui && ui.menuOpen && ui.socialOpen && width === 'phone')
    return 'this prior state has the menu and the social panel open together: on a phone a tap on the social button is outside the open menu, which closes first';
  if (ui && ui.submenu !== null && (ui.socialOpen || ui.languageOpen))
    return 'a tap on the social or language button is outside the open submenu and closes it first';
  if (ui && ui.socialOpen && ui.languageOpen)
    return "a tap on one of the topbar's two buttons is outside the other's panel and closes it first";
  return null;
}

/**
 * A row's walk: the short search first; then in stages (several carousels moved); then a
 * longer search (a history to build first, as for a 404 page under a navbar page's highlight).
 */
export function planFor(row: WalkRow, width: Width): Plan | null {
  return (
    plan(row, width) ?? planInStages(row, width, 3000) ?? plan(row, width, undefined, 8000, 10)
  );
}
