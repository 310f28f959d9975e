import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import {
  categoryOpened,
  pageVisited,
  serviceChosen,
  slideChanged,
  type ServiceChoice,
} from '../events';
import {
  categoryOfTreatment,
  categorySlugs,
  isCarouselId,
  isCategorySlug,
  isTreatmentSlug,
  slideCountOf,
  slideOfTreatment,
  type CarouselId,
  type CategorySlug,
  type TreatmentSlug,
} from '../../content/catalogue';

export interface ServicesState {
  /** The selected category; null when the visitor toggled it off. */
  category: CategorySlug | null;
  /** The selected treatment; when set it always belongs to `category`. */
  treatment: TreatmentSlug | null;
  /**
   * Each carousel's slide position (the first slide in view), by carousel; a carousel not
   * listed is at 0. Spec §4's single "carousel slide position" is kept per carousel, so the
   * home page's categories and each group of treatments start where the visitor left them.
   */
  slides: Partial<Record<CarouselId, number>>;
}

export const initialServicesState: ServicesState = {
  category: categorySlugs[0] ?? null,
  treatment: null,
  slides: {},
};

type Selection = Pick<ServicesState, 'category' | 'treatment'>;

/**
 * The selection part of spec §4's "choosing a service", as a pure function:
 * - a category alone toggles that category (choosing the selected one again leaves none);
 * - no category with a treatment toggles that treatment;
 * - both select both, except that the selected treatment chosen again is cleared.
 * A treatment always brings its own category; unknown slugs change nothing.
 */
function chooseService(state: Selection, choice: ServiceChoice): Selection {
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

/** An open treatment's card is in view: its carousel starts at it. */
function bringIntoView(state: ServicesState, treatment: TreatmentSlug | null): void {
  const slide = treatment ? slideOfTreatment(treatment) : undefined;
  if (slide) state.slides[slide.carousel] = slide.index;
}

function isSlideOf(carousel: CarouselId, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < slideCountOf(carousel);
}

/** Every rule of the services state. Exported so the table test can list the events it handles. */
export function servicesTransitions(builder: ActionReducerMapBuilder<ServicesState>): void {
  builder
    .addCase(serviceChosen, (state, { payload }) => {
      const next = chooseService(state, payload);
      if (next.treatment !== state.treatment) bringIntoView(state, next.treatment);
      state.category = next.category;
      state.treatment = next.treatment;
    })
    .addCase(categoryOpened, (state, { payload }) => {
      // Unlike choosing a category, opening one never closes it: opening the open category
      // changes nothing (its open treatment stays open).
      if (!isCategorySlug(payload.category) || payload.category === state.category) return;
      state.category = payload.category;
      state.treatment = null;
    })
    .addCase(pageVisited, (state, { payload }) => {
      // A service address names exactly what is open (/service: the first category).
      if (payload.address?.page !== 'service') return;
      state.category = payload.address.category ?? null;
      state.treatment = payload.address.treatment ?? null;
      bringIntoView(state, state.treatment);
    })
    .addCase(slideChanged, (state, { payload }) => {
      if (isCarouselId(payload.carousel) && isSlideOf(payload.carousel, payload.index)) {
        // `+ 0` stores -0 as 0: a slide index is a plain count, and -0 would not survive JSON.
        state.slides[payload.carousel] = payload.index + 0;
      }
    });
}

export const servicesSlice = createSlice({
  name: 'services',
  initialState: initialServicesState,
  reducers: {},
  extraReducers: servicesTransitions,
  selectors: {
    selectSelectedCategory: (state) => state.category,
    selectSelectedTreatment: (state) => state.treatment,
  },
});

export const { selectSelectedCategory, selectSelectedTreatment } = servicesSlice.selectors;
