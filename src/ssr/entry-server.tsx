/**
 * Rendering a page at build time, from the same components the browser runs: the build
 * (vite-plugins/prerender.ts) calls `renderPage` for every address in every language.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { allAddresses, canonicalPath, pathOf, resolveAddress } from '../state/address';
import { AppProviders } from '../app/App';
import { stateForPath } from '../state/initialState';
import { Layout } from '../app/layout/Layout';
import { loadPageEnd } from '../app/layout/DeferredPageEnd';
import { preloadPage } from '../app/preloadPage';
import { OfflinePage } from '../app/layout/OfflinePage';
import { routes } from '../app/routes';
import { makeStore, type AppStore } from '../state/store';
import { createI18n, loadUiStrings } from '../content/i18n';
import {
  languageOfPath,
  languagePrefix,
  languages,
  languageTag,
  type Language,
} from '../lib/languages';
import {
  headFor,
  loadPageTexts,
  notFoundHead,
  offlineHead,
  renderHead,
  type Head,
} from '../app/pageHead';
import { loadText } from '../content/texts';
import { llmsTxt, robotsTxt, sitemapXml } from './files';
import { pageFactsOf } from './pageFacts';
import { pageFactsFile, rememberPageFacts } from '../app/layout/pageFacts';

export interface RenderedPage {
  path: string;
  status: number;
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  head: string;
  body: string;
}

/** The HTML of the page at `path`, and its head, as the visitor's browser will hydrate it. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const address = resolveAddress(path);
  // Everything the page shows, loaded before rendering so nothing suspends.
  const texts = address ? await loadPageTexts(address) : {};
  if (address) rememberPageFacts(pathOf(address), pageFactsOf(address));
  return renderIn(routes, path, (language, t) =>
    address ? headFor(address, texts, t) : notFoundHead(language, t),
  );
}

/**
 * Renders `path` through `routeList` in the language of its prefix, from the state the browser
 * starts in at that address, with the head `headOf` writes.
 */
async function renderIn(
  routeList: RouteObject[],
  path: string,
  headOf: (language: Language, t: TFunction) => Head,
): Promise<RenderedPage> {
  // A 404 is in its prefix's language (/hi/nowhere: Hindi), as the store has it.
  const language = languageOfPath(path);
  const i18n = await createI18n(language, await loadUiStrings(language));
  const store = makeStore(stateForPath(path));
  // The parts the browser hydrates once idle (lib/deferredPart.tsx) are in every page's HTML.
  await Promise.all([loadPageEnd(), preloadPage(path)]);
  const { status, body } = await renderRoutes(routeList, path, store, i18n);
  return {
    path,
    status,
    lang: languageTag[language],
    head: [...firstPaintHints(body), renderHead(headOf(language, i18n.t))].join('\n    '),
    body,
  };
}

async function renderRoutes(
  routeList: RouteObject[],
  path: string,
  store: AppStore,
  i18n: I18n,
): Promise<{ status: number; body: string }> {
  const handler = createStaticHandler(routeList);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <AppProviders store={store} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { status: context.statusCode, body };
}

/** The offline page has no address of the site's: it is rendered in the layout, alone. */
const offlineRoutes: RouteObject[] = [
  { element: <Layout />, children: [{ path: ':lang?/offline', element: <OfflinePage /> }] },
];

/**
 * The offline page of each language, which the service worker shows for a page this device
 * has not kept: `offline.html`, `hi/offline.html` … It runs without the app's code (`scripts:
 * false`), as the site does without JavaScript: it must work with nothing but itself cached.
 */
export function offlinePages(): { file: string; path: string }[] {
  return pageInEachLanguage('offline');
}

/**
 * A page the build writes once per language, in that language's folder of dist/ and at an
 * address under its prefix: `offline.html` at /offline, `hi/offline.html` at /hi/offline …
 */
function pageInEachLanguage(name: string): { file: string; path: string }[] {
  return languages.map((language) => {
    const prefix = languagePrefix[language];
    return {
      file: `${prefix.slice(1)}${prefix ? '/' : ''}${name}.html`,
      path: `${prefix}/${name}`,
    };
  });
}

/** The offline page at `path` (`/offline`, `/hi/offline` …). */
export async function renderOfflinePage(path: string): Promise<RenderedPage> {
  // Its urgent-help cards' words, loaded first so that nothing suspends.
  await loadText(languageOfPath(path), 'urgent');
  return renderIn(offlineRoutes, path, offlineHead);
}

/**
 * A page with the hero asks for its poster at once, ahead of the scripts, and holds its first
 * paint until the hero has been parsed (where the browser knows rel=expect): a slow phone never
 * paints a half-parsed hero that then grows. Pages without the hero fetch no poster.
 */
function firstPaintHints(body: string): string[] {
  if (!body.includes('id="hero"')) return [];
  return [
    '<link rel="preload" as="image" href="/media/hero-poster.webp" type="image/webp" fetchpriority="high" />',
    '<link rel="expect" href="#hero" blocking="render" />',
  ];
}

/**
 * The 404 page of each language, as a file in dist/ and an address under that language's
 * prefix that names no page: `404.html` for English, `hi/404.html` for /hi/…, and so on.
 */
export function notFoundPages(): { file: string; path: string }[] {
  return pageInEachLanguage('404');
}

/** Every address the build writes: 56 pages in each of the five languages. */
export function allPaths(): string[] {
  return languages.flatMap((language) => allAddresses(language).map(pathOf));
}

/**
 * What each page says of itself (src/app/layout/pageFacts.ts), for the pages a visitor moves to
 * in the app: `page-facts/<page>.json` of every canonical address.
 */
export function pageFactsFiles(): Record<string, string> {
  return Object.fromEntries(
    languages.flatMap((language) =>
      allAddresses(language)
        .map(pathOf)
        .filter((path) => canonicalPath(path) === path)
        .map((path) => {
          const address = resolveAddress(path);
          if (!address) throw new Error(`${path} names no page`);
          return [pageFactsFile(path).slice(1), JSON.stringify(pageFactsOf(address))];
        }),
    ),
  );
}

/** The site's other files for search engines and assistants. */
export async function siteFiles(): Promise<Record<string, string>> {
  return {
    // Only canonical addresses: /service and /meet show the same as their first category's
    // and first doctor's pages, which search engines are pointed to.
    'sitemap.xml': sitemapXml(allPaths().filter((path) => canonicalPath(path) === path)),
    'robots.txt': robotsTxt(),
    'llms.txt': await llmsTxt(),
    ...pageFactsFiles(),
  };
}
