import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import chinese from '../../locales/ch/ui.json';
import french from '../../locales/fr/ui.json';
import hindi from '../../locales/hi/ui.json';
import russian from '../../locales/ru/ui.json';

describe('unknown addresses', () => {
  it.each(['/nowhere', '/service/extra/deep', '/contactus'])(
    '%s shows the error screen with 404 Not Found inside the layout',
    async (path) => {
      await renderApp(path);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('404 Not Found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      // No navbar item is the page on screen.
      const navbar = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(navbar.querySelectorAll('[aria-current]')).toHaveLength(0);
    },
  );

  it('from a page, an unknown address marks no navbar item, and the next page marks its own', async () => {
    const { user, router } = await renderApp('/contact');
    const navbar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(navbar.querySelectorAll('[aria-current]')).toHaveLength(1);
    await act(() => router.navigate('/nowhere'));
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(navbar.querySelectorAll('[aria-current]')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });
  });

  it.each([
    ['/hi/nowhere', 'hi', hindi, '/hi/'],
    ['/ru/meet/nobody', 'ru', russian, '/ru/'],
    ['/fr/contactus', 'fr', french, '/fr/'],
    ['/zh/service/extra/deep', 'ch', chinese, '/zh/'],
  ] as const)(
    '%s shows the error screen in its language, linking its home',
    async (path, language, strings, home) => {
      const { store } = await renderApp(path);
      expect(store.getState().locale.language).toBe(language);
      expect(
        screen.getByRole('heading', { level: 1, name: strings.error.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(`404 ${strings.error.notFoundText}`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: strings.error.backHome })).toHaveAttribute(
        'href',
        home,
      );
    },
  );

  it('the link home leads home', async () => {
    const { user, router } = await renderApp('/nowhere');
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
  });
});
