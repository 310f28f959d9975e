import { createSlice } from '@reduxjs/toolkit';
import { doctorChosen } from '../../app/events';
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
    builder.addCase(doctorChosen, (state, { payload }) => {
      // An unknown slug selects nothing new; the page still moves to Meet Us.
      if (isDoctorSlug(payload.doctor)) state.selected = payload.doctor;
    });
  },
  selectors: {
    selectSelectedDoctor: (state) => state.selected,
  },
});

export const { selectSelectedDoctor } = doctorsSlice.selectors;
