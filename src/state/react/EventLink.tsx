import type { UnknownAction } from '@reduxjs/toolkit';
import { useMemo, type MouseEvent } from 'react';
import type { LinkForEventProps } from '../../components/linkForEvent';
import { makeSelectAddressAfter } from '../addressAfter';
import { clicked, isLatestClick } from '../clickOrder';
import { useAppDispatch, useAppSelector } from '../hooks';
import { usePagePreload } from './pagePreload';

/**
 * A real link (open in a new tab, copy link and no-JS all work) whose plain click is
 * reported to the store as an event; the address then follows the new state. Its href is
 * the address of the state the event leads to, so link and click always agree.
 *
 * A pointer over it, focus or a touch starts loading the page it leads to (pagePreload.ts); the
 * click's event is dispatched once that page can render whole, so the old page stays until
 * then and no "Loading…" shows in between.
 */
export function EventLink({
  event,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: LinkForEventProps) {
  const dispatch = useAppDispatch();
  const { preload: preloadPage, isReady: isPageReady } = usePagePreload();
  // Links are given a new event object on each render; the selector (and what it keeps) lasts
  // as long as the event says the same.
  const eventKey = JSON.stringify(event);
  const selectHref = useMemo(
    () => makeSelectAddressAfter(JSON.parse(eventKey) as UnknownAction),
    [eventKey],
  );
  const href = useAppSelector(selectHref);
  const preload = () => {
    if (href !== null) preloadPage(href).catch(() => undefined);
  };
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    e.preventDefault();
    const click = clicked();
    if (href === null || isPageReady(href)) {
      dispatch(event);
      return;
    }
    // A page that fails to load is dispatched all the same: its route then shows the error. A
    // later click (here or on a PageLink) overtakes this one.
    const land = () => {
      if (isLatestClick(click)) dispatch(event);
    };
    preloadPage(href).then(land, land);
  };
  return (
    <a
      href={href ?? undefined}
      onClick={handleClick}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        preload();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        preload();
      }}
      // React listens to touches passively, so this never delays scrolling.
      onTouchStart={(e) => {
        onTouchStart?.(e);
        preload();
      }}
      {...rest}
    />
  );
}
