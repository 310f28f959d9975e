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
  };
}
