import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

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
