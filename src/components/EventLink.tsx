import type { UnknownAction } from '@reduxjs/toolkit';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { addressOf } from '../app/address';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { rootReducer, type RootState } from '../app/store';

interface EventLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The event a click stands for. The link's address is where that event leads. */
  event: UnknownAction;
}

/**
 * A real link (open in a new tab, copy link and no-JS all work) whose plain click is
 * reported to the store as an event; the address then follows the new state. Its href is
 * the address of the state the event leads to, so link and click always agree.
 */
export function EventLink({ event, onClick, ...rest }: EventLinkProps) {
  const dispatch = useAppDispatch();
  const href = useAppSelector((state: RootState) => addressOf(rootReducer(state, event)));
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    e.preventDefault();
    dispatch(event);
  };
  return <a href={href ?? undefined} onClick={handleClick} {...rest} />;
}
