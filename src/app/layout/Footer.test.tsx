import { screen, within, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { clinic } from '../../content/clinic';

const footer = () => screen.getByRole('contentinfo');

describe('footer, on every page', () => {
  it.each(['/', '/service', '/meet', '/contact', '/nowhere'])(
    'is on %s with its four columns',
    async (path) => {
      await renderApp(path);
      const headings = within(footer())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
      expect(headings).toEqual(['Our team', 'Our services', 'Connect with us', 'Social media']);
    },
  );

  it('Our team: a click opens that doctor', async () => {
    const { user, router, store } = await renderApp('/');
    // The name is a sample: the link says so.
    await user.click(within(footer()).getByRole('link', { name: 'Dr. B. Sample sample' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/meet/associate-dentist');
    });
    expect(store.getState().doctors.selected).toBe('associate-dentist');
  });

  it("Our services: a click opens that service's page", async () => {
    const { user, router, store } = await renderApp('/contact');
    await user.click(within(footer()).getByRole('link', { name: 'Skin & hair' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/skin-and-hair');
    });
    expect(store.getState().services.category).toBe('skin-and-hair');
  });

  it('Connect with us: urgent help, one tap from any page, arriving as pageVisited', async () => {
    const { user, router, store } = await renderApp('/service/cosmetics/botox');
    const column = within(footer()).getByRole('list', { name: 'Connect with us' });
    await user.click(within(column).getByRole('link', { name: 'If it cannot wait' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/urgent');
    });
    expect(store.getState().navigation.pageOutsideNavbar).toBe('urgent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'If it cannot wait' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/', 'Privacy notice', '/privacy'],
    ['/hi/contact', 'गोपनीयता सूचना', '/hi/privacy'],
    ['/', 'Accessibility statement', '/accessibility'],
    ['/zh/meet', '无障碍声明', '/zh/accessibility'],
  ])('on %s, beside the copyright, links "%s" to %s', async (path, name, href) => {
    await renderApp(path);
    const statements = within(footer()).getByRole('navigation');
    expect(within(statements).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('Connect with us: the WhatsApp chat and the number, no link while they are samples', async () => {
    await renderApp('/');
    const column = within(footer()).getByRole('list', { name: 'Connect with us' });
    // A sample WhatsApp number reaches no one: the chat is named, marked, and no link.
    expect(within(column).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(within(column).getByText('Chat with us on WhatsApp')).toHaveTextContent(
      'Chat with us on WhatsApp sample',
    );
    // The clinic's number is a sample: no link, and it says so.
    expect(within(footer()).queryByText(clinic.phone.display)).toBeNull();
    expect(within(footer()).getByText('telephone number to be confirmed')).toBeInTheDocument();
  });

  it('Social media: three networks and the e-mail, each marked and no link while samples', async () => {
    await renderApp('/');
    const column = within(footer()).getByRole('list', { name: 'Social media' });
    expect(within(column).queryAllByRole('link')).toEqual([]);
    expect(
      within(column)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Facebook sample',
      'Instagram sample',
      'LinkedIn sample',
      'clinic@example.com sample',
    ]);
    // What "sample" means, said once under the page.
    expect(
      within(footer()).getByText(/^Values marked “sample” are examples\./),
    ).toBeInTheDocument();
  });
});
