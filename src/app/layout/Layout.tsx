import { Outlet } from 'react-router-dom';
import { useDocumentLanguage } from '../../features/locale/useDocumentLanguage';
import { Footer } from './Footer';
import { Header } from './Header';
import { usePageScroll } from './usePageScroll';
import { useRouteChange } from './useRouteChange';

/** One layout for every page: header, main, footer. */
export function Layout() {
  useRouteChange();
  usePageScroll();
  useDocumentLanguage();
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
