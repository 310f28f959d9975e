import type { UnknownAction } from '@reduxjs/toolkit';
import { serviceChosen, slideChanged } from '../../app/events';
import { initialServicesState, servicesSlice, type ServicesState } from './servicesSlice';

const reduce = (state: ServicesState, action: UnknownAction) =>
  servicesSlice.reducer(state, action);
const services = (overrides: Partial<ServicesState> = {}): ServicesState => ({
  ...initialServicesState,
  ...overrides,
});

describe('services: defaults', () => {
  it('starts on the first category, no treatment, slide 0', () => {
    expect(servicesSlice.reducer(undefined, { type: 'init' })).toEqual({
      category: 'dental-treatment',
      treatment: null,
      slide: 0,
    });
  });
});

describe('services: serviceChosen (spec §4 "choosing a service")', () => {
  // prettier-ignore
  it.each<[string, Partial<ServicesState>, Parameters<typeof serviceChosen>[0], Partial<ServicesState>]>([
    // rule: a category alone toggles that category
    ['another category selects it', { category: 'dental-treatment' }, { category: 'cosmetics' }, { category: 'cosmetics', treatment: null }],
    ['the selected category again leaves none', { category: 'cosmetics' }, { category: 'cosmetics' }, { category: null, treatment: null }],
    ['a category after none selects it', { category: null }, { category: 'skin-and-hair' }, { category: 'skin-and-hair', treatment: null }],
    ['a category clears the treatment of the old one', { category: 'cosmetics', treatment: 'botox' }, { category: 'skin-and-hair' }, { category: 'skin-and-hair', treatment: null }],
    ['the selected category again clears its treatment too', { category: 'cosmetics', treatment: 'botox' }, { category: 'cosmetics' }, { category: null, treatment: null }],
    ['a category with a null treatment is a category alone', { category: 'cosmetics' }, { category: 'cosmetics', treatment: null }, { category: null, treatment: null }],
    // rule: no category with a treatment toggles that treatment
    ['a treatment alone selects it and its category', { category: 'dental-treatment' }, { treatment: 'botox' }, { category: 'cosmetics', treatment: 'botox' }],
    ['the selected treatment alone again clears it', { category: 'cosmetics', treatment: 'botox' }, { treatment: 'botox' }, { category: 'cosmetics', treatment: null }],
    ['a null category with a treatment toggles the treatment', { category: 'cosmetics', treatment: 'botox' }, { category: null, treatment: 'botox' }, { category: 'cosmetics', treatment: null }],
    ['another treatment replaces the selected one', { category: 'cosmetics', treatment: 'botox' }, { treatment: 'rhinoplasty' }, { category: 'cosmetics', treatment: 'rhinoplasty' }],
    ['a treatment when no category is selected brings its category', { category: null }, { treatment: 'sinus-lift' }, { category: 'implants-and-oral-surgery', treatment: 'sinus-lift' }],
    // rule: both select both, except the selected treatment chosen again is cleared
    ['both select both', { category: 'dental-treatment' }, { category: 'skin-and-hair', treatment: 'microblading' }, { category: 'skin-and-hair', treatment: 'microblading' }],
    ['both with the selected treatment clear the treatment, keep the category', { category: 'skin-and-hair', treatment: 'microblading' }, { category: 'skin-and-hair', treatment: 'microblading' }, { category: 'skin-and-hair', treatment: null }],
    ['both with the selected category select the treatment', { category: 'skin-and-hair' }, { category: 'skin-and-hair', treatment: 'hair-prp' }, { category: 'skin-and-hair', treatment: 'hair-prp' }],
    // bad input changes nothing
    ['a treatment of another category than the one given is ignored', { category: 'cosmetics' }, { category: 'cosmetics', treatment: 'veneers' }, { category: 'cosmetics', treatment: null }],
    ['an unknown category is ignored', { category: 'cosmetics', treatment: 'botox' }, { category: 'no-such-category' }, { category: 'cosmetics', treatment: 'botox' }],
    ['an unknown treatment is ignored', { category: 'cosmetics', treatment: 'botox' }, { treatment: 'no-such-treatment' }, { category: 'cosmetics', treatment: 'botox' }],
    ['neither category nor treatment changes nothing', { category: 'cosmetics', treatment: 'botox' }, {}, { category: 'cosmetics', treatment: 'botox' }],
  ])('%s', (_rule, prior, choice, expected) => {
    expect(reduce(services(prior), serviceChosen(choice))).toEqual(services({ ...prior, ...expected }));
  });

  // prettier-ignore
  it.each<[string, Partial<ServicesState>, Parameters<typeof serviceChosen>[0], number]>([
    ['a given slide is stored', { slide: 0 }, { category: 'cosmetics', slide: 3 }, 3],
    ['no slide keeps the stored one', { slide: 4 }, { category: 'cosmetics' }, 4],
    ['a negative slide is ignored', { slide: 2 }, { category: 'cosmetics', slide: -1 }, 2],
    ['a fractional slide is ignored', { slide: 2 }, { category: 'cosmetics', slide: 1.5 }, 2],
  ])('%s', (_rule, prior, choice, expectedSlide) => {
    expect(reduce(services(prior), serviceChosen(choice)).slide).toBe(expectedSlide);
  });
});

describe('services: slideChanged', () => {
  // prettier-ignore
  it.each<[string, number, number, number]>([
    ['moves to the given slide', 0, 5, 5],
    ['back to the first', 5, 0, 0],
    ['ignores a negative index', 2, -3, 2],
    ['ignores a fractional index', 2, 0.5, 2],
    ['ignores NaN', 2, Number.NaN, 2],
  ])('%s', (_rule, prior, index, expected) => {
    expect(reduce(services({ slide: prior }), slideChanged({ index })).slide).toBe(expected);
  });
});
