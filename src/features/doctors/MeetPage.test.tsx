import { screen, within } from '@testing-library/react';
import { whileMediaMatches } from '../../../test/media';
import { renderApp } from '../../../test/renderApp';

describe('meet page', () => {
  it('/meet shows the first doctor by default with title, qualifications and biography', async () => {
    await renderApp('/meet');
    const detail = await screen.findByRole('article');
    expect(within(detail).getByText('Oral and maxillofacial surgeon')).toBeInTheDocument();
    expect(within(detail).getByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    expect(
      within(detail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('MDS (Oral and Maxillofacial Surgery)');
    expect(within(detail).getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(within(detail).getAllByText(/2018/).length).toBeGreaterThan(0);
    expect(
      within(detail).getByRole('img', { name: 'Portrait of Dr. A. Sample' }),
    ).toBeInTheDocument();
  });

  it('the accordion header of the other doctor selects them', async () => {
    const { user, store } = await renderApp('/meet');
    const header = within(
      screen.getByRole('heading', { level: 2, name: 'Dr. B. Sample sample' }),
    ).getByRole('link');
    expect(header).toHaveAttribute('href', '/meet/associate-dentist');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await user.click(header);
    expect(store.getState().doctors.selected).toBe('associate-dentist');
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/8 years/)).toBeInTheDocument();
  });

  it('the doctor list beside the detail selects too', async () => {
    const { user } = await renderApp('/meet');
    const list = screen.getByRole('navigation', { name: 'Our doctors' });
    await user.click(within(list).getByRole('link', { name: /Dr\. B\. Sample/ }));
    expect(within(list).getByRole('link', { name: /Dr\. B\. Sample/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('doctor addresses', () => {
  it('/meet/associate-dentist opens that doctor', async () => {
    await renderApp('/meet/associate-dentist');
    expect(await screen.findByText(/8 years/)).toBeInTheDocument();
  });

  it('beside the list (768 px and wider) the doctors’ headings are titles, not links', async () => {
    await whileMediaMatches('(min-width: 768px)', async () => {
      await renderApp('/meet/associate-dentist');
      const heading = screen.getByRole('heading', { level: 2, name: 'Dr. B. Sample sample' });
      expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('navigation', { name: 'Our doctors' })).getByRole('link', {
          name: /Dr. A. Sample/,
        }),
      ).toHaveAttribute('href', '/meet/oral-maxillofacial-surgeon');
    });
  });
});
