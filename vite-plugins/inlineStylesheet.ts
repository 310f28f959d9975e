/**
 * Puts the site's stylesheet into every page as a `<style>` element, first in the head, in
 * place of Vite's render-blocking link: the first paint then needs nothing but the page itself,
 * a round trip less on a phone's connection. The stylesheet is small (the byte budget holds it,
 * src/styles/allStylesheets.ts) and the app moves between pages without loading HTML again,
 * so a visitor receives it about once, as with the link.
 *
 * The Content-Security-Policy allows exactly this stylesheet, by its hash, never
 * 'unsafe-inline': the build stops when deploy/security-headers.conf or public/_headers does
 * not name the hash, and `npm run csp:update` (CSP_UPDATE=1) writes it into each (policyFiles).
 *
 * The stylesheets of the entry chunk are the ones inlined; the chunks loaded later no longer
 * ask for them (modulePreload.resolveDependencies), and the file itself is not written.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { headPlaceholder } from './prerender';

/**
 * The Content-Security-Policy's source (deploy/host-rules.mjs) and the files made from it that
 * send it: nginx's, and static hosts' (_headers). All three get the new hash at once, so the
 * made files stay as `npm run hosts` makes them.
 */
export const policyFiles = [
  'deploy/host-rules.mjs',
  'deploy/security-headers.conf',
  'public/_headers',
];

/** The CSP source that allows an inline stylesheet: `'sha256-…'` of its exact text. */
export const styleHashSource = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The `style-src` directive as the policy files must hold it. */
const styleSrcDirective = (hashes: string[]) => `style-src 'self' ${hashes.join(' ')};`;
const styleSrcPattern = /style-src 'self'( '[\w+/=-]+')*;/;

/**
 * index.html with each of Vite's links to `stylesheets` (file name -> its text) replaced by the
 * text in a `<style>`, at the page head's placeholder, ahead of the scripts Vite writes.
 */
export function inlineStylesheets(html: string, stylesheets: Map<string, string>, base: string) {
  let inlined = html;
  const styles: string[] = [];
  for (const [file, css] of stylesheets) {
    const link = `<link rel="stylesheet" crossorigin href="${base}${file}">`;
    if (!inlined.includes(link)) throw new Error(`index.html has no link to ${file}`);
    if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style", which ends a <style>`);
    inlined = inlined.replace(link, '');
    styles.push(`<style>${css}</style>`);
  }
  if (!inlined.includes(headPlaceholder)) throw new Error(`index.html has no ${headPlaceholder}`);
  return inlined.replace(headPlaceholder, () => [...styles, headPlaceholder].join('\n    '));
}

/** A policy file's text with its `style-src` allowing `hashes`, or null when it already does. */
export function withStyleHashes(policy: string, hashes: string[]): string | null {
  const directive = styleSrcDirective(hashes);
  if (policy.includes(directive)) return null;
  if (!styleSrcPattern.test(policy)) throw new Error(`no "style-src 'self' …;" in the policy`);
  return policy.replace(styleSrcPattern, directive);
}

export function inlineStylesheet({ updatePolicy }: { updatePolicy: boolean }): Plugin {
  let config: ResolvedConfig;
  /** The entry's stylesheets, by file name: what goes into the pages. */
  const inlined = new Map<string, string>();

  return {
    name: 'clinic:inline-stylesheet',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies) =>
            dependencies.filter((dependency) => !inlined.has(dependency)),
        },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      inlined.clear();
    },
    transformIndexHtml: {
      order: 'post',
      // Vite's HTML plugin runs this in its generateBundle, before its import analysis resolves
      // the dependencies of the dynamic imports (resolveDependencies above).
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        for (const file of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`the client build has no ${file}`);
          inlined.set(file, String(asset.source));
        }
        return inlineStylesheets(html, inlined, config.base);
      },
    },
    generateBundle(_options, bundle) {
      // Deleting from the bundle is how Rollup's and Rolldown's plugins leave a file unwritten.
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      for (const file of inlined.keys()) delete bundle[file];
      const hashes = [...inlined.values()].map(styleHashSource);
      const stale: string[] = [];
      for (const file of policyFiles) {
        const path = resolve(config.root, file);
        const updated = withStyleHashes(readFileSync(path, 'utf8'), hashes);
        if (updated === null) continue;
        if (!updatePolicy) {
          stale.push(file);
          continue;
        }
        writeFileSync(path, updated);
        this.info(`${file}: ${styleSrcDirective(hashes)}`);
        // Vite copied public/ before this; the copy gets the new policy too.
        if (file.startsWith('public/'))
          this.emitFile({ type: 'asset', fileName: file.slice('public/'.length), source: updated });
      }
      if (stale.length > 0)
        throw new Error(
          `The Content-Security-Policy in ${stale.join(' and ')} does not allow the inlined stylesheet: it needs "${styleSrcDirective(hashes)}". Run \`npm run csp:update\` and commit the result.`,
        );
    },
  };
}
