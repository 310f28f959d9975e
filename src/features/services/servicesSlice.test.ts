/**
 * The services state: the selected category (default the first) and treatment, and each
 * carousel's slide position. Spec §4: choosing only a category toggles it; a null category
 * with a treatment toggles the treatment; the same treatment chosen again is cleared.
 */
import { describeTransitions } from '../../../test/transitionTable';
import { servicesTable } from '../../../test/transitions/services';
import { servicesSlice } from './servicesSlice';

describeTransitions(servicesTable);

it('services start on the first category, no treatment, every carousel at its first slide', () => {
  expect(servicesSlice.reducer(undefined, { type: 'init' })).toStrictEqual({
    category: 'dental-treatment',
    treatment: null,
    slides: {},
  });
});
