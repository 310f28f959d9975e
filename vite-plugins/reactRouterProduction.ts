/**
 * React Router 7 exports only its development build, in production too
 * (remix-run/react-router#12532, #14102). Its `dist/production` build, shipped in the same
 * package, differs only in leaving out the developer warnings. `vite build` takes that one:
 * less script for every page, and no developer warnings in a visitor's console. The dev server and Vitest keep the development build and its warnings.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export function reactRouterProduction(): Plugin {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  const file = (name: string) => {
    const path = join(folder, name);
    if (!existsSync(path))
      throw new Error(`react-router has no ${path}: see vite-plugins/reactRouterProduction.ts`);
    return path;
  };
  return {
    name: 'clinic:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler: (code) => ({ code: withoutUnusedParts(code), map: null }),
    },
  };
}

/**
 * React Router's module makes its components and contexts at its top level, and a bundler keeps
 * what it cannot prove free of side effects, used or not: the calls to React that make them
 * (`var NavLink = React10.forwardRef(…)`), and the names given for React's developer tools
 * (`NavLink.displayName = "NavLink";`). So NavLink, Form and what they call were in every
 * page's script though the app uses neither. React's production build never reads the names, and
 * `createContext`, `forwardRef` and `memo` only make an object: the names are dropped and the
 * calls marked pure, so the bundler leaves out what the app does not use. The dev server keeps
 * the development build, names included.
 */
export function withoutUnusedParts(code: string): string {
  // Lines are emptied or changed within, never removed: they keep their numbers, so the source
  // map holds.
  return code
    .replace(/^ *[\w$.]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(
      /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
      '$1/* @__PURE__ */ $2',
    );
}
