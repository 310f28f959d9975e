import { deferredPart } from '../lib/deferredPart';

/**
 * A page's review line (who reviewed it, when, the next review): text only, so its code comes
 * once the page is idle, or with the page on a move (app/preloadPage.ts).
 */
export const { Part: DeferredPageReview, load: loadPageReview } = deferredPart(() =>
  import('./PageReview').then((code) => code.PageReview),
);
