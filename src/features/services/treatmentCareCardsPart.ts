import { deferredPart } from '../../lib/deferredPart';

/**
 * A treatment's care cards: text and telephone links, so their code (and the cards') comes once
 * the page is idle, or with the treatment on a move (app/preloadPage.ts).
 */
export const { Part: DeferredTreatmentCareCards, load: loadTreatmentCareCards } = deferredPart(() =>
  import('./TreatmentCareCards').then((code) => code.TreatmentCareCards),
);
