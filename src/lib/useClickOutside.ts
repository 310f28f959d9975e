import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside every element in `refs`
 * while `active` is true. Used to close open panels.
 */
export function useClickOutside(
  refs: readonly RefObject<HTMLElement | null>[],
  active: boolean,
  onOutside: () => void,
): void {
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });
  useEffect(() => {
    if (!active) return;
    const handle = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      latest.current.onOutside();
    };
    document.addEventListener('pointerdown', handle);
    return () => {
      document.removeEventListener('pointerdown', handle);
    };
  }, [active]);
}
