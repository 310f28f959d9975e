import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { parseAddress } from './address';
import { ErrorScreen } from './layout/ErrorScreen';
import { Layout } from './layout/Layout';
import { PageWithHead } from './layout/PageWithHead';
import { pageCode, preloadPage } from './preloadPage';

/**
 * Answers 404 for an address that names nothing (an unknown slug, prefix or page); otherwise
 * waits for the page's code and words, so the router keeps the old page on screen until the
 * new one can render whole.
 *
 * When they cannot be fetched (offline, or a new deployment has replaced the files this app
 * was built with), the address is loaded as a whole page instead: the service worker answers
 * with the page kept from an earlier visit or the offline page in its language, and online the
 * new build arrives. Not for the address the browser is already at (the page the app started
 * on, which would load itself over and over, or a back or forward step, whose address has
 * changed before the loader runs): there the error screen shows.
 */
async function knownAddress({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (!parseAddress(url.pathname)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  try {
    await preloadPage(url.pathname);
  } catch (error) {
    if (typeof window === 'undefined' || window.location.pathname === url.pathname) throw error;
    window.location.assign(url.href);
    // The router keeps the old page until the browser leaves it.
    return new Promise<never>(() => undefined);
  }
  return null;
}

/**
 * The site's routes (spec §2), each under an optional language prefix (address.ts).
 * Pages are separate chunks, so a visitor downloads only the page being read; the contact
 * page's map library comes only with it.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown only while the first page's code arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Errors show inside the layout, with the header and footer still there.
        errorElement: <ErrorScreen />,
        element: <PageWithHead />,
        children: [
          {
            path: ':lang?',
            loader: knownAddress,
            lazy: async () => ({ Component: (await pageCode.home()).HomePage }),
          },
          {
            path: ':lang?/service/:category?/:treatment?',
            loader: knownAddress,
            lazy: async () => ({
              Component: (await pageCode.service()).ServicePage,
            }),
          },
          {
            path: ':lang?/meet/:doctor?',
            loader: knownAddress,
            lazy: async () => ({
              Component: (await pageCode.meet()).MeetPage,
            }),
          },
          {
            path: ':lang?/contact',
            loader: knownAddress,
            lazy: async () => ({
              Component: (await pageCode.contact()).ContactPage,
            }),
          },
          {
            path: ':lang?/urgent',
            loader: knownAddress,
            lazy: async () => ({ Component: (await pageCode.urgent()).UrgentPage }),
          },
          {
            path: ':lang?/privacy',
            loader: knownAddress,
            lazy: async () => ({ Component: (await pageCode.privacy()).PrivacyPage }),
          },
          {
            path: ':lang?/accessibility',
            loader: knownAddress,
            lazy: async () => ({
              Component: (await pageCode.accessibility()).AccessibilityPage,
            }),
          },
          {
            path: '*',
            // Never rendered: the loader answers 404, and the error screen shows instead.
            Component: () => null,
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];
