/**
 * What the service worker precaches (src/serviceWorker/sw.ts), chosen from the client build's
 * own chunk graph rather than by file name: the code every page starts with (the entry, what
 * it imports and the chunks it loads first: React DOM, the app's start), the contact page's
 * code, every language's interface strings, and the stylesheets they bring. The pages the
 * build writes are chosen by `pages`. Nothing else: no page's words, no images, no map.
 *
 * `plugin` records the chunks while the client is built; `manifestTransform` then keeps only
 * those in Workbox's precache list (vite-plugin-pwa's injectManifest runs after the build).
 */
import type { ManifestTransform } from 'workbox-build';
import type { Plugin, Rolldown } from 'vite';

interface Options {
  /** Modules whose chunks the shell needs beyond the entry's first imports. */
  modules: RegExp;
  /** Other files of dist/ to precache, by their path in dist/. */
  files: RegExp;
}

export function offlineShell({ modules, files }: Options) {
  const shell = new Set<string>();

  const addWithImports = (bundle: Rolldown.OutputBundle, fileName: string) => {
    const chunk = bundle[fileName];
    if (shell.has(fileName) || chunk?.type !== 'chunk') return;
    shell.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
    for (const imported of chunk.imports) addWithImports(bundle, imported);
  };

  const plugin: Plugin = {
    name: 'clinic:offline-shell',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      shell.clear();
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        addWithImports(bundle, entry.fileName);
        for (const loaded of entry.dynamicImports) addWithImports(bundle, loaded);
      }
      for (const chunk of chunks) {
        if (chunk.facadeModuleId && modules.test(chunk.facadeModuleId))
          addWithImports(bundle, chunk.fileName);
      }
    },
  };

  const manifestTransform: ManifestTransform = (entries) => {
    if (shell.size === 0) throw new Error('the offline shell was not recorded in the client build');
    return {
      manifest: entries.filter((entry) => shell.has(entry.url) || files.test(entry.url)),
      warnings: [],
    };
  };

  return { plugin, manifestTransform };
}
