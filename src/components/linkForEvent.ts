import type { UnknownAction } from '@reduxjs/toolkit';
import type { AnchorHTMLAttributes, ComponentType } from 'react';

export interface LinkForEventProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The event a click stands for. The link's address is where that event leads. */
  event: UnknownAction;
}

/**
 * A link that stands for an event. Shared components receive it from the page (the app's
 * `EventLink`), since they know nothing of the store.
 */
export type LinkForEvent = ComponentType<LinkForEventProps>;
