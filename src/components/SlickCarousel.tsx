import 'slick-carousel/slick/slick.css';
import { Children, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import SlickSlider from 'react-slick';
import { settingsForWidth, type CarouselProps, type CarouselSettings } from './carouselProps';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { useStoredSlide } from './useStoredSlide';

// react-slick is CommonJS; depending on the bundler its default export arrives wrapped.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

interface ArrowProps {
  onClick?: () => void;
  className?: string;
  label: string;
  direction: 'previous' | 'next';
}

/** How far the mouse may move between press and release for a click still to count. */
const SWIPE_NOT_CLICK_PX = 10;

/** react-slick passes its own props to custom arrows; only what a button understands is kept. */
function Arrow({ onClick, className, label, direction }: ArrowProps) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`carousel-arrow carousel-${direction}`}
      onClick={onClick}
      disabled={disabled}
    >
      {direction === 'previous' ? <ArrowLeftIcon /> : <ArrowRightIcon />}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * Slides that are out of view (and react-slick's clones for infinite scrolling) are marked
 * aria-hidden by react-slick but keep focusable links and buttons inside (react-slick issues
 * #1535, #1980, #2400). Making them inert takes them out of the tab order and the
 * accessibility tree for good.
 */
function syncInert(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    const hidden =
      slide.getAttribute('aria-hidden') === 'true' || slide.classList.contains('slick-cloned');
    if (slide.inert !== hidden) slide.inert = hidden;
  });
}

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
  };
};

function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => null,
  );
}

/**
 * The slide react-slick can start at: with every slide in view there is nothing to scroll,
 * and a carousel that does not wrap around stops when its last slide is in view.
 */
function startSlide(slide: number, count: number, settings: CarouselSettings): number {
  const inView = settings.slidesToShow ?? 1;
  if (count <= inView) return 0;
  const last = settings.infinite ? count - 1 : count - inView;
  return Math.min(Math.max(slide, 0), last);
}

/** An accessible react-slick carousel: named, with named arrows and dots, hidden slides inert. */
export default function SlickCarousel({
  label,
  settings,
  slide,
  onSlideChange,
  className,
  children,
}: CarouselProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  /** Where the mouse was pressed in the carousel, to tell a swipe's end from a click. */
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const slider = useRef<SlickSlider>(null);
  const current = settingsForWidth(settings, useViewportWidth());
  const start = startSlide(slide, Children.count(children), current);
  // Fixed at mount: a changed initialSlide makes react-slick re-measure and jump mid-slide.
  const [initialSlide] = useState(start);
  const { moved } = useStoredSlide(start, onSlideChange, (index) => {
    slider.current?.slickGoTo(index);
    return index;
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    syncInert(element);
    const observer = new MutationObserver(() => {
      syncInert(element);
    });
    observer.observe(element, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'class'],
      childList: true,
    });
    return () => {
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className ? `carousel ${className}` : 'carousel'}
      // A mouse swipe that starts on a card would otherwise drag the card's link or image away
      // (a native drag), and react-slick would never see the move.
      onDragStart={(event) => {
        event.preventDefault();
      }}
      // The click that ends a mouse swipe lands on a card's link, whose handler runs before
      // react-slick's on the list could stop it: a swipe would open the card it started on.
      onMouseDownCapture={(event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
      }}
      onClickCapture={(event) => {
        const start = pressedAt.current;
        pressedAt.current = null;
        if (!start || event.detail === 0) return;
        const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
        if (moved > SWIPE_NOT_CLICK_PX) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      <Slider
        ref={slider}
        {...current}
        initialSlide={initialSlide}
        accessibility
        autoplay={false}
        // react-slick calls beforeChange for every move (arrows, dots, a swipe, a key) as it
        // starts; afterChange is dropped when images load or the list resizes meanwhile.
        beforeChange={(_from, to) => {
          moved(to);
        }}
        prevArrow={<Arrow direction="previous" label={t('carousel.previous')} />}
        nextArrow={<Arrow direction="next" label={t('carousel.next')} />}
        customPaging={(index) => (
          <button type="button">
            <span className="visually-hidden">
              {t('carousel.goToSlide', { number: index + 1 })}
            </span>
          </button>
        )}
      >
        {children}
      </Slider>
    </div>
  );
}
