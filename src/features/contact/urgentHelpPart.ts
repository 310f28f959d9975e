import { deferredPart } from '../../lib/deferredPart';

/**
 * Urgent help on the contact page, below the fold: text and telephone links, so its code and
 * its words come once the page is idle, or with the page on a move (app/preloadPage.ts).
 */
export const { Part: DeferredUrgentHelp, load: loadUrgentHelp } = deferredPart(() =>
  import('./UrgentHelp').then((code) => code.UrgentHelp),
);
