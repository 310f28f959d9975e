/**
 * What the static row (Carousel.tsx) and react-slick (SlickCarousel.tsx) share. Its own module,
 * because Carousel loads SlickCarousel on demand and SlickCarousel importing Carousel back would
 * be an import circle.
 */
import type { ReactNode } from 'react';
import type { Settings } from 'react-slick';

export type CarouselSettings = Pick<
  Settings,
  'slidesToShow' | 'slidesToScroll' | 'speed' | 'infinite' | 'dots' | 'responsive'
>;

export interface CarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  settings: CarouselSettings;
  /** The slide in view first: the store's position. The carousel moves when it changes. */
  slide: number;
  /** The visitor moved the carousel (arrows, dots, a swipe or a scroll of the row). */
  onSlideChange: (index: number) => void;
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
