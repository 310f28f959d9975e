/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { securityHeaders } from './deploy/host-rules.mjs';
import { clinic } from './src/content/clinic.ts';
import { languagePrefix } from './src/lib/languages.ts';
import { contentParts } from './vite-plugins/contentParts.ts';
import { buildDay } from './vite-plugins/factFreshness.ts';
import { inlineStylesheet } from './vite-plugins/inlineStylesheet.ts';
import { offlineShell } from './vite-plugins/offlineShell.ts';
import { pageChanges } from './vite-plugins/pageChanges.ts';
import { pageReviews } from './vite-plugins/pageReviews.ts';
import { releaseGate, type LeftForRelease } from './vite-plugins/releaseGate.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { reactRouterProduction } from './vite-plugins/reactRouterProduction.ts';
import { isRealSiteUrl, sampleValues } from './vite-plugins/sampleValues.ts';
import { siteHostOf } from './vite-plugins/siteHost.ts';

// The folders of the languages whose addresses have a prefix (hi, ru, fr, zh).
const prefixFolders = Object.values(languagePrefix)
  .filter((prefix) => prefix !== '')
  .map((prefix) => prefix.slice(1))
  .join('|');

// The kinds of page that share an inlined stylesheet, by the first folder of their path after
// the language's (vite-plugins/inlineStylesheet.ts); the rest (fees, privacy, accessibility,
// your visit, the 404 and offline pages) are one kind of text pages. Each kind's stylesheet is
// one more hash in the Content-Security-Policy that every response carries, so pages that use
// about the same rules are one kind.
const stylesheetKinds: Partial<Record<string, string>> = {
  'index.html': 'home',
  service: 'services',
  meet: 'people',
  contact: 'people',
  urgent: 'urgent help',
};
const pageKind = (fileName: string) => {
  const [folder = ''] = fileName.replace(new RegExp(`^(${prefixFolders})/`), '').split('/');
  return stylesheetKinds[folder] ?? 'text pages';
};
const stylesheet = inlineStylesheet({
  module: 'src/styles/allStylesheets.ts',
  updatePolicy: process.env.CSP_UPDATE === '1',
  pageKind,
  policy: new Map(securityHeaders).get('Content-Security-Policy') ?? '',
});

// A release build refuses samples and pages no one has reviewed: `npm run build:release`, and
// any build for a real site address, so no production path can skip the gate.
const release = process.env.RELEASE === '1' || isRealSiteUrl(process.env.VITE_SITE_URL);
const leftForRelease: LeftForRelease = [];

// `vite build` writes the whole site into dist/; the plugins below, in order, are described in
// docs/architecture.md, "The build".
const shell = offlineShell({
  // React DOM and the app's start come with the entry; these are loaded later: the contact and
  // urgent-help pages, the head every move inside the app writes, the interface strings and
  // urgent help's words, and each language's list of its words' loaders.
  modules:
    /[\\/]src[\\/](features[\\/]contact[\\/](ContactPage|UrgentPage)\.tsx|app[\\/]pageHead\.ts|locales[\\/][^\\/]+[\\/](ui\.json\?part=ui|urgent\.json\?part=page))$|^\0virtual:language-texts\/[a-z]+$/,
  // The contact, urgent-help and offline pages in every language (urgent help must work with no
  // signal, on a phone that never opened it), and what the offline page shows and runs.
  files: new RegExp(
    `^((${prefixFolders})/)?(contact/index|urgent/index|offline)\\.html$|^(no-js\\.css|offline\\.js)$|^images/logo\\.svg$`,
  ),
});

/**
 * A .gz and a .br copy (brotli at `brotliQuality`) of each built file over 1 KB that `include`
 * matches, for nginx's gzip_static and brotli_static. One file per core at a time: by default
 * the plugin takes cores − 1, one file at a time on a 2-core machine.
 */
