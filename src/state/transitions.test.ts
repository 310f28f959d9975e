/**
 * Spec §4 across the slices: the defaults, the rows where one event changes several slices and
 * the addresses of all 310 pages (their tables in test/transitions/across.ts), and the check
 * that every event of events.ts is handled by some slice.
 */
import { describeTransitions, eventTypes, handledEventTypes } from '../../test/transitionTable';
import { acrossTable, everyPageTable, initialState } from '../../test/transitions/across';
import { doctorsTransitions } from './doctors/doctorsSlice';
import { localeTransitions } from './locale/localeSlice';
import { navigationTransitions } from './navigation/navigationSlice';
import { servicesTransitions } from './services/servicesSlice';
import { uiPanelsTransitions } from './uiPanels/uiPanelsSlice';

describe('defaults (spec §4)', () => {
  it('first category, no treatment, first doctor, carousels at 0, navbar 1, panels closed, not sticky, English', () => {
    expect(initialState).toStrictEqual({
      navigation: { activeIndex: 1, sticky: false, notFound: false, pageOutsideNavbar: null },
      services: { category: 'dental-treatment', treatment: null, slides: {} },
      doctors: { selected: 'oral-maxillofacial-surgeon' },
      uiPanels: { menuOpen: false, socialOpen: false, submenu: null, languageOpen: false },
      locale: { language: 'en' },
    });
  });
});

describeTransitions(acrossTable);

describe('pageVisited of all 310 pages', () => {
  it('covers 62 pages in each of the five languages', () => {
    expect(everyPageTable.rows).toHaveLength(310);
  });
  describeTransitions(everyPageTable);
});

describe('completeness', () => {
  const handled = new Set(
    [
      navigationTransitions,
      servicesTransitions,
      doctorsTransitions,
      uiPanelsTransitions,
      localeTransitions,
    ].flatMap((transitions) =>
      handledEventTypes(transitions as Parameters<typeof handledEventTypes>[0]),
    ),
  );

  it.each(eventTypes)('%s is handled by a slice', (type) => {
    expect(handled.has(type)).toBe(true);
  });

  it('every event a slice handles is an event of events.ts', () => {
    expect([...handled].filter((type) => !eventTypes.includes(type))).toStrictEqual([]);
  });
});
