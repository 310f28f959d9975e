import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { pathOf, type Address, type PageOutsideNavbar } from '../address';
import { clicked } from '../clickOrder';
import { useAppSelector } from '../hooks';
import { usePagePreload } from './pagePreload';
import { selectLanguage } from '../selectors';

/**
 * A link to an address of the site, in the language shown: a page no navbar item names (urgent
 * help, the privacy notice, the fees …, `PageLink`), or any page the A-Z leads to. No event
 * stands for it: the router's arrival there is the visitor's `pageVisited`, as for any link.
 * Intent starts loading the page, as EventLink does; a click overtakes an EventLink's click
 * still waiting for its page (clickOrder.ts).
 *
 * A plain `<a>` with the router's href and click handler rather than its `<Link>`: `<Link>`
 * brings its prefetching (framework mode's `<PrefetchPageLinks>` and what they call), which
 * the app never asks for, into every page's script (docs/performance.md, issue 37).
 */
export function AddressLink({
  to: address,
  className,
  part,
  children,
}: {
  /** The address, but for its language: the one shown. */
  to: Omit<Address, 'language'>;
  className?: string;
  /** The id of a part of the page to open at (`visit-sedation`). */
  part?: string;
  children: ReactNode;
}) {
  const language = useAppSelector(selectLanguage);
  const { preload: preloadPage } = usePagePreload();
  const path = pathOf({ ...address, language });
  const to = part ? `${path}#${part}` : path;
  const href = useHref(to);
  const navigate = useLinkClickHandler(to);
  const preload = () => {
    // A failed preload is tried again when the route loads.
    preloadPage(path).catch(() => undefined);
  };
  return (
    <a
      className={className}
      href={href}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      // The router takes this page from here; a click of an EventLink still waiting for its
      // page is overtaken by it.
      onClick={(event) => {
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) clicked();
        navigate(event);
      }}
    >
      {children}
    </a>
  );
}

/** A link to a page no navbar item names, in the language shown. */
export function PageLink({
  page,
  ...rest
}: {
  page: PageOutsideNavbar;
  className?: string;
  part?: string;
  children: ReactNode;
}) {
  return <AddressLink to={{ page }} {...rest} />;
}
