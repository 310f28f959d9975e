/**
 * Puts the site's stylesheet into every page as a `<style>` element, first in the head, rather
 * than as a render-blocking link: the first paint then needs nothing but the page itself, a
 * round trip less on a phone's connection. Each kind of page (the home page, a service's
 * pages, …) holds only the rules its pages can use (stylesheetSubset.ts), so that more pages
 * fit in a connection's first round trip; the `<style>` names the whole stylesheet's file
 * (`data-stylesheet`), which comes with the app's start (boot.tsx imports it, and Vite loads it
 * before that import resolves): script then styles whatever it shows.
 *
 * The Content-Security-Policy allows exactly these stylesheets, by their hashes (one per kind
 * of page), never 'unsafe-inline': the build stops when deploy/security-headers.conf or
 * public/_headers does not name them, and `npm run csp:update` (CSP_UPDATE=1) writes them
 * into each (policyFiles).
 *
 * Each page also carries the policy in a `<meta http-equiv>` ahead of its stylesheet, for a host
 * that sends no headers: the header's directives but those a meta element cannot carry, with
 * every kind's stylesheet hash in style-src as in the header (a move inside the app brings
 * another kind's stylesheet under the first page's policy).
 *
 * The stylesheets of the chunk that holds `module` (src/styles/allStylesheets.ts, in boot.tsx's
 * chunk) are the ones inlined; no other chunk imports them, so they are fetched once.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { headPlaceholder } from './prerender.ts';
import { classesOf, stylesheetFor } from './stylesheetSubset.ts';

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

/** Directives a policy in a `<meta>` cannot carry (browsers ignore them there). */
export const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/**
 * The policy a page's `<meta http-equiv>` carries: the header's (`policy`) without the
 * directives only a header can carry, its style-src allowing this origin's stylesheets and
 * every kind of page's inlined one (`styleHashes`).
 */
export function metaPolicy(policy: string, styleHashes: string[]) {
  if (/["<&]/.test(policy))
    throw new Error('the policy holds a character an attribute must escape');
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => !headerOnlyDirectives.includes(directive.split(' ')[0] ?? ''));
  if (!directives.some((directive) => directive.startsWith('style-src ')))
    throw new Error(`no style-src in the policy "${policy}"`);
  return directives
    .map((directive) =>
      directive.startsWith('style-src ') ? `style-src 'self' ${styleHashes.join(' ')}` : directive,
    )
    .join('; ');
}

/** The `style-src` directive as the policy files must hold it. */
const styleSrcDirective = (hashes: string[]) => `style-src 'self' ${hashes.join(' ')};`;
const styleSrcPattern = /style-src 'self'( '[\w+/=-]+')*;/;

/**
 * index.html with `stylesheets` (file name -> its text) in `<style>` elements at the page
 * head's placeholder, ahead of the scripts Vite writes.
 */
export function inlineStylesheets(html: string, stylesheets: Map<string, string>) {
  const styles: string[] = [];
  for (const [file, css] of stylesheets) {
    if (html.includes(file)) throw new Error(`index.html already links to ${file}`);
    if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style", which ends a <style>`);
    styles.push(`<style>${css}</style>`);
  }
  if (!html.includes(headPlaceholder)) throw new Error(`index.html has no ${headPlaceholder}`);
  return html.replace(headPlaceholder, () => [...styles, headPlaceholder].join('\n    '));
}

/** A policy file's text with its `style-src` allowing `hashes`, or null when it already does. */
export function withStyleHashes(policy: string, hashes: string[]): string | null {
  const directive = styleSrcDirective(hashes);
  if (policy.includes(directive)) return null;
  if (!styleSrcPattern.test(policy)) throw new Error(`no "style-src 'self' …;" in the policy`);
  return policy.replace(styleSrcPattern, directive);
}

interface Options {
  /**
   * The module that imports every stylesheet of the site's own (src/styles/allStylesheets.ts):
   * the stylesheets of its chunk, which the app loads when it starts, are the ones inlined.
   */
  module: string;
  /** Write the stylesheets' hashes into the policy files rather than stop the build. */
  updatePolicy: boolean;
  /**
   * The kind of page an HTML file of the build is, by its path in dist/: the pages of a kind
   * share one stylesheet, and each kind's needs its own hash in the policy.
   */
  pageKind: (fileName: string) => string;
  /** The Content-Security-Policy every response carries (deploy/host-rules.mjs). */
  policy: string;
}

/**
 * `inline` puts the whole stylesheet into index.html; `cut`, after the prerender has made the
 * pages from it, leaves in each page what its kind uses and checks the policy allows it.
 */
export function inlineStylesheet({ module, updatePolicy, pageKind, policy }: Options): {
  inline: Plugin;
  cut: Plugin;
} {
  let config: ResolvedConfig;
  /** The stylesheets of `module`'s chunk, by file name: what goes into the pages. */
  const inlined = new Map<string, string>();

  const inline: Plugin = {
    name: 'clinic:inline-stylesheet',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      inlined.clear();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const path = resolve(config.root, module);
        const chunk = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.moduleIds.includes(path),
        );
        if (chunk?.type !== 'chunk') throw new Error(`the client build has no chunk of ${module}`);
        for (const file of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`the client build has no ${file}`);
          inlined.set(file, String(asset.source));
        }
        if (inlined.size === 0) throw new Error(`${module} brings no stylesheet`);
        return inlineStylesheets(html, inlined);
      },
    },
  };

  const cut: Plugin = {
    name: 'clinic:page-stylesheets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Listed after the prerender, so its pages are in the bundle, and before the compression.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const pages = Object.values(bundle).filter(
        (file): file is Rolldown.OutputAsset =>
          file.type === 'asset' && file.fileName.endsWith('.html'),
      );
      const hashes = new Set<string>();
      const cuts: { style: string; used: string; file: string; pages: Rolldown.OutputAsset[] }[] =
        [];
      for (const [file, css] of inlined) {
        const style = `<style>${css}</style>`;
        const kinds = new Map<string, Rolldown.OutputAsset[]>();
        for (const page of pages) {
          if (!String(page.source).includes(style))
            throw new Error(`${page.fileName} does not hold the stylesheet ${file}`);
          const kind = pageKind(page.fileName);
          kinds.set(kind, [...(kinds.get(kind) ?? []), page]);
        }
        for (const pagesOfKind of kinds.values()) {
          const used = stylesheetFor(
            css,
            pagesOfKind.map((page) => classesOf(String(page.source))),
          );
          hashes.add(styleHashSource(used));
          cuts.push({ style, used, file, pages: pagesOfKind });
        }
      }
      // Every kind's hash, as the header has them: a move inside the app puts the next page's
      // stylesheet in, and the first page's policy still governs.
      const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy, [...hashes].sort())}" />`;
      for (const { style, used, file, pages: pagesOfKind } of cuts) {
        const cutStyle = [
          meta,
          `<style data-stylesheet="${config.base}${file}">${used}</style>`,
        ].join('\n    ');
        for (const page of pagesOfKind)
          page.source = String(page.source).replace(style, () => cutStyle);
      }
      checkPolicies.call(this, [...hashes].sort());
    },
  };

  /** Stops the build when a policy file does not allow `hashes`, or writes them in. */
  function checkPolicies(this: Rolldown.PluginContext, hashes: string[]) {
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
        `The Content-Security-Policy in ${stale.join(' and ')} does not allow the inlined stylesheets: it needs "${styleSrcDirective(hashes)}". Run \`npm run csp:update\` and commit the result.`,
      );
  }

  return { inline, cut };
}
