/**
 * What the carousel's component tests share (src/components/Carousel.test.tsx,
 * SlickCarousel.test.tsx): five slides, a layout for jsdom, the carousel's code held back.
 */
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../src/content/i18n';
import type { CarouselSettings } from '../src/components/carouselProps';

export const settings: CarouselSettings = { slidesToShow: 1, slidesToScroll: 1, speed: 300 };
export const slides = ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

export const SLIDE_WIDTH = 100;
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * jsdom lays nothing out: here each slide of a static row is SLIDE_WIDTH wide, and an element's
 * scrollLeft is kept (jsdom's is always 0).
 */
export function layOutRows(): () => void {
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
export function holdCarouselCode() {
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
export const rowOf = (name: string) =>
  within(screen.getByRole('region', { name })).getByRole('list', { hidden: true });

export async function withI18n(element: ReactElement) {
  const i18n = await createI18n('en');
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}
