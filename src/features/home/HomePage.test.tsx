import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { clinic, doctorName } from '../../content/clinic';

describe('home page', () => {
  it('has the welcome, our story, what we do, our services, during your visit and visiting consultants', async () => {
    await renderApp('/');
    expect(
      screen.getByRole('heading', { level: 1, name: /Welcome to face multispecialty clinic/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Our story',
        'What we do',
        'Our services',
        'During your visit',
        'Visiting consultants',
      ]),
    );
    expect(screen.getByText(/2018/)).toBeInTheDocument();
    // The credential a patient can check: the lead surgeon's degree and registration number.
    expect(
      screen.getByText(
        `${doctorName('oral-maxillofacial-surgeon', 'en').full}, oral and maxillofacial surgeon: MDS (Oral and Maxillofacial Surgery), Goa Dental Council registration no. ${clinic.registrationNumbers['oral-maxillofacial-surgeon']}`,
      ),
    ).toBeInTheDocument();
  });

  it('lists the three service blurbs and the visit checklist', async () => {
    await renderApp('/');
    const blurbs = screen.getByRole('heading', { level: 2, name: 'What we do' })
      .nextElementSibling as HTMLElement;
    expect(
      within(blurbs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Jaw surgery with braces',
      'Anaesthesia and sedation services',
      'Dental implant services',
    ]);
    const visit = screen.getByRole('heading', {
      level: 2,
      name: 'During your visit',
    }).parentElement!;
    const checklist = within(visit)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(checklist).toHaveLength(3);
    expect(checklist.join(' ')).toMatch(/medications.*allergies.*medical records/is);
  });

  it('the services carousel has a card per category; a card opens its category', async () => {
    const { user, router, store } = await renderApp('/');
    await waitFor(() => {
      expect(
        within(screen.getByRole('region', { name: 'Service categories' })).getByRole('button', {
          name: 'Next',
        }),
      ).toBeInTheDocument();
    });
    const carousel = screen.getByRole('region', { name: 'Service categories' });
    const visible = Array.from(carousel.querySelectorAll<HTMLElement>('.slick-slide:not([inert])'));
    expect(visible.length).toBeGreaterThan(0);
    await user.click(within(carousel).getAllByRole('link', { name: 'Maxillofacial surgery' })[0]!);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/maxillofacial-surgery');
    });
    expect(store.getState().services).toMatchObject({
      category: 'maxillofacial-surgery',
      treatment: null,
    });
    expect(await screen.findByText(/Finding and treating injuries/)).toBeInTheDocument();
  });

  it('has a hero video with a poster and a visible pause control', async () => {
    const { user, container } = await renderApp('/');
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    const pause = screen.getByRole('button', { name: 'Pause the background video' });
    video!.pause = () => undefined;
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play the background video' })).toBeInTheDocument();
  });
});
