import { Outlet } from 'react-router-dom';
import { useDocumentLanguage } from '../../features/locale/useDocumentLanguage';
import { useAddressFollowsState } from '../useAddressFollowsState';
import { Footer } from './Footer';
import { Header } from './Header';
import { usePageScroll } from './usePageScroll';
import { useRouteChange } from './useRouteChange';

/** One layout for every page: header, main, footer. */
export function Layout() {
  useRouteChange();
  useAddressFollowsState();
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
