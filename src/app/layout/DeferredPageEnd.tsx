import { deferredPart } from '../../lib/deferredPart';

/**
 * The page tools, the printed details and the footer: links that work as plain links until the
 * app takes them over ("Send this page" through main.tsx's listener), text, and print-only text,
 * so their code comes once the page is idle.
 */
export const { Part: DeferredPageEnd, load: loadPageEnd } = deferredPart(() =>
  import('./PageEnd').then((code) => code.PageEnd),
);
