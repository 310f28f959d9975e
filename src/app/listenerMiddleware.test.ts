/** Side effects of events: the address each choice leads to. */
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  doctorChosen,
  languageChosen,
  navItemClicked,
  pageScrolled,
  pageVisited,
  serviceChosen,
  socialToggled,
} from './events';
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
    ['choosing a category from home goes to its address', '/', serviceChosen({ category: 'cosmetics' }), ['/service/cosmetics']],
    ['choosing a treatment goes to its address', '/service/cosmetics', serviceChosen({ category: 'cosmetics', treatment: 'botox' }), ['/service/cosmetics/botox']],
    ['choosing the open treatment again goes back to its category', '/service/cosmetics/botox', serviceChosen({ category: 'cosmetics', treatment: 'botox' }), ['/service/cosmetics']],
    ['choosing the open category again goes to all services', '/service/dental-treatment', serviceChosen({ category: 'dental-treatment' }), ['/service']],
    ['choosing nothing new from the service page stays', '/service/dental-treatment', serviceChosen({}), []],
    ['choosing a doctor from contact goes to the doctor', '/contact', doctorChosen({ doctor: 'associate-dentist' }), ['/meet/associate-dentist']],
    ['choosing the doctor already shown stays', '/meet/oral-maxillofacial-surgeon', doctorChosen({ doctor: 'oral-maxillofacial-surgeon' }), []],
    ['Home goes to /', '/meet', navItemClicked({ index: 1 }), ['/']],
    ['Home from the 404 screen goes to /', '/nowhere', navItemClicked({ index: 1 }), ['/']],
    ['Contact Us goes to /contact', '/', navItemClicked({ index: 4 }), ['/contact']],
    ['Contact Us on /contact stays', '/contact', navItemClicked({ index: 4 }), []],
    ['Service only opens its menu', '/', navItemClicked({ index: 2 }), []],
    ['Meet Us only opens its menu, even on the 404 screen', '/nowhere', navItemClicked({ index: 3 }), []],
    ['choosing Hindi moves to the Hindi address of the page', '/service/cosmetics/botox', languageChosen({ lng: 'hi' }), ['/hi/service/cosmetics/botox']],
    ['choosing Chinese moves under /zh', '/contact', languageChosen({ lng: 'ch' }), ['/zh/contact']],
    ['choosing English from Russian drops the prefix', '/ru/meet/associate-dentist', languageChosen({ lng: 'en' }), ['/meet/associate-dentist']],
    ['scrolling goes nowhere', '/', pageScrolled({ y: 300 }), []],
    ['the social toggle goes nowhere', '/', socialToggled(), []],
  ])('%s', (_rule, path, event, expected) => {
    const { store, calls } = storeAt(path);
    store.dispatch(pageVisited({ path }));
    store.dispatch(event);
    expect(calls.navigated).toEqual(expected);
  });
});
