import { deferredPart } from '../lib/deferredPart';

/**
 * Urgent help's care cards, on the contact and urgent-help pages: kept as prerendered while the
 * page hydrates (KeptMarkup), so their code is needed only for another language or a page the
 * app draws itself, which load it first (app/preloadPage.ts).
 */
export const { Part: DeferredUrgentCareCards, load: loadUrgentCareCards } = deferredPart(() =>
  import('./UrgentCare').then((code) => code.UrgentCareCards),
);
