import { Outlet } from 'react-router-dom';
import { PagePreloadContext, type PagePreload } from '../../state/react/pagePreload';
import { isPageReady, preloadPage } from '../preloadPage';
import { useDocumentLanguage } from '../../features/locale/useDocumentLanguage';
import { Header } from './Header';
import { DeferredPageEnd } from './DeferredPageEnd';
import { useEscapeKey } from './useEscapeKey';
import { usePageArrival } from './usePageArrival';
import { usePageScroll } from './usePageScroll';
import { usePreloadNavbarPages } from './usePreloadNavbarPages';

/**
 * A new address's arrival (scroll to the top, focus on the heading). Kept out of Layout, which
 * would otherwise render the header and footer again on every move between pages.
 */
function PageArrival() {
  usePageArrival();
  return null;
}

const pagePreload: PagePreload = { preload: preloadPage, isReady: isPageReady };

/** One layout for every page: header, main, then the page's end (page tools, footer). */
export function Layout() {
  usePageScroll();
  useEscapeKey();
  useDocumentLanguage();
  usePreloadNavbarPages();
  return (
    <PagePreloadContext value={pagePreload}>
      <PageArrival />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <DeferredPageEnd />
    </PagePreloadContext>
  );
}