const precompressed = (include: RegExp, brotliQuality: number) =>
  compression({
    algorithms: [
      'gzip',
      defineAlgorithm('brotliCompress', {
        params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality },
      }),
    ],
    include,
    threshold: 1024,
    scheduler: { limit: availableParallelism() },
  });

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    contentParts(),
    sampleValues({ release, left: leftForRelease }),
    pageReviews({ release, left: leftForRelease }),
    pageChanges({ release, left: leftForRelease }),
    releaseGate({ left: leftForRelease }),
    stylesheet.inline,
    prerender({ entry: 'src/ssr/entry-server.tsx' }),
    stylesheet.cut,
    // Brotli at its best quality, 11, for everything: for the scripts, styles and data, which
    // every visitor fetches once and keeps, and for the pages, where 11 makes 19 more of them
    // fit in a connection's first round trip than 10 did (docs/performance.md, "the first
    // round trip"), for about 4 s more of build.
    precompressed(/\.(js|css|svg|xml|txt|json|html)$/, 11),
    shell.plugin,
    // Built for the client only: the plugin's closeBundle would otherwise run after the server
    // renderer's build too.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/serviceWorker',
      filename: 'sw.ts',
      // Registered by the app once it is interactive (src/lib/serviceWorker.ts).
      injectRegister: false,
      // The icons are for installing, fetched by the browser when it needs them.
      includeManifestIcons: false,
      manifest: {
        name: clinic.name,
        short_name: 'face clinic',
        description: 'Dental, oral and maxillofacial surgery, cosmetics, skin and hair',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f5f63',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg}'],
        // Hashed names change with their content: fetched as they are, from the HTTP cache
        // when the page already loaded them.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [shell.manifestTransform],
      },
    }).map((plugin) => ({
      ...plugin,
      applyToEnvironment: (environment) => environment.name === 'client',
    })),
  ],
  // The day of the build, YYYY-MM-DD: a list of dates a page prerendered then shows only those
  // still to come, and the browser, hydrating it, the same (src/virtual.d.ts).
  define: {
    __BUILD_DAY__: JSON.stringify(buildDay(process.env.BUILD_DATE)),
    // The host the build is for (nginx unless VITE_HOST says otherwise): the privacy notice says
    // what it logs (src/features/statements/PrivacyPage.tsx).
    'import.meta.env.VITE_HOST': JSON.stringify(siteHostOf(process.env.VITE_HOST)),
  },
  resolve: {
    alias: [
      // react-i18next imports useSyncExternalStore from the shim package, for React before 18;
      // React 19 has it, and the shim would only hand React's own back: 0.4 KB on every page.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  // The locale files are read whole (`default`): no named export per key, fewer bytes.
  json: { namedExports: false },
  build: {
    target: 'es2022',
    // Every browser of the target but Safari 16 supports modulepreload; there the links are
    // ignored and the modules load as they are imported, a little later. The polyfill would
    // cost every visitor its bytes in the entry.
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    rolldownOptions: {
      // `sample(…)` (src/content/sample.ts) only wraps a value: a fact no page's code reads
      // (clinicFacts.ts's `factsInWords`, which the build fills into the words) then leaves the
      // bundle.
      treeshake: { manualPureFunctions: ['sample'] },
      output: {
        codeSplitting: {
          // The libraries every page needs, in two files rather than a dozen small ones: fewer
          // requests, and each compresses better. React DOM comes first and alone, so the app
          // can evaluate it in a task of its own (main.tsx).
          groups: [
            {
              // What the entry (main.tsx) imports: yieldToMain, loadWhole (which watches for
              // missing files from the start), the five loaders of each language's list of its
              // words' loaders (content/texts.ts) and Vite's helper for dynamic imports, in one
              // small file of their own. Left ungrouped, the helper goes with
              // the first group that imports it ('shared'), and the entry's static imports
              // would pull React and the libraries in before the first paint.
              name: 'entry-helpers',
              test: /vite[\\/]preload-helper|[\\/]src[\\/]lib[\\/](yieldToMain|loadWhole)|^\0virtual:language-texts$/,
              priority: 4,
            },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              // The site's own folders (components, content, lib, app, and state but for the
              // slices' folders, which stay with the store in the boot's file) in one file, for
              // what at least two chunks share: one request instead of a dozen of a few hundred
              // bytes; with them a feature's small `…Part.ts` files, which name a part its page
              // hydrates after its start (lib/deferredPart.tsx). Apart: react-slick's half of the
              // carousel (loaded when a carousel is seen), i18next's setup (the boot's), the
              // entry's helpers, the lazily loaded head, the fees (fees, rupees, confirmedOn),
              // which only the treatment pages, the fees page and the head load, the pages'
              // titles and the care cards (UrgentCare, urgentCare), which only the head and the
              // parts hydrated after the start load, and the clinicians' credentials with the
              // facts only some pages show (visitFacts.ts); each with its module made from
              // clinic-facts.yaml (fees.generated.ts …), named alike so that it stays with it.
              name: 'shared',
              test: /[\\/]src[\\/](components[\\/](?!SlickCarousel|Credentials|UrgentCare)|lib[\\/](?!yieldToMain|loadWhole)|content[\\/](?!i18n|fees|rupees|confirmedOn|visitFacts|urgentCare)|app[\\/](?!pageHead|pageTitle)|features[\\/][^\\/]+[\\/]\w+Part\.ts$|state[\\/](react[\\/])?[^\\/]+$)/,
              minShareCount: 2,
              priority: 0,
            },
            {
              name: 'libraries',
              test: /[\\/]node_modules[\\/](react-router|react-router-dom|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // jsdom 26: from 27 on, getComputedStyle (which every query by role calls, for each
    // element it looks at) is several times slower (jsdom issue #3984; docs/performance.md).
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    css: false,
    testTimeout: 30_000,
    // Each test file runs in a process of its own, so one per core is safe; Vitest's default
    // keeps a core free (cores − 1), which on a 2-core machine runs the files one at a time.
    maxWorkers: '100%',
    projects: [
      {
        // Tests of logic and of the build's output hold no state between them, so they share
        // one module registry and one jsdom per worker, saving each file its start-up. The
        // texts module's cache is under test in its own files.
        extends: true,
        test: {
          name: 'logic',
          include: [
            'src/**/*.test.ts',
            'test/**/*.test.ts',
            'scripts/**/*.test.ts',
            'vite-plugins/**/*.test.ts',
          ],
          exclude: ['src/content/texts*.test.ts', 'test/atlas/**'],
          isolate: false,
        },
      },
      {
        // The atlas and the replayed sessions: each file in a module registry of its own.
        extends: true,
        test: {
          name: 'atlas',
          include: ['test/atlas/**/*.test.ts'],
        },
      },
      {
        // Components render the app, whose modules (i18next, the store's listeners, the
        // loaded words) are set up once per page: each test file gets its own.
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx', 'src/content/texts*.test.ts'],
        },
      },
    ],
  },
});
