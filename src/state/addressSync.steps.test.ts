/**
 * The address and the store kept in step (addressSync.ts), step by step, with a router in
 * memory and no page: what the router does to the store (a visit is one `pageVisited`, a move
 * the store asked for none), and what the store does to the router (it follows the address,
 * unless it already shows it). `addressSync.test.tsx` holds the same through the whole app.
 */
import { createMemoryRouter } from 'react-router-dom';
import { devtoolsStandIn } from '../../test/devtoolsStandIn';
import { syncAddressWithStore } from './addressSync';
import { doctorChosen, languageChosen, menuToggled, pageVisited, serviceChosen } from './events';
import { stateForPath } from './initialState';
import { makeStore } from './store';

/**
 * A visitor who landed on `path`: the store as that page shows it, the router on it. Each page
 * loads something first, as the site's pages load their code, so a move takes a moment and the
 * store can change while the router is on its way.
 */
async function landedOn(path: string) {
  const devtools = devtoolsStandIn();
  const store = makeStore(stateForPath(path), { enhancers: [devtools.enhancer] });
  /** Each page the router loads, by path. */
  const loads: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: ({ request }) => {
          loads.push(new URL(request.url).pathname);
          return Promise.resolve(null);
        },
      },
    ],
    { initialEntries: [path] },
  );
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const stop = syncAddressWithStore(router, store);
  const at = () => router.state.location.pathname;
  /** The router has come to rest: no move under way. */
  const settled = () => vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return { store, router, devtools, stop, at, settled, loads };
}

describe('the router moves: a link, the back or forward button', () => {
  it('to an address the store does not show: one pageVisited, and the store shows it', async () => {
    const { router, store, devtools, at, settled } = await landedOn('/contact');
    await router.navigate('/meet/associate-dentist');
    await settled();
    expect(devtools.actions()).toStrictEqual(['navigation/pageVisited']);
    expect(store.getState().doctors.selected).toBe('associate-dentist');
    expect(at()).toBe('/meet/associate-dentist');
  });

  it('to the page the store shows, written another way: no event', async () => {
    const { router, devtools, at, settled } = await landedOn('/contact');
    await router.navigate('/contact/');
    await settled();
    expect(devtools.actions()).toStrictEqual([]);
    expect(at()).toBe('/contact/');
  });

  it('to the same path (a new query or fragment): no event, on the 404 screen too', async () => {
    const { router, store, devtools, settled } = await landedOn('/nowhere');
    await router.navigate('/nowhere?from=search');
    await settled();
    expect(devtools.actions()).toStrictEqual([]);
    expect(store.getState().navigation.notFound).toBe(true);
  });

  it('from the 404 screen to another unknown address: a visit, in that address language', async () => {
    const { router, store, devtools, settled } = await landedOn('/nowhere');
    await router.navigate('/hi/nowhere');
    await settled();
    expect(devtools.actions()).toStrictEqual(['navigation/pageVisited']);
    expect(store.getState().locale.language).toBe('hi');
  });

  it('to /service: the first category shows, and the address stays as it was written', async () => {
    const { router, store, devtools, at, settled } = await landedOn('/contact');
    await router.navigate('/service');
    await settled();
    expect(devtools.actions()).toStrictEqual(['navigation/pageVisited']);
    expect(store.getState().services.category).toBe('dental-treatment');
    expect(at()).toBe('/service');
  });
});

describe('the store changes: an event or a DevTools jump', () => {
  it('to another address: the router moves there, and its arrival is no event', async () => {
    const { store, devtools, at, settled } = await landedOn('/contact');
    store.dispatch(serviceChosen({ category: 'cosmetics' }));
    await settled();
    expect(at()).toBe('/service/cosmetics');
    expect(devtools.actions()).toStrictEqual(['services/serviceChosen']);
  });

  it('two events at once: the router ends on the address of the second, with no event', async () => {
    const { store, devtools, at, settled } = await landedOn('/contact');
    store.dispatch(serviceChosen({ category: 'cosmetics' }));
    store.dispatch(doctorChosen({ doctor: 'associate-dentist' }));
    await settled();
    expect(at()).toBe('/meet/associate-dentist');
    expect(devtools.actions()).toStrictEqual(['services/serviceChosen', 'doctors/doctorChosen']);
  });

  it('without changing the address while the visitor is on the way to a page: the move goes on', async () => {
    const { router, store, devtools, at, settled, loads } = await landedOn('/contact');
    const move = router.navigate('/meet');
    store.dispatch(menuToggled());
    await move;
    await settled();
    expect(at()).toBe('/meet');
    // Not asked for again: the page on its way is loaded once.
    expect(loads).toStrictEqual(['/contact', '/meet']);
    expect(devtools.actions()).toStrictEqual(['uiPanels/menuToggled', 'navigation/pageVisited']);
  });

  it('without changing the address (a menu opens): the router stays', async () => {
    const { router, store, settled } = await landedOn('/contact');
    const entry = router.state.location.key;
    store.dispatch(menuToggled());
    await settled();
    expect(router.state.location.key).toBe(entry);
  });

  it('to an address the router already shows (/service is its first category): it stays', async () => {
    const { router, store, at, settled } = await landedOn('/service');
    const entry = router.state.location.key;
    store.dispatch(pageVisited('/service/dental-treatment'));
    await settled();
    expect(router.state.location.key).toBe(entry);
    expect(at()).toBe('/service');
  });

  it('to the 404 screen (a jump): the router stays where it is', async () => {
    const { store, devtools, at, settled } = await landedOn('/contact');
    devtools.jumpTo(stateForPath('/nowhere'));
    await settled();
    expect(at()).toBe('/contact');
    expect(store.getState().navigation.notFound).toBe(true);
  });

  it('to the 404 screen while the router is on its way: its arrival is still no event', async () => {
    const { store, devtools, at, settled } = await landedOn('/contact');
    store.dispatch(serviceChosen({ category: 'cosmetics' }));
    devtools.jumpTo(stateForPath('/nowhere'));
    await settled();
    expect(at()).toBe('/service/cosmetics');
    expect(devtools.actions()).toStrictEqual(['services/serviceChosen']);
    expect(store.getState().navigation.notFound).toBe(true);
  });
});

