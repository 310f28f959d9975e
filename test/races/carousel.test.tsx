/**
 * The home page's carousel whatever the order: its code (react-slick, asked for when the row is
 * seen) arrives before, between or after the visitor's Tabs, swipes and clicks on Next and
 * Previous, and the end of each scroll comes before or after the code. Whatever the order, the
 * store holds the visitor's last move and nothing else (a Tab that scrolls the row to show a
 * card is no move), react-slick shows the stored slide, and no invariant, console error or
 * unhandled rejection. docs/testing.md#races-as-properties.
 */
import { fireEvent, screen, within } from '@testing-library/dom';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectSlideOf } from '../../src/state/selectors';
import { catalogue } from '../../src/content/catalogue';
import { categoryCarouselSettings } from '../../src/features/home/carouselSettings';
import type { Step } from '../invariants';
import { holdCarouselCode, layOutRows, SLIDE_WIDTH } from '../carousel';
import { renderApp } from '../renderApp';
import { brokenSteps, recordSteps, releaseAll, watchForErrors, watchShortTimers } from './kit';

// react-slick slides for 30 ms here instead of 700: a run waits out each slide.
vi.mock('../../src/features/home/carouselSettings', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/features/home/carouselSettings')>();
  return {
    ...actual,
    categoryCarouselSettings: { ...actual.categoryCarouselSettings, speed: 30 },
  };
});

const cards = catalogue.length;
const inView = categoryCarouselSettings.slidesToShow ?? 1;

type Visit =
  | { kind: 'tab'; card: number }
  | { kind: 'swipe'; to: number }
  | { kind: 'next' }
  | { kind: 'previous' };

// A Tab most often: with the code late, it is the act the row can mistake for a swipe.
const visit: fc.Arbitrary<Visit> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .integer({ min: 0, max: cards - 1 })
      .map((card) => ({ kind: 'tab', card }) as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 0, max: cards - inView })
      .map((to) => ({ kind: 'swipe', to }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'next' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'previous' } as const) },
);

const carousel = () => screen.getByRole('region', { name: 'Service categories' });
const staticRow = () => document.querySelector<HTMLElement>('.carousel-row');
/** Whether the code was asked for: its import then ends inside the same `act`. */
let codeAsked = false;
const busy = () => codeAsked && !document.querySelector('.slick-slider');

/**
 * The first card react-slick shows (its first active slide; a clone counts as the card it
 * copies). Not `.slick-current`: wrapping backwards past the first card, react-slick 0.31 marks
 * the card before the one it shows.
 */
const slickShows = () => {
  const index = document.querySelector('.slick-active')?.getAttribute('data-index');
  return index == null ? null : (((Number(index) % cards) + cards) % cards).toString();
};

describe('the carousel, its code and the visitor in any order', () => {
  let restoreLayout: () => void;
  let restoreTimers: () => void;
  beforeAll(async () => {
    restoreTimers = watchShortTimers();
    // The code is in memory from the first run on: its arrival is the moment it is asked for.
    await import('../../src/components/SlickCarousel');
    restoreLayout = layOutRows();
    // scrollend is what Chromium and Firefox fire; the test fires it when the scheduler says.
    Object.defineProperty(window, 'onscrollend', {
      configurable: true,
      writable: true,
      value: null,
    });
  });
  afterAll(() => {
    restoreTimers();
    restoreLayout();
    Reflect.deleteProperty(window, 'onscrollend');
  });

  it('the store holds the last move, react-slick shows it, a Tab moves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(visit, { minLength: 1, maxLength: 4 }),
        async (s, visits) => {
          const code = holdCarouselCode();
          codeAsked = false;
          const steps: Step[] = [];
          const { store, unmount } = await renderApp('/', undefined, [recordSteps(steps)]);
          const errors = watchForErrors();
          const visitor = {
            /** The slide the visitor moved to last, as far as they can tell. */
            expected: 0,
            /** Whether an arrow was clicked since the last swipe: react-slick then says where. */
            arrowClicked: false,
          };
          const stored = () => selectSlideOf(store.getState(), 'categories');

          /** The row's scroll ends when the scheduler says (a scroll the code may overtake). */
          const scrollEnds = (row: HTMLElement) =>
            s.schedule(Promise.resolve(), 'the scroll ends').then(() => {
              fireEvent(row, new Event('scrollend'));
            });

          const perform = async (step: Visit): Promise<void> => {
            const row = staticRow();
            if (step.kind === 'tab') {
              const links = within(carousel()).queryAllByRole('link');
              const link = links[step.card];
              if (!link) return;
              fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
              link.focus();
              if (!row) return;
              // The browser brings the focused card into view, a card before it showing too.
              const first = Math.round(row.scrollLeft / SLIDE_WIDTH);
              if (step.card >= first && step.card < first + inView) return;
              row.scrollLeft = Math.max(0, step.card - 1) * SLIDE_WIDTH;
              fireEvent.scroll(row);
              await scrollEnds(row);
            } else if (step.kind === 'swipe') {
              if (!row) return;
              fireEvent.wheel(row);
              row.scrollLeft = step.to * SLIDE_WIDTH;
              fireEvent.scroll(row);
              visitor.expected = step.to;
              visitor.arrowClicked = false;
              await scrollEnds(row);
            } else {
              const name = step.kind === 'next' ? 'Next' : 'Previous';
              const arrow = within(carousel()).queryByRole('button', { name });
              if (!arrow || arrow.hasAttribute('disabled')) return;
              fireEvent.click(arrow);
              // Where react-slick goes (or whether it ignores a click while it slides) is its own
              // to say: the store must agree with where it comes to rest.
              visitor.arrowClicked = true;
            }
          };

          // The visitor's acts one after another, each when the scheduler says; the code arrives
          // when the row is seen, at a moment the scheduler chooses among them.
          let acts = Promise.resolve();
          for (const [index, step] of visits.entries())
            acts = acts
              .then(() =>
                s.schedule(Promise.resolve(), `visitor ${String(index)}: ${JSON.stringify(step)}`),
              )
              .then(() => perform(step));
          void s
            .schedule(Promise.resolve(), 'the carousel is seen: its code is asked for')
            .then(() => {
              codeAsked = true;
              code.show();
            });
          try {
            await releaseAll(s, busy);
            await acts;

            expect(brokenSteps(steps)).toEqual([]);
            if (!visitor.arrowClicked) expect(stored()).toBe(visitor.expected);
            expect(slickShows()).toBe(String(stored()));
            expect(await errors.stop()).toEqual([]);
          } finally {
            await errors.stop();
            unmount();
            vi.unstubAllGlobals();
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
