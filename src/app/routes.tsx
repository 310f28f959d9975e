import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { loadUiStrings } from '../content/i18n';
import { leavingPage, loadWhole, loadWholeOrThrow, moveStarts, moveWhole } from '../lib/loadWhole';
import { pageRoute, pages, parseAddress } from '../state/address';
import { ErrorScreen } from './layout/ErrorScreen';
import { Layout } from './layout/Layout';
import { loadPageEnd } from './layout/DeferredPageEnd';
import { releaseDeferredParts } from '../lib/deferredPart';
import { PageWithHead } from './layout/PageWithHead';
import { pageCode, preloadPage } from './preloadPage';

/** The address of the move the router is making: where a page's code that failed would have gone. */
let movingTo: string | null = null;
/** Until the first loader has run: the page the app starts on. */
let startingPage = true;

/**
 * Answers 404 for an address that names nothing (an unknown slug, prefix or page); otherwise
 * waits for the page's code and words, the code that writes its head and the interface strings
 * of its language, so the router keeps the old page on screen until the new one can render
 * whole, title and language included. (The page the app starts on has its head in the HTML
 * and its strings loaded by boot.tsx.)
 *
 * When they cannot be fetched (offline, or a new deployment has replaced the files this app
 * was built with), the address is loaded as a whole page instead (lib/loadWhole.ts): online
 * the new build arrives, offline the service worker answers with the page kept from an earlier
 * visit or the offline page in its language.
 */
async function knownAddress({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // A part of the page being left that fails from now on loads this address whole, not that page.
  if (typeof window !== 'undefined') moveStarts(url.href);
  const address = parseAddress(url.pathname);
  if (!address) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  if (typeof window === 'undefined') {
    await preloadPage(url.pathname);
    return null;
  }
  const starting = startingPage;
  startingPage = false;
  // A move: what the page started without comes now (lib/deferredPart.tsx).
  if (!starting) releaseDeferredParts();
  movingTo = url.href;
  if (moveWhole() && loadWhole(url.href)) return leavingPage();
  try {
    await Promise.all([
      // The page the app starts on has its deferred parts when idle.
      preloadPage(url.pathname, { parts: !starting }),
      ...(starting ? [] : [import('./pageHead'), loadUiStrings(address.language), loadPageEnd()]),
    ]);
  } catch (error) {
    // A later move overtook this one (the router aborted it): the page asked for last comes,
    // never this one loaded whole over it.
    if (request.signal.aborted) throw error;
    return loadWholeOrThrow(error, url.href);
  }
  return null;
}

/**
 * The routes with each page's code (`lazy`) loaded like the loader's words: a failure becomes the
 * same whole-page load of the address being moved to, never a race between the two that
 * sometimes ends on the error screen.
 */
function loadingWholeOnFailure(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const wrapped: RouteObject = { ...route };
  if (typeof lazy === 'function')
    wrapped.lazy = async () => {
      try {
        return await lazy();
      } catch (error) {
        if (typeof window === 'undefined') throw error;
        return loadWholeOrThrow(error, movingTo ?? window.location.href);
      }
    };
  if (children) wrapped.children = children.map(loadingWholeOnFailure);
  return wrapped;
}

/**
 * The site's routes (spec §2): one per page of address.ts's URL grammar, then the 404.
 * Pages are separate chunks, so a visitor downloads only the page being read; the contact
 * page's map library comes only with it.
 */
const siteRoutes: RouteObject[] = [
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
          ...pages.map((page): RouteObject => ({
            ...pageRoute(page),
            loader: knownAddress,
            lazy: async () => ({ Component: await pageCode[page]() }),
          })),
          {
            path: '*',
            // Never rendered: the loader answers 404, and the error screen shows instead.
            Component: () => null,
            loader: ({ request }) => {
              if (typeof window !== 'undefined') moveStarts(request.url);
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = siteRoutes.map(loadingWholeOnFailure);
