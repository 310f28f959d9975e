import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathOf, type PageOutsideNavbar } from './address';
import { clicked } from './clickOrder';
import { useAppSelector } from './hooks';
import { usePagePreload } from './pagePreload';
import { selectLanguage } from './selectors';

/**
 * A link to a page no navbar item names (urgent help, the privacy notice, the accessibility
 * statement), in the language shown. No event stands for it: the router's arrival there is the
 * visitor's `pageVisited`, as for any link. Intent starts loading the page, as EventLink does;
 * a click overtakes an EventLink's click still waiting for its page (clickOrder.ts).
 */
export function PageLink({
  page,
  className,
  part,
  children,
}: {
  page: PageOutsideNavbar;
  className?: string;
  /** The id of a part of the page to open at (`visit-sedation`). */
  part?: string;
  children: ReactNode;
}) {
  const language = useAppSelector(selectLanguage);
  const { preload: preloadPage } = usePagePreload();
  const path = pathOf({ language, page });
  const preload = () => {
    // A failed preload is tried again when the route loads.
    preloadPage(path).catch(() => undefined);
  };
  return (
    <Link
      className={className}
      to={part ? `${path}#${part}` : path}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      // The router takes this page from here; a click of an EventLink still waiting for its
      // page is overtaken by it.
      onClick={(event) => {
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) clicked();
      }}
    >
      {children}
    </Link>
  );
}
