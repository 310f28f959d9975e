import { Outlet } from 'react-router-dom';
import { usePageHead } from './usePageHead';

/**
 * The route that holds the pages: it writes the head of the page on screen (usePageHead). When
 * a page fails (an address that names nothing, code that cannot load, a page that throws), the
 * error screen takes this route's place, so only the error screen's head is written.
 */
export function PageWithHead() {
  usePageHead();
  return <Outlet />;
}
