import { createSlice } from '@reduxjs/toolkit';
import { parseAddress } from '../../app/address';
import { doctorChosen, pageVisited } from '../../app/events';
import { doctorSlugs, isDoctorSlug, type DoctorSlug } from '../../content/catalogue';

export interface DoctorsState {
  selected: DoctorSlug;
}

export const initialDoctorsState: DoctorsState = { selected: doctorSlugs[0] };

export const doctorsSlice = createSlice({
  name: 'doctors',
  initialState: initialDoctorsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(doctorChosen, (state, { payload }) => {
        // An unknown slug selects nothing new; the page still moves to Meet Us.
        if (isDoctorSlug(payload.doctor)) state.selected = payload.doctor;
      })
      .addCase(pageVisited, (state, { payload }) => {
        // /meet/<doctor> names a doctor; /meet keeps the one selected.
        const doctor = parseAddress(payload.path)?.doctor;
        if (doctor) state.selected = doctor;
      });
  },
  selectors: {
    selectSelectedDoctor: (state) => state.selected,
  },
});

export const { selectSelectedDoctor } = doctorsSlice.selectors;
