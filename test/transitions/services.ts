/**
 * The services state: the selected category (default the first) and treatment, and each
 * carousel's slide position. Spec §4: choosing only a category toggles it; a null category
 * with a treatment toggles the treatment; the same treatment chosen again is cleared.
 */
import type { Row, TransitionTable } from '../transitionTable';
import { categoryOpened, pageVisited, serviceChosen, slideChanged } from '../../src/state/events';
import {
  initialServicesState,
  servicesSlice,
  servicesTransitions,
  type ServicesState,
} from '../../src/state/services/servicesSlice';

/** A state with carousels moved, to show which events leave positions alone. */
const moved: Partial<ServicesState> = {
  slides: { categories: 2, cosmetics: 4, 'dental-treatment': 6 },
};

// prettier-ignore
const rows: Row<ServicesState>[] = [
  // a category alone toggles that category
  ['serviceChosen another category selects it', { category: 'dental-treatment' }, serviceChosen({ category: 'cosmetics' }), { category: 'cosmetics' }, ['S4.category-alone.toggles']],
  ['serviceChosen the selected category again leaves none', { category: 'cosmetics' }, serviceChosen({ category: 'cosmetics' }), { category: null }, ['S4.category-alone.toggles']],
  ['serviceChosen a category after none selects it', { category: null }, serviceChosen({ category: 'skin-and-hair' }), { category: 'skin-and-hair' }, ['S4.category-alone.toggles']],
  ['serviceChosen a category clears the treatment of the old one', { category: 'cosmetics', treatment: 'botox' }, serviceChosen({ category: 'skin-and-hair' }), { category: 'skin-and-hair', treatment: null }, ['S4.category-alone.toggles']],
  ['serviceChosen the selected category again clears its treatment too', { category: 'cosmetics', treatment: 'botox' }, serviceChosen({ category: 'cosmetics' }), { category: null, treatment: null }, ['S4.category-alone.toggles']],
  ['serviceChosen a category with a null treatment is a category alone', { category: 'cosmetics' }, serviceChosen({ category: 'cosmetics', treatment: null }), { category: null }, ['S4.category-alone.toggles']],
  ['serviceChosen a category keeps every carousel where it is', { ...moved, category: 'cosmetics' }, serviceChosen({ category: 'dental-treatment' }), { category: 'dental-treatment' }, ['S4.category-alone.toggles', 'S4.carousel.stored-start']],
  // no category with a treatment toggles that treatment
  ['serviceChosen a treatment alone selects it and its category, its card in view', { category: 'dental-treatment' }, serviceChosen({ treatment: 'dermal-fillers' }), { category: 'cosmetics', treatment: 'dermal-fillers', slides: { cosmetics: 1 } }, ['S4.null-category-treatment.toggles', 'P.carousel.treatment-in-view']],
  ['serviceChosen the selected treatment alone again clears it, the carousel stays', { category: 'cosmetics', treatment: 'botox', slides: { cosmetics: 3 } }, serviceChosen({ treatment: 'botox' }), { treatment: null }, ['S4.same-treatment.clears', 'S4.null-category-treatment.toggles', 'S4.carousel.stored-start']],
  ['serviceChosen a null category with a treatment toggles the treatment', { category: 'cosmetics', treatment: 'botox' }, serviceChosen({ category: null, treatment: 'botox' }), { treatment: null }, ['S4.null-category-treatment.toggles', 'S4.same-treatment.clears']],
  ['serviceChosen another treatment replaces the selected one', { category: 'cosmetics', treatment: 'botox' }, serviceChosen({ treatment: 'rhinoplasty' }), { treatment: 'rhinoplasty', slides: { cosmetics: 8 } }, ['S4.null-category-treatment.toggles', 'P.carousel.treatment-in-view']],
  ['serviceChosen a treatment when no category is selected brings its category', { category: null }, serviceChosen({ treatment: 'sinus-lift' }), { category: 'implants-and-oral-surgery', treatment: 'sinus-lift', slides: { 'dental-implants': 4 } }, ['S4.null-category-treatment.toggles', 'P.both.select-both', 'P.carousel.treatment-in-view']],
  ['serviceChosen a treatment in a named group moves that group\'s carousel', { category: 'implants-and-oral-surgery' }, serviceChosen({ treatment: 'wisdom-teeth' }), { treatment: 'wisdom-teeth', slides: { 'oral-surgery': 1 } }, ['P.carousel.treatment-in-view', 'P.carousel.per-carousel']],
  ['serviceChosen a single-card treatment moves no carousel', { ...moved, category: 'skin-and-hair' }, serviceChosen({ treatment: 'hair-prp' }), { treatment: 'hair-prp' }, ['P.carousel.treatment-in-view', 'S4.carousel.stored-start']],
  // both select both, except the selected treatment chosen again is cleared
  ['serviceChosen both select both', { category: 'dental-treatment' }, serviceChosen({ category: 'skin-and-hair', treatment: 'microblading' }), { category: 'skin-and-hair', treatment: 'microblading', slides: { 'lips-and-brows': 2 } }, ['P.both.select-both', 'P.carousel.treatment-in-view']],
  ['serviceChosen both with the selected treatment clear the treatment, keep the category', { category: 'skin-and-hair', treatment: 'microblading' }, serviceChosen({ category: 'skin-and-hair', treatment: 'microblading' }), { treatment: null }, ['S4.same-treatment.clears', 'P.both.select-both']],
  // bad input changes nothing, carousels included
  ['serviceChosen a treatment of another category than the one given changes nothing', { ...moved, category: 'cosmetics' }, serviceChosen({ category: 'cosmetics', treatment: 'veneers' }), {}, ['P.bad-input.ignored']],
  ['serviceChosen an unknown category changes nothing', { ...moved, category: 'cosmetics', treatment: 'botox' }, serviceChosen({ category: 'no-such-category' }), {}, ['P.bad-input.ignored']],
  ['serviceChosen an unknown treatment changes nothing', { ...moved, category: 'cosmetics', treatment: 'botox' }, serviceChosen({ treatment: 'no-such-treatment' }), {}, ['P.bad-input.ignored']],
  ['serviceChosen neither category nor treatment changes nothing', { ...moved, category: 'cosmetics', treatment: 'botox' }, serviceChosen({}), {}, ['P.bad-input.ignored']],
  // opening a category never closes it
  ['categoryOpened another category opens it', { category: 'dental-treatment' }, categoryOpened({ category: 'cosmetics' }), { category: 'cosmetics' }, ['P.category-opened.opens']],
  ['categoryOpened the open category keeps it open', { category: 'cosmetics' }, categoryOpened({ category: 'cosmetics' }), {}, ['P.category-opened.opens']],
  ['categoryOpened the open category keeps its treatment', { category: 'cosmetics', treatment: 'botox' }, categoryOpened({ category: 'cosmetics' }), {}, ['P.category-opened.opens']],
  ['categoryOpened another category closes the old treatment', { category: 'cosmetics', treatment: 'botox' }, categoryOpened({ category: 'skin-and-hair' }), { category: 'skin-and-hair', treatment: null }, ['P.category-opened.opens']],
  ['categoryOpened after none opens it', { category: null }, categoryOpened({ category: 'maxillofacial-surgery' }), { category: 'maxillofacial-surgery' }, ['P.category-opened.opens']],
  ['categoryOpened an unknown category changes nothing', { ...moved, category: 'cosmetics' }, categoryOpened({ category: 'no-such' }), {}, ['P.category-opened.opens', 'P.bad-input.ignored']],
  ['categoryOpened a treatment slug is no category: nothing', { category: 'cosmetics' }, categoryOpened({ category: 'botox' }), {}, ['P.category-opened.opens', 'P.bad-input.ignored']],
  // an address names exactly what is open
  ['pageVisited /service opens the first category (spec §4 default)', { category: null }, pageVisited('/service'), { category: 'dental-treatment' }, ['P.address.shows', 'S4.state.category']],
  ['pageVisited /service closes an open treatment', { category: 'cosmetics', treatment: 'botox' }, pageVisited('/service'), { category: 'dental-treatment', treatment: null }, ['P.address.shows', 'S4.state.category', 'S4.state.treatment']],
  ['pageVisited /service/cosmetics opens the category, no treatment', { category: 'cosmetics', treatment: 'botox' }, pageVisited('/service/cosmetics'), { treatment: null }, ['P.address.shows']],
  ['pageVisited a category keeps its carousel where it was', { ...moved }, pageVisited('/service/cosmetics'), { category: 'cosmetics' }, ['P.address.shows', 'S4.carousel.stored-start']],
  ['pageVisited a treatment opens it with its card in view', {}, pageVisited('/service/cosmetics/rhinoplasty'), { category: 'cosmetics', treatment: 'rhinoplasty', slides: { cosmetics: 8 } }, ['P.address.shows', 'P.carousel.treatment-in-view']],
  ['pageVisited a Hindi treatment address is the same treatment', {}, pageVisited('/hi/service/dental-treatment/tooth-jewellery'), { treatment: 'tooth-jewellery', slides: { 'dental-treatment': 10 } }, ['P.address.shows', 'P.carousel.treatment-in-view']],
  ['pageVisited another page keeps the selection', { ...moved, category: 'cosmetics', treatment: 'botox' }, pageVisited('/contact'), {}, ['P.address.shows', 'S4.carousel.stored-start']],
  ['pageVisited an unknown treatment (404) changes nothing', { category: 'cosmetics' }, pageVisited('/service/cosmetics/no-such'), {}, ['P.not-found.keeps']],
  ['pageVisited a treatment under another category (404) changes nothing', {}, pageVisited('/service/cosmetics/veneers'), {}, ['P.not-found.keeps']],
  ['pageVisited /service/a/b/c (404) changes nothing', { category: 'cosmetics' }, pageVisited('/service/a/b/c'), {}, ['P.not-found.keeps']],
  // carousels report where they are; positions are kept per carousel
  ['slideChanged moves the home carousel', {}, slideChanged({ carousel: 'categories', index: 3 }), { slides: { categories: 3 } }, ['S4.carousel.stored-start', 'P.carousel.per-carousel']],
  ['slideChanged moves one group\'s carousel, not the others', { ...moved }, slideChanged({ carousel: 'oral-surgery', index: 2 }), { slides: { 'oral-surgery': 2 } }, ['S4.carousel.stored-start', 'P.carousel.per-carousel']],
  ['slideChanged back to the first slide', { slides: { cosmetics: 4 } }, slideChanged({ carousel: 'cosmetics', index: 0 }), { slides: { cosmetics: 0 } }, ['S4.carousel.stored-start', 'P.carousel.per-carousel']],
  ['slideChanged to the last slide', {}, slideChanged({ carousel: 'dental-treatment', index: 10 }), { slides: { 'dental-treatment': 10 } }, ['S4.carousel.stored-start', 'P.carousel.per-carousel']],
  ['slideChanged past the last slide is ignored', { ...moved }, slideChanged({ carousel: 'dental-treatment', index: 11 }), {}, ['P.carousel.per-carousel', 'P.bad-input.ignored']],
  ['slideChanged to a negative slide is ignored', { ...moved }, slideChanged({ carousel: 'cosmetics', index: -1 }), {}, ['P.carousel.per-carousel', 'P.bad-input.ignored']],
  ['slideChanged to a fractional slide is ignored', { ...moved }, slideChanged({ carousel: 'cosmetics', index: 1.5 }), {}, ['P.carousel.per-carousel', 'P.bad-input.ignored']],
  ['slideChanged to NaN is ignored', { ...moved }, slideChanged({ carousel: 'cosmetics', index: Number.NaN }), {}, ['P.carousel.per-carousel', 'P.bad-input.ignored']],
  ['slideChanged of an unknown carousel is ignored', { ...moved }, slideChanged({ carousel: 'no-such', index: 1 }), {}, ['P.carousel.per-carousel', 'P.bad-input.ignored']],
  ['slideChanged of a single card (no carousel) is ignored', {}, slideChanged({ carousel: 'hair', index: 0 }), {}, ['P.carousel.per-carousel', 'P.bad-input.ignored']],
  ['slideChanged leaves the selection', { category: 'cosmetics', treatment: 'botox' }, slideChanged({ carousel: 'cosmetics', index: 5 }), { slides: { cosmetics: 5 } }, ['S4.carousel.stored-start']],
];

/** The services slice's transition table: run by servicesSlice.test.ts, read by the atlas and the walk. */
export const servicesTable: TransitionTable<ServicesState> = {
  name: 'services',
  slice: 'services',
  reducer: servicesSlice.reducer,
  initial: initialServicesState,
  transitions: servicesTransitions,
  rows,
};
