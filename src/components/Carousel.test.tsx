import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import SlickSlider from 'react-slick';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../content/i18n';
import { Carousel, onScrollEnded, SCROLL_SETTLE_MS } from './Carousel';
import type { CarouselSettings } from './carouselProps';
import SlickCarousel from './SlickCarousel';

const settings: CarouselSettings = { slidesToShow: 1, slidesToScroll: 1, speed: 300 };
const slides = ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

const SLIDE_WIDTH = 100;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * jsdom lays nothing out: here each slide of a static row is SLIDE_WIDTH wide, and an element's
 * scrollLeft is kept (jsdom's is always 0).
 */
function layOutRows(): () => void {
  const offsetLeft = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft');
  const scrollLeft = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft');
  const scrolled = new WeakMap<Element, number>();
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      const list = this.parentElement;
      if (!list?.classList.contains('carousel-row')) return 0;
      return Array.from(list.children).indexOf(this) * SLIDE_WIDTH;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollLeft', {
    configurable: true,
    get(this: Element) {
      return scrolled.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrolled.set(this, value);
    },
  });
  return () => {
    if (offsetLeft) Object.defineProperty(HTMLElement.prototype, 'offsetLeft', offsetLeft);
    if (scrollLeft) Object.defineProperty(Element.prototype, 'scrollLeft', scrollLeft);
  };
}

/** An IntersectionObserver that reports the row in view only when `show()` is called. */
function holdCarouselCode() {
  const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
  class ManualObserver {
    private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      this.entry.target = undefined;
    }
    unobserve() {
      return undefined;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ManualObserver);
  return {
    show: () => {
      for (const { callback, target } of observers)
        if (target)
          callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
    },
  };
}

/** The static row's list, the element that scrolls. */
const rowOf = (name: string) =>
  within(screen.getByRole('region', { name })).getByRole('list', { hidden: true });

