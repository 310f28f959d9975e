import { useEffect } from 'react';
import { pageScrolled, STICKY_THRESHOLD_PX } from '../events';
import { useAppDispatch, useAppStore } from '../hooks';

/**
 * Reports scrolling to the store as `pageScrolled`, once per animation frame, and only
 * when it matters (the sticky threshold is crossed, or a panel is open to close), so the
 * DevTools log stays readable.
 */
export function usePageScroll(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    let frame = 0;
    const report = () => {
      frame = 0;
      const y = window.scrollY;
      const { navigation, uiPanels } = store.getState();
      const stickyChanges = y > STICKY_THRESHOLD_PX !== navigation.sticky;
      const panelOpen = uiPanels.menuOpen || uiPanels.socialOpen || uiPanels.submenu !== null;
      if (stickyChanges || panelOpen) dispatch(pageScrolled({ y }));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(report);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    report();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [dispatch, store]);
}
