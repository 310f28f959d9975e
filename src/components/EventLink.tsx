import type { UnknownAction } from '@reduxjs/toolkit';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppDispatch } from '../app/hooks';

interface EventLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** The event a plain click stands for; the listeners move to the page it names. */
  event: UnknownAction;
}

/**
 * A real link (open in a new tab, copy link and no-JS all work) whose plain click is
 * reported to the store as an event instead of being followed by the browser.
 */
export function EventLink({ href, event, onClick, ...rest }: EventLinkProps) {
  const dispatch = useAppDispatch();
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    e.preventDefault();
    dispatch(event);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
