/** The navbar: which item is highlighted (spec §4's index) and whether it sticks (§9: 125 px). */
import { describeTransitions } from '../../../test/transitionTable';
import { navigationTable } from '../../../test/transitions/navigation';
import { navigationSlice } from './navigationSlice';

describeTransitions(navigationTable);

it('navigation starts on Home, not sticky, on a page', () => {
  expect(navigationSlice.reducer(undefined, { type: 'init' })).toStrictEqual({
    activeIndex: 1,
    sticky: false,
    notFound: false,
    pageOutsideNavbar: null,
  });
});
