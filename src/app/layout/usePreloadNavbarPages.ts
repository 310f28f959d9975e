import { useEffect } from 'react';
import { selectLanguage } from '../../state/selectors';
import { useAppSelector } from '../../state/hooks';
import {
  idlePreloadBudget,
  idlePreloadMark,
  navbarPaths,
  preloadWelcome,
  preloadWithinBudget,
  transferredSince,
  type ConnectionHints,
} from '../idlePreload';
import { preloadPage } from '../preloadPage';
import { releaseDeferredParts } from '../../lib/deferredPart';
import { languageDateLocale } from '../../lib/languages';
import { whenIdle } from '../../lib/whenIdle';

/**
 * Once the page is hydrated and the browser idle, loads the parts of the page deferred until
 * then (lib/deferredPart.tsx), then the navbar's pages in the language shown
 * (app/idlePreload.ts), so a tap on the navbar finds them here, and prepares the language's
 * formats.
 */
export function usePreloadNavbarPages(): void {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    // A visitor saving data loads nothing ahead: the parts of the page kept as prerendered (the
    // page tools, the footer, the care cards) work as they are, and come with a move.
    if (!preloadWelcome(connection)) return;
    return whenIdle(() => {
      // Marked, so the byte budget can tell the page's own bytes from those loaded ahead.
      const start = performance.mark(idlePreloadMark).startTime;
      // First the parts of this page kept as prerendered until now (lib/deferredPart.tsx).
      releaseDeferredParts();
      void preloadWithinBudget(
        navbarPaths(language),
        preloadPage,
        () => transferredSince(start),
        idlePreloadBudget,
      ).then(() => performance.mark(`${idlePreloadMark}-done`));
      // The language's dates, lists and amounts, so the first tap to a page that writes one
      // does not wait for its formatter (lib/prepareFormats.ts); offline, a tap makes its own.
      import('../../lib/prepareFormats').then(
        ({ prepareFormats }) => {
          prepareFormats(languageDateLocale[language]);
        },
        () => undefined,
      );
    });
  }, [language]);
}
