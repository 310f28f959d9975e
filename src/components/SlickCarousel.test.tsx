import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import SlickSlider from 'react-slick';
import { describe, expect, it, vi } from 'vitest';
import { settings, slides, wait, withI18n } from '../../test/carousel';
import { createI18n } from '../content/i18n';
import SlickCarousel from './SlickCarousel';

describe('the react-slick carousel', () => {
  it('react-slick 0.31 drops afterChange when the window resizes during the slide', async () => {
    const afterChange = vi.fn();
    const beforeChange = vi.fn();
    render(
      <SlickSlider {...settings} afterChange={afterChange} beforeChange={beforeChange}>
        {slides}
      </SlickSlider>,
    );
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => {
      fireEvent.click(next);
      window.dispatchEvent(new Event('resize'));
    });
    await act(() => wait((settings.speed ?? 0) + 200));
    expect(beforeChange).toHaveBeenCalledWith(0, 1);
    expect(afterChange).not.toHaveBeenCalled();
  });

  it('Next reaches the store even when the window resizes during the slide', async () => {
    const moved = vi.fn();
    const user = userEvent.setup();
    await withI18n(
      <SlickCarousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
        {slides}
      </SlickCarousel>,
    );
    const carousel = screen.getByRole('region', { name: 'Cards' });
    await user.click(within(carousel).getByRole('button', { name: 'Next' }));
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await act(() => wait((settings.speed ?? 0) + 200));
    expect(moved).toHaveBeenCalledTimes(1);
    expect(moved).toHaveBeenCalledWith(1);
    await user.click(within(carousel).getByRole('button', { name: 'Previous' }));
    await waitFor(() => {
      expect(moved).toHaveBeenLastCalledWith(0);
    });
  });

  it('a move the store asks for is not reported back', async () => {
    const moved = vi.fn();
    const i18n = await createI18n('en');
    const view = (slide: number) => (
      <I18nextProvider i18n={i18n}>
        <SlickCarousel label="Cards" settings={settings} slide={slide} onSlideChange={moved}>
          {slides}
        </SlickCarousel>
      </I18nextProvider>
    );
    const { rerender, container } = render(view(0));
    rerender(view(3));
    await waitFor(() => {
      expect(container.querySelector('.slick-current')).toHaveAttribute('data-index', '3');
    });
    await act(() => wait((settings.speed ?? 0) + 100));
    expect(moved).not.toHaveBeenCalled();
  });
});

describe('a mouse swipe of the react-slick carousel', () => {
  it('moves it and does not open the card it started on', async () => {
    const moved = vi.fn();
    const opened = vi.fn((event: React.MouseEvent) => {
      event.preventDefault();
    });
    const cards = ['One', 'Two', 'Three'].map((name) => (
      <a key={name} href={`#${name}`} onClick={opened}>
        {name}
      </a>
    ));
    await withI18n(
      <SlickCarousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
        {cards}
      </SlickCarousel>,
    );
    const card = within(screen.getByRole('region', { name: 'Cards' })).getAllByRole('link', {
      name: 'One',
    })[0]!;
    fireEvent.mouseDown(card, { clientX: 300, clientY: 50, detail: 1 });
    fireEvent.mouseUp(card, { clientX: 100, clientY: 50, detail: 1 });
    fireEvent.click(card, { clientX: 100, clientY: 50, detail: 1 });
    expect(opened).not.toHaveBeenCalled();
    // A click where the mouse stayed put opens the card.
    fireEvent.mouseDown(card, { clientX: 100, clientY: 50, detail: 1 });
    fireEvent.mouseUp(card, { clientX: 102, clientY: 50, detail: 1 });
    fireEvent.click(card, { clientX: 102, clientY: 50, detail: 1 });
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
