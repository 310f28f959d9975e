/** Side effects of events: which page the visitor is moved to. */
import type { UnknownAction } from '@reduxjs/toolkit';
import { doctorChosen, navItemClicked, pageScrolled, serviceChosen, socialToggled } from './events';
import type { AppEffects } from './listenerMiddleware';
import { makeStore } from './store';

function storeAt(path: string) {
  const calls = { navigated: [] as string[] };
  let current = path;
  const effects: AppEffects = {
    currentPath: () => current,
    navigate: (to) => {
      calls.navigated.push(to);
      current = to;
    },
  };
  return { store: makeStore(undefined, effects), calls };
}

describe('navigation effects', () => {
  // prettier-ignore
  it.each<[string, string, UnknownAction, string[]]>([
    ['choosing a service from home goes to /service', '/', serviceChosen({ category: 'cosmetics' }), ['/service']],
    ['choosing a service on /service stays', '/service', serviceChosen({ category: 'cosmetics' }), []],
    ['choosing a doctor from contact goes to /meet', '/contact', doctorChosen({ doctor: 'associate-dentist' }), ['/meet']],
    ['choosing a doctor on /meet stays', '/meet', doctorChosen({ doctor: 'associate-dentist' }), []],
    ['Home goes to /', '/meet', navItemClicked({ index: 1 }), ['/']],
    ['Contact Us goes to /contact', '/', navItemClicked({ index: 4 }), ['/contact']],
    ['Contact Us on /contact stays', '/contact', navItemClicked({ index: 4 }), []],
    ['Service only opens its menu', '/', navItemClicked({ index: 2 }), []],
    ['Meet Us only opens its menu', '/', navItemClicked({ index: 3 }), []],
    ['scrolling goes nowhere', '/', pageScrolled({ y: 300 }), []],
    ['the social toggle goes nowhere', '/', socialToggled(), []],
  ])('%s', (_rule, path, event, expected) => {
    const { store, calls } = storeAt(path);
    store.dispatch(event);
    expect(calls.navigated).toEqual(expected);
  });
});
