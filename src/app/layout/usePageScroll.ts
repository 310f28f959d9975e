import { useEffect } from 'react';
import { isSticky } from '../../state/navigation/navigationSlice';
import { selectAnyPanelOpen } from '../../state/uiPanels/uiPanelsSlice';
import { pageScrolled } from '../../state/events';
import { useAppDispatch, useAppStore } from '../../state/hooks';

/**
 * Reports scrolling to the store as `pageScrolled`, once per animation frame, and only when
 * the reducers would change something (the sticky threshold is crossed, or a panel is open to
 * close), so the DevTools log stays readable. The rules themselves are the reducers'.
 */
export function usePageScroll(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    let frame = 0;
    const report = (scrolled: boolean) => {
      frame = 0;
      const y = window.scrollY;
      const state = store.getState();
      const closesPanels = scrolled && selectAnyPanelOpen(state);
      if (isSticky(y) !== state.navigation.sticky || closesPanels) dispatch(pageScrolled({ y }));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(() => report(true));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Where the page already is when the app starts: only the navbar follows, nothing closes.
    report(false);
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [dispatch, store]);
}
