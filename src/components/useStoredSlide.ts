import { useCallback, useEffect, useRef } from 'react';

/**
 * Where a carousel meets the store, the same for the static row (Carousel.tsx) and react-slick
 * (SlickCarousel.tsx): each of the visitor's moves is reported once, and when the stored slide
 * changes by anything else (a choice, a Redux DevTools jump) the carousel follows it without
 * reporting that move back.
 *
 * `stored`: the slide the store asks for (as the carousel can show it); `moveTo` shows a slide
 * and returns where the carousel came to rest (near the end it may stop short).
 */
export function useStoredSlide(
  stored: number,
  onSlideChange: (index: number) => void,
  moveTo: (index: number) => number,
) {
  /** Where the carousel rests as far as the store knows. */
  const shown = useRef(stored);
  const latest = useRef({ onSlideChange, moveTo });
  useEffect(() => {
    latest.current = { onSlideChange, moveTo };
  });

  useEffect(() => {
    if (stored === shown.current) return;
    // Set first: a carousel may report the move it is asked for while making it.
    shown.current = stored;
    shown.current = latest.current.moveTo(stored);
  }, [stored]);

  /** The visitor moved the carousel to `index` (an arrow, a dot, a swipe, a key). */
  const moved = useCallback((index: number) => {
    if (index === shown.current) return;
    shown.current = index;
    latest.current.onSlideChange(index);
  }, []);

  /** The carousel came to rest at `index` by no move of the visitor's: nothing is reported. */
  const restsAt = useCallback((index: number) => {
    shown.current = index;
  }, []);

  return { shown, moved, restsAt };
}
