import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { Settings } from 'react-slick';

export type CarouselSettings = Pick<
  Settings,
  'slidesToShow' | 'slidesToScroll' | 'speed' | 'infinite' | 'dots' | 'responsive'
>;

export interface CarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  settings: CarouselSettings;
  initialSlide?: number;
  onSlideChange?: (index: number) => void;
  className?: string;
  children: ReactNode;
}

/**
 * The settings for the current viewport: spec §9's breakpoints are max-widths, and the
 * narrowest matching one wins. react-slick only reacts to breakpoint *changes*, so a page
 * opened on a phone would keep the desktop settings; this picks them from the start. Before
 * mount (and on the server) the desktop settings render, then the page upgrades.
 */
export function settingsForWidth(
  settings: CarouselSettings,
  width: number | null,
): CarouselSettings {
  const { responsive, ...base } = settings;
  if (width === null || !responsive) return base;
  const match = [...responsive]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint);
  if (!match || match.settings === 'unslick') return base;
  return { ...base, ...match.settings };
}

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

/**
 * A carousel that costs nothing until it is seen: the page (and a visitor without JavaScript)
 * gets the slides as a plain scrollable row with the same widths; react-slick is loaded when
 * the row scrolls into view and takes over the same slides.
 */
export function Carousel(props: CarouselProps) {
  const { label, settings, className, children } = props;
  const row = useRef<HTMLDivElement>(null);
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

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    // The code may arrive after the carousel is gone (the visitor moved on): then it is unused.
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void import('./SlickCarousel').then((module) => {
            if (mounted) setSlick(() => module.default);
          });
        }
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, []);

  const staticRow = (
    <div
      ref={row}
      onFocus={(event) => {
        focusedLink.current = event.target.closest('a')?.getAttribute('href') ?? '';
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
      <ul className="carousel-row">
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
