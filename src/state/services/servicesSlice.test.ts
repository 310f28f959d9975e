/**
 * The services state: the selected category (default the first) and treatment, and each
 * carousel's slide position. Spec §4: choosing only a category toggles it; a null category
 * with a treatment toggles the treatment; the same treatment chosen again is cleared.
 */
import { describeTransitions } from '../../../test/transitionTable';
import { servicesTable } from '../../../test/transitions/services';
import { slideChanged } from '../events';
import { initialServicesState, servicesSlice } from './servicesSlice';

describeTransitions(servicesTable);

it('services start on the first category, no treatment, every carousel at its first slide', () => {
  expect(servicesSlice.reducer(undefined, { type: 'init' })).toStrictEqual({
    category: 'dental-treatment',
    treatment: null,
    slides: {},
  });
});

it('a slide index of -0 is stored as 0, so the state survives a JSON round trip', () => {
  const state = servicesSlice.reducer(
    initialServicesState,
    slideChanged({ carousel: 'categories', index: -0 }),
  );
  expect(Object.is(state.slides.categories, 0)).toBe(true);
});
