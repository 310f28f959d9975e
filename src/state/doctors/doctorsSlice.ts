import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { doctorChosen, pageVisited } from '../events';
import { doctorSlugs, isDoctorSlug, type DoctorSlug } from '../../content/catalogue';

export interface DoctorsState {
  /** The doctor shown on Meet Us: the first until the visitor chooses another. */
  selected: DoctorSlug;
}

export const initialDoctorsState: DoctorsState = { selected: doctorSlugs[0] };

/** Every rule of the doctors state. Exported so the table test can list the events it handles. */
export function doctorsTransitions(builder: ActionReducerMapBuilder<DoctorsState>): void {
  builder
    .addCase(doctorChosen, (state, { payload }) => {
      // An unknown slug selects nothing new; the page still moves to Meet Us.
      if (isDoctorSlug(payload.doctor)) state.selected = payload.doctor;
    })
    .addCase(pageVisited, (state, { payload }) => {
      // /meet/<doctor> names a doctor; /meet shows the first (resolveAddress).
      if (payload.address?.doctor) state.selected = payload.address.doctor;
    });
}

export const doctorsSlice = createSlice({
  name: 'doctors',
  initialState: initialDoctorsState,
  reducers: {},
  extraReducers: doctorsTransitions,
  selectors: {
    selectSelectedDoctor: (state) => state.selected,
  },
});

export const { selectSelectedDoctor } = doctorsSlice.selectors;
