/** The selected doctor (spec §4: default the first). */
import { describeTransitions, type Row } from '../../../test/transitionTable';
import { doctorChosen, pageVisited } from '../../app/events';
import {
  doctorsSlice,
  doctorsTransitions,
  initialDoctorsState,
  type DoctorsState,
} from './doctorsSlice';

// prettier-ignore
const rows: Row<DoctorsState>[] = [
  ['doctorChosen selects the doctor', {}, doctorChosen({ doctor: 'associate-dentist' }), { selected: 'associate-dentist' }],
  ['doctorChosen the selected doctor keeps it', { selected: 'associate-dentist' }, doctorChosen({ doctor: 'associate-dentist' }), {}],
  ['doctorChosen an unknown doctor keeps the selection', { selected: 'associate-dentist' }, doctorChosen({ doctor: 'dr-nobody' }), {}],
  ['doctorChosen the empty string keeps the selection', {}, doctorChosen({ doctor: '' }), {}],
  ['pageVisited /meet/<doctor> selects that doctor', {}, pageVisited('/meet/associate-dentist'), { selected: 'associate-dentist' }],
  ['pageVisited /fr/meet/<doctor> selects that doctor', {}, pageVisited('/fr/meet/associate-dentist'), { selected: 'associate-dentist' }],
  ['pageVisited /meet shows the first doctor', { selected: 'associate-dentist' }, pageVisited('/meet'), { selected: 'oral-maxillofacial-surgeon' }],
  ['pageVisited /meet/ (trailing slash) shows the first doctor', { selected: 'associate-dentist' }, pageVisited('/meet/'), { selected: 'oral-maxillofacial-surgeon' }],
  ['pageVisited an unknown doctor (404) keeps the selection', { selected: 'associate-dentist' }, pageVisited('/meet/dr-nobody'), {}],
  ['pageVisited another page keeps the selection', { selected: 'associate-dentist' }, pageVisited('/contact'), {}],
  ['pageVisited /meet/a/b (404) keeps the selection', { selected: 'associate-dentist' }, pageVisited('/meet/associate-dentist/b'), {}],
];

describeTransitions('doctors', {
  reducer: doctorsSlice.reducer,
  initial: initialDoctorsState,
  transitions: doctorsTransitions,
  rows,
});

it('doctors start on the first doctor', () => {
  expect(doctorsSlice.reducer(undefined, { type: 'init' })).toStrictEqual({
    selected: 'oral-maxillofacial-surgeon',
  });
});
