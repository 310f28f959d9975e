import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { languageOfPath } from '../../lib/languages';
import { loadShownPageWhole } from '../../lib/loadWhole';
import { resolveAddress } from '../../state/address';
import type { Head } from '../pageHead';

/**
 * A prerendered page arrives with its own head (the build wrote it with the same functions),
 * so the first head is left as it is and the code that writes heads is fetched only when the
 * visitor moves on. The dev server's page has no head of its own and gets one at once.
 */
let prerenderedHeadInPlace =
  typeof document !== 'undefined' &&
  document.head.querySelector('meta[name="description"]') !== null;

/**
 * Puts `headOf`'s head in place, unless a newer one is asked for first (the returned cancel).
 * It waits until the new page's first frame is painted: of the head only the tab's title
 * shows, and React runs this effect before that frame when the next update comes at once.
 */
function showHead(headOf: (module: typeof import('../pageHead')) => Promise<Head> | Head) {
  if (prerenderedHeadInPlace) {
    prerenderedHeadInPlace = false;
    return () => undefined;
  }
  let current = true;
  Promise.all([import('../pageHead'), afterNextPaint()])
    .then(async ([module]) => {
      const head = await headOf(module);
      if (current) module.applyHead(document, head);
    })
    // Offline, before the head's code or words were kept: the last head stays, as the page
    // itself is what the visitor reads. Online, a deployment has dropped this build's files:
    // the page is loaded again whole, its head with it.
    .catch(loadShownPageWhole);
  return () => {
    current = false;
  };
}

/**
 * The head of the page at the current address: title, description, canonical, hreflang, Open
 * Graph and structured data, equal to the prerendered head of that address (pageHead.ts).
 * Used by the route that holds the pages (PageWithHead), which the error screen replaces when
 * a page fails: the error screen writes its own head (useErrorHead).
 */
export function usePageHead(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const address = resolveAddress(pathname);
    if (!address) return;
    return showHead(async ({ headFor, loadPageTexts }) =>
      headFor(address, await loadPageTexts(address), t),
    );
  }, [pathname, t]);
}

/** The error screen's head: its title names the error; not to be indexed. */
export function useErrorHead(detail: string): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(
    () => showHead(({ errorHead }) => errorHead(languageOfPath(pathname), t, detail)),
    [pathname, t, detail],
  );
}
