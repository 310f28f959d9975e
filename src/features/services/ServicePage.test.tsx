import { screen, waitFor, within } from '@testing-library/react';
import { Carousel } from '../../components/Carousel';
import { renderApp } from '../../../test/renderApp';
import { clinic } from '../../content/clinic';

const headerOf = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title })).getByRole('link');

/** The carousel once react-slick has taken over its static row (it has arrows then). */
async function slickCarousel(name: string): Promise<HTMLElement> {
  await waitFor(() => {
    expect(
      within(screen.getByRole('region', { name })).getByRole('button', { name: 'Next' }),
    ).toBeInTheDocument();
  });
  return screen.getByRole('region', { name });
}

const indexOf = async (heading: string) =>
  (await screen.findByRole('heading', { name: heading })).nextElementSibling as HTMLElement;

describe('service page: categories', () => {
  it('/service/<category> shows that category expanded and the others collapsed', async () => {
    await renderApp('/service/cosmetics');
    expect(headerOf('Cosmetics')).toHaveAttribute('aria-expanded', 'true');
    expect(headerOf('Dental treatment')).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText(/Cosmetic treatments for the face/)).toBeInTheDocument();
  });

  it('/service opens the first category (spec §4 default) and stays at its address', async () => {
    const { router, store } = await renderApp('/service');
    expect(headerOf('Dental treatment')).toHaveAttribute('aria-expanded', 'true');
    // The carousel's static row is replaced once it is seen, so the region is looked up anew
    // rather than held: a held element may be the row that has just gone.
    await waitFor(() => {
      expect(
        screen.getByRole('region', { name: 'Treatments in Dental treatment' }),
      ).toBeInTheDocument();
    });
    expect(headerOf('Skin & hair')).toHaveAttribute('href', '/service/skin-and-hair');
    expect(headerOf('Skin & hair')).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().services.category).toBe('dental-treatment');
    expect(router.state.location.pathname).toBe('/service');
  });

  it('with every category closed, the page says to choose one', async () => {
    const { user } = await renderApp('/service');
    await user.click(headerOf('Dental treatment'));
    expect(await screen.findByText('Choose a category to see its treatments.')).toBeInTheDocument();
    expect(headerOf('Dental treatment')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a header click expands its category; the open one clicked again closes', async () => {
    const { user, store, router } = await renderApp('/service/dental-treatment');
    await user.click(headerOf('Skin & hair'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Skin' })).toBeInTheDocument();
    expect(store.getState().services.category).toBe('skin-and-hair');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/skin-and-hair');
    });
    expect(headerOf('Skin & hair')).toHaveAttribute('aria-expanded', 'true');
    expect(headerOf('Dental treatment')).toHaveAttribute('aria-expanded', 'false');
    expect(headerOf('Skin & hair')).toHaveAttribute('href', '/service');
    await user.click(headerOf('Skin & hair'));
    expect(store.getState().services.category).toBeNull();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service');
    });
    expect(screen.getByText('Choose a category to see its treatments.')).toBeInTheDocument();
  });

  it('the category list beside the panel selects too, and marks the current one', async () => {
    const { user } = await renderApp('/service/dental-treatment');
    const list = screen.getByRole('navigation', { name: 'Service categories' });
    await user.click(within(list).getByRole('link', { name: 'Maxillofacial surgery' }));
    expect(within(list).getByRole('link', { name: 'Maxillofacial surgery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(list).getByRole('link', { name: 'Dental treatment' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("Dental treatment's list is in two columns: the first 7, then the rest", async () => {
    await renderApp('/service/dental-treatment');
    const columns = within(await indexOf('Treatments in Dental treatment')).getAllByRole('list');
    expect(columns).toHaveLength(2);
    expect(within(columns[0]!).getAllByRole('listitem')).toHaveLength(7);
    expect(within(columns[1]!).getAllByRole('listitem')).toHaveLength(4);
    expect(within(columns[1]!).getAllByRole('listitem')[0]).toHaveTextContent('Cosmetic dentistry');
  });

  it('a category with named groups shows each group under its sub-heading; one treatment is a single card', async () => {
    await renderApp('/service/skin-and-hair');
    expect(await screen.findByRole('heading', { level: 3, name: 'Skin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Lips & brows' })).toBeInTheDocument();
    const hair = screen.getByRole('heading', { level: 3, name: 'Hair' }).closest('section')!;
    expect(within(hair).queryByRole('region')).not.toBeInTheDocument();
    expect(
      within(hair).getByRole('heading', { level: 4, name: 'PRP for hair' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Skin' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('region', { name: 'Lips & brows' })).toHaveClass('carousel-three');
  });
});

describe('service page: treatments', () => {
  it('a card click opens the treatment at its own address; a second click closes it', async () => {
    const { user, store, router } = await renderApp('/service/cosmetics');
    const carousel = await slickCarousel('Treatments in Cosmetics');
    const card = within(carousel).getByRole('link', { name: 'Botulinum toxin (Botox)' });
    expect(card).toHaveAttribute('href', '/service/cosmetics/botox');
    await user.click(card);
    // The page's words load first: its treatment's, and the urgent-help card it shows.
    await waitFor(() => {
      expect(store.getState().services).toMatchObject({
        category: 'cosmetics',
        treatment: 'botox',
      });
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/service/cosmetics/botox');
    });
    const detail = screen.getByRole('article', { name: /^Botulinum toxin \(Botox\)$/ });
    const headings = within(detail)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'What it is',
        'Reasons',
        'Procedure',
        'Purpose',
        'Pros and cons',
        'Post-care',
      ]),
    );
    expect(detail).toHaveTextContent(/10 to 15 minutes/);
    const open = within(carousel).getByRole('link', { name: 'Botulinum toxin (Botox)' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open).toHaveAttribute('href', '/service/cosmetics');

    await user.click(open);
    expect(store.getState().services.treatment).toBeNull();
    expect(
      screen.queryByRole('article', { name: /^Botulinum toxin \(Botox\)$/ }),
    ).not.toBeInTheDocument();
  });

  it('the treatment list opens a treatment too and marks the open one', async () => {
    const { user } = await renderApp('/service/dental-treatment');
    const list = await indexOf('Treatments in Dental treatment');
    await user.click(within(list).getByRole('link', { name: 'Teeth whitening' }));
    expect(within(list).getByRole('link', { name: 'Teeth whitening' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('article', { name: 'Teeth whitening' })).toHaveTextContent(
      /30 to 90 minutes/,
    );
  });

  it('landing on a treatment address opens it; its close link goes back to the category', async () => {
    const { user, store } = await renderApp('/service/cosmetics/dimpleplasty');
    expect(await screen.findByRole('article', { name: 'Dimpleplasty' })).toHaveTextContent(
      /about 30 minutes/,
    );
    const close = screen.getByRole('link', { name: 'Close Dimpleplasty' });
    expect(close).toHaveAttribute('href', '/service/cosmetics');
    await user.click(close);
    expect(store.getState().services.treatment).toBeNull();
  });

  it.each([
    [
      '/service/implants-and-oral-surgery/tooth-extraction',
      'Tooth extraction',
      'If it cannot wait',
      '/urgent',
    ],
    [
      '/ru/service/skin-and-hair/chemical-peels',
      'Химические пилинги',
      'Если ждать нельзя',
      '/ru/urgent',
    ],
  ])(
    '%s: post-care ends with a link to urgent help, for when the clinic is closed',
    async (path, name, urgentHelp, href) => {
      await renderApp(path);
      const detail = await screen.findByRole('article', { name });
      expect(within(detail).getByRole('link', { name: urgentHelp })).toHaveAttribute('href', href);
    },
  );

  it.each([
    [
      '/service/implants-and-oral-surgery/tooth-extraction',
      'Tooth extraction',
      ['Bleeding that does not stop after a tooth is taken out or other surgery in the mouth'],
    ],
    [
      '/service/cosmetics/dermal-fillers',
      'Dermal fillers',
      ['Severe pain, pale or blue skin, or a change in vision after a filler'],
    ],
    [
      '/service/dental-treatment/childrens-dentistry',
      "Children's dentistry",
      ['An adult tooth knocked out, in a child or an adult', 'A milk tooth knocked out'],
    ],
  ])(
    '%s shows the urgent-help cards of its treatment, the same as the urgent-help page',
    async (path, name, cards) => {
      await renderApp(path);
      const detail = await screen.findByRole('article', { name });
      for (const card of cards) {
        const article = within(detail).getByRole('article', { name: card });
        expect(article).toHaveTextContent(
          /Go to an emergency department now|Start first aid now|Call the clinic/,
        );
      }
    },
  );

  it('after an operation near the eye: the surgeon’s line, and the eye and sedation cards', async () => {
    await renderApp('/service/cosmetics/blepharoplasty');
    const detail = await screen.findByRole('article', { name: 'Eyelid surgery (blepharoplasty)' });
    // The surgeon's line is a sample until the clinic confirms it: no link to a number that
    // reaches nobody, and 108 and 112 in its place, wherever it is offered.
    expect(
      within(detail).queryAllByRole('link', { name: /Call the surgeon, day or night/ }),
    ).toEqual([]);
    expect(detail).not.toHaveTextContent(clinic.surgeonLine.display);
    expect(
      within(detail).getAllByText(
        'Telephone number to be confirmed. In an emergency, call 108 or 112.',
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      within(detail).getByRole('article', { name: /loss of vision after surgery near the eye/ }),
    ).toHaveTextContent('Go to an emergency department now');
    expect(within(detail).getByRole('article', { name: /after sedation/ })).toHaveTextContent(
      'Call 108 or 112 now',
    );
  });

  it('the fillers card offers no link to the injecting doctor’s line while it is a sample, and 108 and 112', async () => {
    await renderApp('/service/cosmetics/dermal-fillers');
    const card = await screen.findByRole('article', { name: /after a filler/ });
    expect(
      within(card).queryByRole('link', { name: /Call the injecting doctor, day or night/ }),
    ).toBeNull();
    expect(card).not.toHaveTextContent(clinic.injectionLine.display);
    expect(card).toHaveTextContent(
      'Telephone number to be confirmed. In an emergency, call 108 or 112.',
    );
  });

  it('cards show their note and secondary block where they have them', async () => {
    await renderApp('/service/cosmetics');
    const carousel = await screen.findByRole('region', { name: 'Treatments in Cosmetics' });
    expect(within(carousel).getAllByText('Note:').length).toBeGreaterThan(0);
    expect(within(carousel).getAllByText('Who may not be suitable').length).toBeGreaterThan(0);
  });
});

describe('carousels', () => {
  it('start as a plain row of the same slides (no script needed to scroll it)', async () => {
    const html = (await import('react-dom/server')).renderToString(
      <Carousel
        label="Row"
        slide={0}
        onSlideChange={() => undefined}
        settings={{
          slidesToShow: 4,
          responsive: [{ breakpoint: 767, settings: { slidesToShow: 2 } }],
        }}
      >
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    expect(html).toContain('carousel-static');
    expect(html).toContain('--slides:4;--slides-767:2');
    expect(html).toMatch(/<li><p>One<\/p><\/li><li><p>Two<\/p><\/li>/);
  });

  it('have named previous and next buttons, and hidden or cloned slides are inert', async () => {
    await renderApp('/service/dental-treatment');
    const carousel = await slickCarousel('Treatments in Dental treatment');
    expect(within(carousel).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    const slides = Array.from(carousel.querySelectorAll<HTMLElement>('.slick-slide'));
    const hidden = slides.filter(
      (slide) =>
        slide.getAttribute('aria-hidden') === 'true' || slide.classList.contains('slick-cloned'),
    );
    expect(hidden.length).toBeGreaterThan(0);
    await waitFor(() => {
      for (const slide of hidden) expect(slide.inert).toBe(true);
    });
    for (const slide of slides.filter((s) => !hidden.includes(s))) expect(slide.inert).toBe(false);
  });

  it('at 1024 px wide (3 shown, 2 scrolled), Next moves to slide 2 and the store remembers it', async () => {
    expect(window.innerWidth).toBe(1024);
    const { user, store } = await renderApp('/service/dental-treatment');
    const carousel = await slickCarousel('Treatments in Dental treatment');
    await user.click(within(carousel).getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(store.getState().services.slides['dental-treatment']).toBe(2);
    });
  });

  it("a deep link to a treatment starts its carousel at the treatment's card", async () => {
    await renderApp('/service/dental-treatment/teeth-whitening');
    const carousel = await slickCarousel('Treatments in Dental treatment');
    await waitFor(() => {
      expect(carousel.querySelector('.slick-current')).toHaveAttribute('data-index', '9');
    });
  });
});
