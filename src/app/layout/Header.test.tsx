import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

/**
 * The summary of a header disclosure (the phone menu's button, the social toggle), by the name
 * it is read out with. A summary has no ARIA role of its own (browsers expose it as a button
 * with its expanded state), so the testing library does not find it by role.
 */
function summaryNamed(name: string): HTMLElement {
  const summary = screen.getByText(name, { selector: 'summary span' }).closest('summary');
  if (!summary) throw new Error(`no summary named ${name}`);
  expect(summary).toHaveAccessibleName(name);
  return summary;
}

/** Whether a summary's disclosure is open: its expanded state, as a screen reader reads it. */
const expanded = (summary: HTMLElement) => summary.closest('details')?.open;

describe('navbar', () => {
  it('has Home, Service, Meet Us and Contact Us, and marks the page the visitor is on', async () => {
    await renderApp('/contact');
    const links = within(nav());
    expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(links.getByRole('button', { name: 'Service' })).toHaveAttribute('href', '/service');
    expect(links.getByRole('button', { name: 'Meet Us' })).toHaveAttribute('href', '/meet');
    expect(await links.findByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('Service opens the mega menu of the five categories, and a category opens the service page', async () => {
    const { user, router, store } = await renderApp('/');
    const service = within(nav()).getByRole('button', { name: 'Service' });
    expect(service).toHaveAttribute('aria-expanded', 'false');
    await user.click(service);
    expect(service).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Service categories' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Dental treatment'),
      expect.stringContaining('Dental implants & oral surgery'),
      expect.stringContaining('Maxillofacial surgery'),
      expect.stringContaining('Cosmetics'),
      expect.stringContaining('Skin & hair'),
    ]);
    expect(store.getState().navigation.activeIndex).toBe(1);

    await user.click(within(menu).getByRole('link', { name: /Cosmetics/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/cosmetics');
    });
    expect(store.getState().services.category).toBe('cosmetics');
    expect(store.getState().navigation.activeIndex).toBe(2);
    expect(screen.queryByRole('list', { name: 'Service categories' })).not.toBeInTheDocument();
  });

  it('choosing the category already selected from the menu keeps it open', async () => {
    const { user, store } = await renderApp('/');
    await user.click(within(nav()).getByRole('button', { name: 'Service' }));
    const menu = screen.getByRole('list', { name: 'Service categories' });
    await user.click(within(menu).getByRole('link', { name: /Dental treatment/ }));
    expect(store.getState().services.category).toBe('dental-treatment');
  });

  it('Meet Us opens the menu of the two doctors, and a doctor opens the meet page', async () => {
    const { user, router, store } = await renderApp('/');
    await user.click(within(nav()).getByRole('button', { name: 'Meet Us' }));
    const menu = screen.getByRole('list', { name: 'Our doctors' });
    expect(within(menu).getAllByRole('link')).toHaveLength(2);
    await user.click(within(menu).getByRole('link', { name: /Dr\. B\. Sample/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/meet/associate-dentist');
    });
    expect(store.getState().doctors.selected).toBe('associate-dentist');
    expect(store.getState().navigation.activeIndex).toBe(3);
  });

  it('works from the keyboard: Enter and Space open, Escape closes and returns focus', async () => {
    const { user } = await renderApp('/');
    const service = within(nav()).getByRole('button', { name: 'Service' });
    service.focus();
    await user.keyboard('{Enter}');
    expect(service).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(service).toHaveAttribute('aria-expanded', 'false');
    expect(service).toHaveFocus();
    await user.keyboard(' ');
    expect(service).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    const menu = screen.getByRole('list', { name: 'Service categories' });
    expect(within(menu).getByRole('link', { name: /Dental treatment/ })).toHaveFocus();
  });

  it('a click outside closes an open submenu', async () => {
    const { user } = await renderApp('/');
    await user.click(within(nav()).getByRole('button', { name: 'Meet Us' }));
    expect(screen.getByRole('list', { name: 'Our doctors' })).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('list', { name: 'Our doctors' })).not.toBeInTheDocument();
  });

  it('Home and Contact Us move to their pages', async () => {
    const { user, router } = await renderApp('/meet');
    await user.click(within(nav()).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contact');
    });
    await user.click(within(nav()).getByRole('link', { name: 'Home' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('the logo leads home, and no call-now link offers a sample number that reaches nobody', async () => {
    await renderApp('/contact');
    expect(screen.getByRole('link', { name: /^face multispecialty clinic/ })).toHaveAttribute(
      'href',
      '/',
    );
    // The clinic's number is a sample until the clinic confirms it (PhoneLink.test.tsx shows the
    // link a confirmed number makes).
    expect(screen.queryByRole('link', { name: /^Call now/ })).toBeNull();
  });
});

describe('mobile menu', () => {
  it('is one button named Menu whose expanded state says whether the menu is open', async () => {
    const { user, store } = await renderApp('/');
    const button = summaryNamed('Menu');
    expect(button).toHaveAttribute('aria-controls', 'site-nav');
    expect(expanded(button)).toBe(false);
    await user.click(button);
    expect(expanded(button)).toBe(true);
    expect(store.getState().uiPanels.menuOpen).toBe(true);
    expect(nav()).toHaveClass('is-open');
    // The same button, above the drawer, closes it: no second close button.
    expect(button.closest('details')).toHaveClass('is-drawer-open');
    expect(screen.queryByRole('button', { name: /close menu/i })).toBeNull();
    expect(summaryNamed('Menu')).toBe(button);
    await user.click(button);
    expect(store.getState().uiPanels.menuOpen).toBe(false);
    expect(expanded(button)).toBe(false);
    expect(button.closest('details')).not.toHaveClass('is-drawer-open');
    expect(button).toHaveFocus();
  });

  it('opened other than by its button (find in page), the store hears it as the toggle', async () => {
    const { store } = await renderApp('/');
    const details = summaryNamed('Menu').closest('details');
    if (!details) throw new Error('no details');
    details.open = true;
    await waitFor(() => {
      expect(store.getState().uiPanels.menuOpen).toBe(true);
    });
    details.open = false;
    await waitFor(() => {
      expect(store.getState().uiPanels.menuOpen).toBe(false);
    });
  });

  it('Escape closes it', async () => {
    const { user, store } = await renderApp('/');
    await user.click(summaryNamed('Menu'));
    within(nav()).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(store.getState().uiPanels.menuOpen).toBe(false);
  });

  it('a click outside closes it', async () => {
    const { user, store } = await renderApp('/');
    await user.click(summaryNamed('Menu'));
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(store.getState().uiPanels.menuOpen).toBe(false);
  });
});

describe('scrolling', () => {
  const scrollTo = (y: number) => {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });
  };

  it('closes the menu and the social panel, and makes the navbar sticky past 125 px', async () => {
    const { user, store } = await renderApp('/');
    await user.click(summaryNamed('Menu'));
    await user.click(summaryNamed('Social media links'));
    scrollTo(126);
    await waitFor(() => {
      expect(store.getState().uiPanels).toMatchObject({ menuOpen: false, socialOpen: false });
    });
    expect(store.getState().navigation.sticky).toBe(true);
    expect(document.querySelector('.navbar-slot')).toHaveClass('is-sticky');
    scrollTo(125);
    await waitFor(() => {
      expect(store.getState().navigation.sticky).toBe(false);
    });
  });
});

describe('social panel', () => {
  it('names Facebook, WhatsApp chat, e-mail, Instagram and LinkedIn, no link while samples', async () => {
    const { user } = await renderApp('/');
    const toggle = summaryNamed('Social media links');
    expect(screen.queryByRole('list', { name: 'Social media links' })).not.toBeVisible();
    await user.click(toggle);
    expect(expanded(toggle)).toBe(true);
    const panel = screen.getByRole('list', { name: 'Social media links' });
    // The addresses are samples: they reach no one (src/components/SocialLink.test.tsx has
    // the links they become).
    expect(within(panel).queryAllByRole('link')).toEqual([]);
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Facebook sample',
      'WhatsApp chat sample',
      'E-mail sample',
      'Instagram sample',
      'LinkedIn sample',
    ]);
  });

  it('Escape closes it and returns focus to the toggle; a click outside closes it', async () => {
    const { user } = await renderApp('/');
    const toggle = summaryNamed('Social media links');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(expanded(toggle)).toBe(false);
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(expanded(toggle)).toBe(false);
  });
});
