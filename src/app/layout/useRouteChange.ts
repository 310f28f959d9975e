import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageVisited } from '../events';
import { useAppDispatch } from '../hooks';

/**
 * Every route change starts at the top of the page (spec §2) and is reported to the store,
 * so the navbar highlights the page the visitor is on however they arrived.
 */
export function useRouteChange(): void {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    dispatch(pageVisited({ path: pathname }));
  }, [dispatch, pathname]);
}
