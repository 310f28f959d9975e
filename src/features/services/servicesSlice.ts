import { createSlice } from '@reduxjs/toolkit';
import { parseAddress } from '../../app/address';
import { pageVisited, serviceChosen, slideChanged, type ServiceChoice } from '../../app/events';
import {
  categoryOfTreatment,
  categorySlugs,
  isCategorySlug,
  isTreatmentSlug,
  type CategorySlug,
  type TreatmentSlug,
} from '../../content/catalogue';

export interface ServicesState {
  /** The selected category; null when the visitor toggled it off. */
  category: CategorySlug | null;
  /** The selected treatment; when set it always belongs to `category`. */
  treatment: TreatmentSlug | null;
  /** The services carousel's slide position. */
  slide: number;
}

export const initialServicesState: ServicesState = {
  category: categorySlugs[0] ?? null,
  treatment: null,
  slide: 0,
};

/**
 * The selection part of spec §4's "choosing a service", as a pure function:
 * - a category alone toggles that category (choosing the selected one again leaves none);
 * - no category with a treatment toggles that treatment;
 * - both select both, except that the selected treatment chosen again is cleared.
 * A treatment always brings its own category; unknown slugs change nothing.
 */
export function chooseService(
  state: Pick<ServicesState, 'category' | 'treatment'>,
  choice: ServiceChoice,
): Pick<ServicesState, 'category' | 'treatment'> {
  const { category, treatment } = choice;
  const hasCategory = category !== undefined && category !== null;
  const hasTreatment = treatment !== undefined && treatment !== null;

  if (hasTreatment) {
    if (!isTreatmentSlug(treatment)) return state;
    const owner = categoryOfTreatment(treatment) ?? null;
    if (hasCategory && category !== owner) return state;
    if (treatment === state.treatment) {
      // Chosen again: the treatment is cleared; with a category given the category stays.
      return { category: owner, treatment: null };
    }
    return { category: owner, treatment };
  }

  if (hasCategory) {
    if (!isCategorySlug(category)) return state;
    return state.category === category
      ? { category: null, treatment: null }
      : { category, treatment: null };
  }

  return state;
}

function isSlideIndex(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

export const servicesSlice = createSlice({
  name: 'services',
  initialState: initialServicesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(serviceChosen, (state, { payload }) => {
        const next = chooseService(state, payload);
        state.category = next.category;
        state.treatment = next.treatment;
        if (payload.slide !== undefined && isSlideIndex(payload.slide)) state.slide = payload.slide;
      })
      .addCase(pageVisited, (state, { payload }) => {
        // A service address names exactly what is open: /service names no category.
        const address = parseAddress(payload.path);
        if (address?.page !== 'service') return;
        if (address.category !== state.category) state.slide = 0;
        state.category = address.category ?? null;
        state.treatment = address.treatment ?? null;
      })
      .addCase(slideChanged, (state, { payload }) => {
        if (isSlideIndex(payload.index)) state.slide = payload.index;
      });
  },
  selectors: {
    selectSelectedCategory: (state) => state.category,
    selectSelectedTreatment: (state) => state.treatment,
    selectSlide: (state) => state.slide,
  },
});

export const { selectSelectedCategory, selectSelectedTreatment, selectSlide } =
  servicesSlice.selectors;
