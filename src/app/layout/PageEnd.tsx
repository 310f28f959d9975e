import { Footer } from './Footer';
import { PageTools } from './PageTools';
import { PrintedClinicDetails } from './PrintedClinicDetails';

/**
 * Under every page's text: the page tools on screen, the clinic's details and the page's on
 * paper, the footer.
 */
export function PageEnd() {
  return (
    <>
      <PageTools />
      <PrintedClinicDetails />
      <Footer />
    </>
  );
}
