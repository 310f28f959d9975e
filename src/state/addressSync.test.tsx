/**
 * The address and the store, as Redux DevTools shows them: one visitor act is one action,
 * the router's report of a move the store asked for is none, and a jump adds none while the
 * screen and the address follow it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { devtoolsStandIn } from '../../test/devtoolsStandIn';
import { renderApp } from '../../test/renderApp';
import { serviceChosen, socialToggled } from './events';

async function appWithDevtools(path: string) {
  const devtools = devtoolsStandIn();
  const app = await renderApp(path, undefined, [devtools.enhancer]);
  return { ...app, devtools };
}

/** A treatment group's carousel once react-slick has taken it over (its arrows are there). */
async function treatmentsOf(title: string): Promise<HTMLElement> {
  const name = `Treatments in ${title}`;
  await waitFor(() => {
    const region = screen.getByRole('region', { name });
    expect(within(region).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
  return screen.getByRole('region', { name });
}

describe('one visitor act, one action', () => {
  it('choosing a treatment logs serviceChosen alone, and the address follows', async () => {
    const { user, router, devtools } = await appWithDevtools('/service/cosmetics');
    await user.click(
      within(await treatmentsOf('Cosmetics')).getByRole('link', { name: 'Dermal fillers' }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/cosmetics/dermal-fillers');
    });
    await user.click(
      within(await treatmentsOf('Cosmetics')).getByRole('link', { name: 'Wrinkle treatment' }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/cosmetics/wrinkle-treatment');
    });
    expect(devtools.actions()).toStrictEqual(['services/serviceChosen', 'services/serviceChosen']);
  });

  it('Contact Us in the navbar logs navItemClicked alone', async () => {
    const { user, router, devtools } = await appWithDevtools('/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contact');
    });
    expect(devtools.actions()).toStrictEqual(['navigation/navItemClicked']);
  });

  it('a language logs languageChosen alone', async () => {
    const { user, router, devtools } = await appWithDevtools('/contact');
    await user.click(screen.getByText('English', { selector: 'summary span' }));
    await user.click(screen.getByRole('link', { name: 'Русский' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ru/contact');
    });
    expect(devtools.actions()).toStrictEqual([
      'uiPanels/languageMenuToggled',
      'locale/languageChosen',
    ]);
  });

  it('the back button logs one pageVisited, carrying the address it read', async () => {
    const { user, router, store, devtools } = await appWithDevtools('/');
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Skin & hair' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/skin-and-hair');
    });
    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(store.getState().navigation.activeIndex).toBe(1);
    });
    expect(devtools.actions()).toStrictEqual(['services/categoryOpened', 'navigation/pageVisited']);
  });

  it('a choice that moves the address leaves the social panel open (no echo closes it)', async () => {
    const { router, store } = await appWithDevtools('/service/cosmetics');
    // Dispatched as from the DevTools dispatcher: a click would be a click outside the panel.
    act(() => {
      store.dispatch(socialToggled());
      store.dispatch(serviceChosen({ treatment: 'dermal-fillers' }));
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/cosmetics/dermal-fillers');
    });
    expect(store.getState().uiPanels.socialOpen).toBe(true);
  });
});

describe('a DevTools jump', () => {
  it('dispatches nothing; the address and the screen follow the state jumped to', async () => {
    const { user, router, store, devtools } = await appWithDevtools('/service/cosmetics');
    await user.click(
      within(await treatmentsOf('Cosmetics')).getByRole('link', { name: 'Dermal fillers' }),
    );
    await screen.findByRole('article', { name: 'Dermal fillers' });
    const fillers = store.getState();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contact');
    });
    const logged = devtools.actions();

    act(() => {
      devtools.jumpTo(fillers);
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/cosmetics/dermal-fillers');
    });
    expect(await screen.findByRole('article', { name: 'Dermal fillers' })).toBeInTheDocument();
    expect(devtools.actions()).toStrictEqual(logged);
  });

  it('to another carousel position moves the carousel on screen', async () => {
    const { store, devtools } = await appWithDevtools('/service/dental-treatment');
    const carousel = await treatmentsOf('Dental treatment');
    await waitFor(() => {
      expect(carousel.querySelector('.slick-current')).toHaveAttribute('data-index', '0');
    });
    const state = store.getState();
    act(() => {
      devtools.jumpTo({
        ...state,
        services: { ...state.services, slides: { 'dental-treatment': 4 } },
      });
    });
    await waitFor(() => {
      expect(
        screen
          .getByRole('region', { name: 'Treatments in Dental treatment' })
          .querySelector('.slick-current'),
      ).toHaveAttribute('data-index', '4');
    });
    expect(devtools.actions()).toStrictEqual([]);
  });

  it('to a state with the language list open opens it', async () => {
    const { store, devtools, container } = await appWithDevtools('/');
    const state = store.getState();
    act(() => {
      devtools.jumpTo({ ...state, uiPanels: { ...state.uiPanels, languageOpen: true } });
    });
    await waitFor(() => {
      expect(container.querySelector('details.language-switcher')).toHaveAttribute('open');
    });
  });
});

describe("after a route change, focus is on the new page's main heading", () => {
  it('a footer link: the heading of the page it opens', async () => {
    const { user } = await renderApp('/contact');
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Skin & hair' }),
    );
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    });
  });

  it("a treatment card: the treatment's own heading", async () => {
    const { user } = await renderApp('/service/cosmetics');
    await user.click(
      within(await treatmentsOf('Cosmetics')).getByRole('link', { name: 'Dermal fillers' }),
    );
    await waitFor(() => {
      expect(document.activeElement).toHaveTextContent('Dermal fillers');
    });
    expect(document.activeElement?.id).toBe('treatment-title');
  });

  it('the first arrival leaves focus where it is', async () => {
    await renderApp('/contact');
    expect(document.activeElement).toBe(document.body);
  });
});
