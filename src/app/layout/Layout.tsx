import { Outlet } from 'react-router-dom';
import { useDocumentLanguage } from '../../features/locale/useDocumentLanguage';
import { Footer } from './Footer';
import { Header } from './Header';
import { PrintedClinicDetails } from './PrintedClinicDetails';
import { useEscapeKey } from './useEscapeKey';
import { usePageArrival } from './usePageArrival';
import { usePageScroll } from './usePageScroll';
import { usePreloadNavbarPages } from './usePreloadNavbarPages';

/** One layout for every page: header, main, footer. */
export function Layout() {
  usePageArrival();
  usePageScroll();
  useEscapeKey();
  useDocumentLanguage();
  usePreloadNavbarPages();
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <PrintedClinicDetails />
      <Footer />
    </>
  );
}
