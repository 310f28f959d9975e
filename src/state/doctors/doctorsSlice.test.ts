/** The selected doctor (spec §4: default the first). */
import { describeTransitions } from '../../../test/transitionTable';
import { doctorsTable } from '../../../test/transitions/doctors';
import { doctorsSlice } from './doctorsSlice';

describeTransitions(doctorsTable);

it('doctors start on the first doctor', () => {
  expect(doctorsSlice.reducer(undefined, { type: 'init' })).toStrictEqual({
    selected: 'oral-maxillofacial-surgeon',
  });
});
