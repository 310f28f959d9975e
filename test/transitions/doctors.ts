/** The selected doctor (spec §4: default the first). */
import type { Row, TransitionTable } from '../transitionTable';
import { doctorChosen, pageVisited } from '../../src/state/events';
import {
  doctorsSlice,
  doctorsTransitions,
  initialDoctorsState,
  type DoctorsState,
} from '../../src/state/doctors/doctorsSlice';

// prettier-ignore
const rows: Row<DoctorsState>[] = [
  ['doctorChosen selects the doctor', {}, doctorChosen({ doctor: 'associate-dentist' }), { selected: 'associate-dentist' }, ['S4.doctor-chosen.selects']],
  ['doctorChosen the selected doctor keeps it', { selected: 'associate-dentist' }, doctorChosen({ doctor: 'associate-dentist' }), {}, ['S4.doctor-chosen.selects']],
  ['doctorChosen an unknown doctor keeps the selection', { selected: 'associate-dentist' }, doctorChosen({ doctor: 'dr-nobody' }), {}, ['P.bad-input.ignored']],
  ['doctorChosen the empty string keeps the selection', {}, doctorChosen({ doctor: '' }), {}, ['P.bad-input.ignored']],
  ['pageVisited /meet/<doctor> selects that doctor', {}, pageVisited('/meet/associate-dentist'), { selected: 'associate-dentist' }, ['P.address.shows']],
  ['pageVisited /fr/meet/<doctor> selects that doctor', {}, pageVisited('/fr/meet/associate-dentist'), { selected: 'associate-dentist' }, ['P.address.shows']],
  ['pageVisited /meet shows the first doctor', { selected: 'associate-dentist' }, pageVisited('/meet'), { selected: 'oral-maxillofacial-surgeon' }, ['P.address.shows', 'S4.state.doctor']],
  ['pageVisited /meet/ (trailing slash) shows the first doctor', { selected: 'associate-dentist' }, pageVisited('/meet/'), { selected: 'oral-maxillofacial-surgeon' }, ['P.address.shows', 'S4.state.doctor']],
  ['pageVisited an unknown doctor (404) keeps the selection', { selected: 'associate-dentist' }, pageVisited('/meet/dr-nobody'), {}, ['P.not-found.keeps']],
  ['pageVisited another page keeps the selection', { selected: 'associate-dentist' }, pageVisited('/contact'), {}, ['P.address.shows']],
  ['pageVisited /meet/a/b (404) keeps the selection', { selected: 'associate-dentist' }, pageVisited('/meet/associate-dentist/b'), {}, ['P.not-found.keeps']],
];

/** The doctors slice's transition table: run by doctorsSlice.test.ts, read by the atlas and the walk. */
export const doctorsTable: TransitionTable<DoctorsState> = {
  name: 'doctors',
  slice: 'doctors',
  reducer: doctorsSlice.reducer,
  initial: initialDoctorsState,
  transitions: doctorsTransitions,
  rows,
};