async function withI18n(element: React.ReactElement) {
  const i18n = await createI18n('en');
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('onScrollEnded', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'onscrollend');
  });

  it('uses scrollend where the browser has it', () => {
    Object.defineProperty(window, 'onscrollend', { configurable: true, value: null });
    const element = document.createElement('div');
    const ended = vi.fn();
    const stop = onScrollEnded(element, ended);
    element.dispatchEvent(new Event('scroll'));
    expect(ended).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('scrollend'));
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    element.dispatchEvent(new Event('scrollend'));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('without scrollend (WebKit), ends once the scroll events stop', () => {
    vi.useFakeTimers();
    try {
      expect('onscrollend' in window).toBe(false);
      const element = document.createElement('div');
      const ended = vi.fn();
      const stop = onScrollEnded(element, ended);
      element.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_SETTLE_MS - 10);
      element.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_SETTLE_MS - 10);
      expect(ended).not.toHaveBeenCalled();
      vi.advanceTimersByTime(20);
      expect(ended).toHaveBeenCalledTimes(1);
      element.dispatchEvent(new Event('scroll'));
      stop();
      vi.advanceTimersByTime(SCROLL_SETTLE_MS * 2);
      expect(ended).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the static row (before react-slick arrives)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutRows();
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  it('starts at the stored slide', async () => {
    holdCarouselCode();
    await withI18n(
      <Carousel label="Cards" settings={settings} slide={3} onSlideChange={() => undefined}>
        {slides}
      </Carousel>,
    );
    expect(rowOf('Cards').scrollLeft).toBe(3 * SLIDE_WIDTH);
  });

  it('reports a swipe of its list (the element that scrolls) once the scroll ends', async () => {
    holdCarouselCode();
    const moved = vi.fn();
    await withI18n(
      <Carousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
        {slides}
      </Carousel>,
    );
    const row = rowOf('Cards');
    row.scrollLeft = 2 * SLIDE_WIDTH + 10;
    fireEvent.scroll(row);
    await waitFor(() => {
      expect(moved).toHaveBeenCalledWith(2);
    });
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('a jump the store asks for is not reported back as a move', async () => {
    holdCarouselCode();
    const moved = vi.fn();
    const { rerender } = await withI18n(
      <Carousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
        {slides}
      </Carousel>,
    );
    const i18n = await createI18n('en');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Carousel label="Cards" settings={settings} slide={4} onSlideChange={moved}>
          {slides}
        </Carousel>
      </I18nextProvider>,
    );
    const row = rowOf('Cards');
    expect(row.scrollLeft).toBe(4 * SLIDE_WIDTH);
    fireEvent.scroll(row);
    await act(() => wait(SCROLL_SETTLE_MS * 2));
    expect(moved).not.toHaveBeenCalled();
  });

  it('a swipe still moving when react-slick arrives is reported, and react-slick starts there', async () => {
    const code = holdCarouselCode();
    let stored = 0;
    const moved = vi.fn((index: number) => {
      stored = index;
    });
    await withI18n(
      <Carousel label="Cards" settings={settings} slide={stored} onSlideChange={moved}>
        {slides}
      </Carousel>,
    );
    rowOf('Cards').scrollLeft = 3 * SLIDE_WIDTH;
    // No scroll event yet: the code arrives first.
    act(() => {
      code.show();
    });
    await waitFor(() => {
      expect(moved).toHaveBeenCalledWith(3);
    });
  });
});

describe('the static row under the keyboard', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutRows();
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  // A browser test under load saw this: Tab to a card out of view scrolled the row, its end
  // was stored as a move, and react-slick started two slides on, so Next went to slide 4.
  it('Tab to a slide out of view scrolls the row but moves no slide, nor react-slick after', async () => {
    const code = holdCarouselCode();
    const moved = vi.fn();
    const { container } = await withI18n(
      <Carousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
        {slides}
      </Carousel>,
    );
    const row = rowOf('Cards');
    act(() => {
      screen.getByRole('link', { name: 'Three' }).focus();
    });
    // The browser brings the focused link into view.
    row.scrollLeft = 2 * SLIDE_WIDTH;
    fireEvent.scroll(row);
    await act(() => wait(SCROLL_SETTLE_MS * 2));
    expect(moved).not.toHaveBeenCalled();

    act(() => {
      code.show();
    });
    await screen.findByRole('button', { name: 'Next' });
    expect(container.querySelector('.slick-current')).toHaveAttribute('data-index', '0');
    expect(moved).not.toHaveBeenCalled();
  });

  it('react-slick arriving while the row scrolls to the focused link starts at the stored slide', async () => {
    const code = holdCarouselCode();
    const moved = vi.fn();
    const { container } = await withI18n(
      <Carousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
        {slides}
      </Carousel>,
    );
    act(() => {
      screen.getByRole('link', { name: 'Three' }).focus();
    });
    rowOf('Cards').scrollLeft = 2 * SLIDE_WIDTH;
    // No scroll event yet: the code arrives first.
    act(() => {
      code.show();
    });
    await screen.findByRole('button', { name: 'Next' });
    expect(container.querySelector('.slick-current')).toHaveAttribute('data-index', '0');
    expect(moved).not.toHaveBeenCalled();
  });

  it('a swipe after a Tab that scrolled nothing is still a move', async () => {
    holdCarouselCode();
    const moved = vi.fn();
    await withI18n(
      <Carousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
        {slides}
      </Carousel>,
    );
    const row = rowOf('Cards');
    act(() => {
      screen.getByRole('link', { name: 'One' }).focus();
    });
    fireEvent.wheel(row);
    row.scrollLeft = SLIDE_WIDTH;
    fireEvent.scroll(row);
    await waitFor(() => {
      expect(moved).toHaveBeenCalledWith(1);
    });
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('a row the keyboard scrolled before the app started keeps its place unreported', async () => {
    holdCarouselCode();
    const moved = vi.fn();
    const i18n = await createI18n('en');
    const page = (
      <I18nextProvider i18n={i18n}>
        <Carousel label="Cards" settings={settings} slide={0} onSlideChange={moved}>
          {slides}
        </Carousel>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    container.querySelector<HTMLElement>('a[href="#Three"]')?.focus();
    const row = container.querySelector('.carousel-row');
    if (row) row.scrollLeft = 2 * SLIDE_WIDTH;
    render(page, { container, hydrate: true });
    await act(() => wait(SCROLL_SETTLE_MS * 2));
    expect(moved).not.toHaveBeenCalled();
    expect(rowOf('Cards').scrollLeft).toBe(2 * SLIDE_WIDTH);
    container.remove();
  });
});

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
