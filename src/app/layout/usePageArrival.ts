import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { parseAddress } from '../../state/address';

/**
 * The main heading of the page at `path`: a treatment's own heading on a treatment page
 * (its card or link was what the visitor chose), the page's h1 elsewhere, the 404 screen's too.
 */
function headingOf(path: string): string {
  return parseAddress(path)?.treatment ? '#treatment-title' : 'main h1';
}

/**
 * Focuses the page's main heading, waiting for it while the page's words arrive, so a screen
 * reader announces the new page and the keyboard continues from it. Returns a cleanup.
 */
function focusHeading(selector: string, scroll = false): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>(selector);
    if (!heading) return false;
    // A part of a page opens at its heading, below the sticky navbar (scroll-padding-top).
    if (scroll) heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => undefined;
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
  };
}

/**
 * A route change starts at the top of the new page (spec §2) with focus on its main heading.
 * The first arrival is not a route change: the app starting over the prerendered page leaves
 * the visitor's scroll position and focus where they are.
 */
export function usePageArrival(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    // A link to a part of a page (`/visit#visit-sedation`): that part's heading, scrolled to.
    const part = /^#[\w-]+$/.test(hash) ? `${hash} h2` : null;
    return part ? focusHeading(part, true) : focusHeading(headingOf(pathname));
  }, [pathname, hash]);
}
