import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change starts at the top of the page (spec §2). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
