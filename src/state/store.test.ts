/**
 * The store as its modules make it: the five slices under their own names, each in spec §4's
 * defaults, and an address arrived at. The modules are imported inside the tests, so a module
 * that fails to load, or an event that breaks a reducer, fails a test here by name; a test file
 * whose imports fail reports no test at all, which StrykerJS's Vitest runner counts as a mutant
 * that survived (docs/testing.md, "The mutation score").
 */
it('holds the five slices under their own names, each in its defaults', async () => {
  const { makeStore } = await import('./store');
  expect(makeStore().getState()).toStrictEqual({
    navigation: { activeIndex: 1, sticky: false, notFound: false, pageOutsideNavbar: null },
    services: { category: 'dental-treatment', treatment: null, slides: {} },
    doctors: { selected: 'oral-maxillofacial-surgeon' },
    uiPanels: { menuOpen: false, socialOpen: false, submenu: null, languageOpen: false },
    locale: { language: 'en' },
  });
});

it('shows the page of the address it arrives at', async () => {
  const { makeStore } = await import('./store');
  const { pageVisited } = await import('./events');
  const store = makeStore();
  store.dispatch(pageVisited('/hi/meet/associate-dentist'));
  expect(store.getState()).toMatchObject({
    navigation: { activeIndex: 3, notFound: false },
    doctors: { selected: 'associate-dentist' },
    locale: { language: 'hi' },
  });
});

it('knows every page of the site, 62 in each language, each at its own address', async () => {
  const { allAddresses, parseAddress, pathOf } = await import('./address');
  const { languages } = await import('../lib/languages');
  for (const language of languages) {
    const paths = allAddresses(language).map(pathOf);
    expect(new Set(paths).size).toBe(62);
    expect(paths.map((path) => parseAddress(path)?.language)).toStrictEqual(
      paths.map(() => language),
    );
  }
});
