import { Outlet } from 'react-router-dom';
import { useDocumentLanguage } from '../../features/locale/useDocumentLanguage';
import { useAddressFollowsState } from '../useAddressFollowsState';
import { Footer } from './Footer';
import { Header } from './Header';
import { PrintedClinicDetails } from './PrintedClinicDetails';
import { usePageScroll } from './usePageScroll';
import { useScrollToTop } from './useScrollToTop';

/** One layout for every page: header, main, footer. */
export function Layout() {
  useScrollToTop();
  useAddressFollowsState();
  usePageScroll();
  useDocumentLanguage();
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