describe('a language chosen while the page of a link is on its way', () => {
  it('that page comes in the chosen language, and its arrival is the visit', async () => {
    const { router, store, devtools, at, settled } = await landedOn('/contact');
    const move = router.navigate('/urgent');
    store.dispatch(languageChosen({ lng: 'hi' }));
    await move;
    await settled();
    expect(at()).toBe('/hi/urgent');
    expect(store.getState().locale.language).toBe('hi');
    expect(store.getState().navigation.pageOutsideNavbar).toBe('urgent');
    expect(devtools.actions()).toStrictEqual(['locale/languageChosen', 'navigation/pageVisited']);
  });

  it('from a page in another language, to English: the page on its way comes in English', async () => {
    const { router, store, at, settled } = await landedOn('/ru/contact');
    const move = router.navigate('/ru/meet/associate-dentist');
    store.dispatch(languageChosen({ lng: 'en' }));
    await move;
    await settled();
    expect(at()).toBe('/meet/associate-dentist');
    expect(store.getState().doctors.selected).toBe('associate-dentist');
  });

  it('the same language again: the move goes on as it was', async () => {
    const { router, store, devtools, at, settled } = await landedOn('/contact');
    const move = router.navigate('/urgent');
    store.dispatch(languageChosen({ lng: 'en' }));
    await move;
    await settled();
    expect(at()).toBe('/urgent');
    expect(devtools.actions()).toStrictEqual(['locale/languageChosen', 'navigation/pageVisited']);
  });

  it('while the router goes to an unknown address: the page shown changes language instead', async () => {
    const { router, store, at, settled } = await landedOn('/contact');
    void router.navigate('/nowhere');
    store.dispatch(languageChosen({ lng: 'fr' }));
    await settled();
    expect(at()).toBe('/fr/contact');
    expect(store.getState().navigation.notFound).toBe(false);
  });

  it("while the router goes where the store asked: the store's address in that language", async () => {
    const { store, at, settled } = await landedOn('/contact');
    store.dispatch(serviceChosen({ category: 'cosmetics' }));
    store.dispatch(languageChosen({ lng: 'hi' }));
    await settled();
    expect(at()).toBe('/hi/service/cosmetics');
  });

  it("an event that changes the page as well: the store's address wins over the link", async () => {
    const { router, store, at, settled } = await landedOn('/contact');
    void router.navigate('/urgent');
    store.dispatch(doctorChosen({ doctor: 'associate-dentist' }));
    await settled();
    expect(at()).toBe('/meet/associate-dentist');
  });
});

describe('a jump while the page of a link is on its way', () => {
  it("to another page in another language: the jump's page, not the link's", async () => {
    const { router, devtools, at, settled } = await landedOn('/contact');
    void router.navigate('/urgent');
    devtools.jumpTo(stateForPath('/hi/meet/associate-dentist'));
    await settled();
    expect(at()).toBe('/hi/meet/associate-dentist');
  });

  it("from the 404 screen to a page: the jump's page", async () => {
    const { router, devtools, at, settled } = await landedOn('/nowhere');
    void router.navigate('/urgent');
    devtools.jumpTo(stateForPath('/hi/contact'));
    await settled();
    expect(at()).toBe('/hi/contact');
  });
});

describe('once stopped', () => {
  it('the router no longer follows the store, nor the store the router', async () => {
    const { router, store, devtools, stop, at, settled } = await landedOn('/contact');
    stop();
    store.dispatch(serviceChosen({ category: 'cosmetics' }));
    await settled();
    expect(at()).toBe('/contact');
    await router.navigate('/meet');
    await settled();
    expect(devtools.actions()).toStrictEqual(['services/serviceChosen']);
  });
});
