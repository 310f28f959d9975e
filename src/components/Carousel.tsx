import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { keepFallback } from '../lib/loadWhole';
import type { CarouselProps, CarouselSettings } from './carouselProps';
import { useStoredSlide } from './useStoredSlide';

/** How many slides show at each of spec §9's breakpoints, for the static row's CSS. */
function slideCountStyle(settings: CarouselSettings): CSSProperties {
  const style: Record<string, number> = { '--slides': settings.slidesToShow ?? 1 };
  for (const entry of settings.responsive ?? []) {
    if (entry.settings !== 'unslick' && entry.settings.slidesToShow !== undefined) {
      style[`--slides-${String(entry.breakpoint)}`] = entry.settings.slidesToShow;
    }
  }
  return style;
}

/** The index of the slide nearest the start of a scrolled row (the `ul` that scrolls). */
function firstSlideInView(row: HTMLElement): number {
  const items = Array.from(row.children) as HTMLElement[];
  const start = items[0]?.offsetLeft ?? 0;
  let nearest = 0;
  let best = Infinity;
  items.forEach((item, index) => {
    const distance = Math.abs(item.offsetLeft - start - row.scrollLeft);
    if (distance < best) {
      best = distance;
      nearest = index;
    }
  });
  return nearest;
}

/** Scrolls a row so that slide `index` is the first in view (the browser stops at the end). */
function scrollRowTo(row: HTMLElement, index: number): void {
  const items = row.children;
  const first = items[0] as HTMLElement | undefined;
  const target = items[index] as HTMLElement | undefined;
  if (first && target) row.scrollLeft = target.offsetLeft - first.offsetLeft;
}

/** How long a row must be still before a scroll counts as ended, where there is no `scrollend`. */
export const SCROLL_SETTLE_MS = 150;

/**
 * Calls `onEnd` once a scroll of `element` has ended: on `scrollend` where the browser has it,
 * otherwise (WebKit, Safari) once no `scroll` event came for SCROLL_SETTLE_MS. Returns the
 * function that stops listening.
 */
export function onScrollEnded(element: HTMLElement, onEnd: () => void): () => void {
  if ('onscrollend' in window) {
    element.addEventListener('scrollend', onEnd);
    return () => {
      element.removeEventListener('scrollend', onEnd);
    };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(onEnd, SCROLL_SETTLE_MS);
  };
  element.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    element.removeEventListener('scroll', onScroll);
  };
}

/**
 * A carousel that costs nothing until it is seen: the page (and a visitor without JavaScript)
 * gets the slides as a plain scrollable row with the same widths; react-slick is loaded when
 * the row scrolls into view and takes over the same slides.
 */
export function Carousel(props: CarouselProps) {
  const { label, settings, className, children, slide, onSlideChange } = props;
  /** The static row's list: the element that scrolls (scroll events do not bubble). */
  const row = useRef<HTMLUListElement>(null);
  /** The row may be scrolling only to show the link the keyboard moved to: no move of the carousel. */
  const followsFocus = useRef(false);
  const { moved, restsAt } = useStoredSlide(slide, onSlideChange, (index) => {
    const element = row.current;
    if (!element) return index;
    scrollRowTo(element, index);
    // Near the end the row stops short of the stored slide: where it lands is not the
    // visitor's move, so its scrollend reports nothing.
    return firstSlideInView(element);
  });
  const wrapper = useRef<HTMLDivElement>(null);
  /** The link the keyboard is on in the static row, to keep it there when react-slick takes over. */
  const focusedLink = useRef<string | null>(null);
  const [Slick, setSlick] = useState<ComponentType<CarouselProps> | null>(null);

  useEffect(() => {
    const href = focusedLink.current;
    const root = wrapper.current;
    if (!Slick || href === null || !root) return;
    const links = Array.from(root.querySelectorAll<HTMLElement>('a[href], button'));
    const visible = links.filter((link) => !link.closest('[inert]'));
    (visible.find((link) => link.getAttribute('href') === href) ?? visible[0])?.focus();
  }, [Slick]);

  // Fixed at mount, as react-slick's initialSlide: later changes are useStoredSlide's to follow.
  const [startingSlide] = useState(slide);
  // The static row starts at the stored slide (useStoredSlide then follows the store). A row
  // the visitor had already scrolled before the app started keeps its place and is reported
  // instead, unless it was scrolled to show the link the keyboard is on.
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    if (element.scrollLeft > 0) {
      const index = firstSlideInView(element);
      if (element.contains(document.activeElement)) restsAt(index);
      else moved(index);
      return;
    }
    if (firstSlideInView(element) !== startingSlide) scrollRowTo(element, startingSlide);
    restsAt(firstSlideInView(element));
  }, [startingSlide, moved, restsAt]);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const onScrollEnd = () => {
      const index = firstSlideInView(element);
      if (followsFocus.current) {
        followsFocus.current = false;
        restsAt(index);
      } else moved(index);
    };
    // What scrolls the row by the visitor's hand or keys: a swipe, counted when it ends.
    const onVisitorScroll = (event: Event) => {
      if (!(event instanceof KeyboardEvent && event.key === 'Tab')) followsFocus.current = false;
    };
    const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const input of inputs) element.addEventListener(input, onVisitorScroll, { passive: true });
    const stopScrollEnd = onScrollEnded(element, onScrollEnd);
    return () => {
      for (const input of inputs) element.removeEventListener(input, onVisitorScroll);
      stopScrollEnd();
    };
  }, [Slick, moved, restsAt]);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    // The code may arrive after the carousel is gone (the visitor moved on): then it is unused.
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // Without its code the static row stays, and scrolls by itself: online, a deployment
          // has dropped the code, and the page is not loaded again under the visitor's hand
          // (the next move is a whole-page load instead, lib/loadWhole.ts). The import is a
          // promise of its own before `.then`: chained directly, Vite moves the handlers inside
          // its preload wrapper, and a failure of the code's stylesheet ("Unable to preload
          // CSS", offline) rejected the wrapper with no handler.
          const code = import('./SlickCarousel');
          code.then((module) => {
            if (!mounted) return;
            // A swipe of the row whose end has not been reported yet: react-slick starts there.
            if (!followsFocus.current) moved(firstSlideInView(element));
            setSlick(() => module.default);
          }, keepFallback);
        }
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [moved]);

  const staticRow = (
    <div
      onFocus={(event) => {
        focusedLink.current = event.target.closest('a')?.getAttribute('href') ?? '';
        // The browser scrolls the row to show the focused link; Tab is not a swipe.
        followsFocus.current = true;
      }}
      onBlur={() => {
        focusedLink.current = null;
      }}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className ? `carousel carousel-static ${className}` : 'carousel carousel-static'}
      style={slideCountStyle(settings)}
    >
      <ul ref={row} className="carousel-row">
        {Array.isArray(children) ? (
          (children as ReactNode[]).map((child, index) => <li key={index}>{child}</li>)
        ) : (
          <li>{children}</li>
        )}
      </ul>
    </div>
  );

  return (
    <div ref={wrapper} className="carousel-frame">
      {Slick ? <Slick {...props} /> : staticRow}
    </div>
  );
}
