/**
 * Makes `vite build` write the whole site: every page in every language as prerendered HTML,
 * a 404 page and an offline page per language, sitemap.xml, robots.txt and llms.txt.
 *
 * 1. The `ssr` environment builds the server renderer (`entry`, src/ssr/entry-server.tsx)
 *    into a scratch folder, before the client is built (`buildApp`).
 * 2. The client build's `generateBundle` renders each address with it and adds the pages to
 *    the client's own output, so the plugins after this one (compression) see them as they
 *    see any other file. The page fills the placeholders of index.html: its `<html lang>`,
 *    `<!--page-head-->` and `<!--page-body-->`.
 * 3. The scratch folder is removed once the client is written.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

/** What src/ssr/entry-server.tsx exports. */
interface ServerRenderer {
  allPaths(): string[];
  notFoundPages(): { file: string; path: string }[];
  offlinePages(): { file: string; path: string }[];
  renderPage(path: string): Promise<RenderedPage>;
  renderOfflinePage(path: string): Promise<RenderedPage>;
  siteFiles(): Promise<Record<string, string>>;
}

interface RenderedPage {
  status: number;
  lang: string;
  head: string;
  body: string;
}

/**
 * The server renderer's build, a folder per build process: two builds at once in one checkout
 * (the deployment test's next build in each of two test workers) never empty or remove
 * each other's renderer.
 */
const serverOutDir = `node_modules/.cache/prerender/${String(process.pid)}`;
const templateLanguage = '<html lang="en">';
export const headPlaceholder = '<!--page-head-->';
const bodyPlaceholder = '<!--page-body-->';

/** index.html with a page's language, head and body in its placeholders. */
export function fillTemplate(template: string, page: RenderedPage): string {
  for (const placeholder of [templateLanguage, headPlaceholder, bodyPlaceholder]) {
    if (!template.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
  }
  // Functions, not strings, as replacements: a page's words may hold `$&` and its kin.
  return template
    .replace(templateLanguage, () => `<html lang="${page.lang}">`)
    .replace(headPlaceholder, () => page.head)
    .replace(bodyPlaceholder, () => page.body);
}

/**
 * The offline page's one script, public/offline.js (precached with it): once the connection is
 * back, it loads the page the visitor asked for, whose address the offline page stands at.
 */
export function withReconnectScript(html: string): string {
  if (!html.includes('</body>')) throw new Error('the offline page has no </body>');
  return html.replace('</body>', () => '<script src="/offline.js" defer></script></body>');
}

/**
 * A page as it is without JavaScript: no app code, and what `<noscript>` holds applies (the
 * offline page, which must work with nothing but itself). The page is parsed and changed as a
 * document, so whatever form Vite gives its tags, every module script and preload goes.
 */
export function withoutScripts(html: string): string {
  const dom = new JSDOM(html);
  const { document } = dom.window;
  for (const element of document.querySelectorAll(
    'script[type="module"], link[rel="modulepreload"]',
  ))
    element.remove();
  // Parsed with scripting off (JSDOM runs no scripts), <noscript> holds elements, not text.
  for (const noscript of document.querySelectorAll('noscript'))
    noscript.replaceWith(...noscript.childNodes);
  return dom.serialize();
}

/** `/service/cosmetics` -> service/cosmetics/index.html, `/hi/` -> hi/index.html */
export const fileOfPath = (path: string) =>
  [...path.split('/').filter(Boolean), 'index.html'].join('/');

function templateOf(bundle: Rolldown.OutputBundle): Rolldown.OutputAsset {
  const template = bundle['index.html'];
  if (template?.type !== 'asset') throw new Error('the client build has no index.html');
  return template;
}

export function prerender({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  const serverBundle = () => resolve(config.root, serverOutDir, 'entry-server.js');

  return {
    name: 'clinic:prerender',
    // After Vite's HTML plugin has written index.html into the bundle, and before the bundle's
    // files are compressed (vite-plugin-compression2 runs inside Vite's last build plugins).
    enforce: 'post',
    config: () => ({
      // An empty `builder` makes `vite build` build every environment (the app), not only the client.
      builder: {},
      environments: {
        ssr: {
          build: { ssr: entry, outDir: serverOutDir, emptyOutDir: true, copyPublicDir: false },
        },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const { ssr, client } = builder.environments;
        if (!ssr || !client) throw new Error('the prerender needs the client and ssr environments');
        await builder.build(ssr);
        await builder.build(client);
        await rm(resolve(config.root, serverOutDir), { recursive: true, force: true });
      },
    },
    generateBundle: {
      async handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const renderer = (await import(pathToFileURL(serverBundle()).href)) as ServerRenderer;
        const template = templateOf(bundle);
        const html = String(template.source);
        const emit = (fileName: string, source: string) => {
          if (fileName === template.fileName) template.source = source;
          else this.emitFile({ type: 'asset', fileName, source });
        };

        const paths = renderer.allPaths();
        for (const path of paths) {
          const page = await renderer.renderPage(path);
          if (page.status !== 200)
            throw new Error(`${path} rendered with status ${String(page.status)}`);
          emit(fileOfPath(path), fillTemplate(html, page));
        }
        for (const { file, path } of renderer.notFoundPages()) {
          const page = await renderer.renderPage(path);
          if (page.status !== 404)
            throw new Error(`the 404 page ${path} rendered with status ${String(page.status)}`);
          emit(file, fillTemplate(html, page));
        }
        for (const { file, path } of renderer.offlinePages()) {
          const page = await renderer.renderOfflinePage(path);
          if (page.status !== 200)
            throw new Error(`the offline page ${path} rendered with status ${String(page.status)}`);
          emit(file, withReconnectScript(withoutScripts(fillTemplate(html, page))));
        }
        for (const [fileName, source] of Object.entries(await renderer.siteFiles())) {
          emit(fileName, source);
        }
        this.info(
          `prerendered ${String(paths.length)} pages, a 404 page and an offline page per language, sitemap.xml, robots.txt, llms.txt and each page's facts`,
        );
      },
    },
  };
}
