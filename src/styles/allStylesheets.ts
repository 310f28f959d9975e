/**
 * Every stylesheet of the site's own, in one file: the design tokens and the base rules, then
 * each component's stylesheet, which sits beside it (Header.tsx, Header.css) and is taken in
 * here by being there. Components do not import their stylesheet themselves, as the pages are
 * lazy chunks, which would then ask for it again when they load.
 * Each page holds the part of this file its kind of page uses, inlined by the build
 * (vite-plugins/inlineStylesheet.ts), and main.tsx imports this module once the page is
 * painted: Vite then loads the whole file, and the app starts once it has.
 * They come in the order of their paths, after tokens.css and base.css: app/, components/,
 * then features/; no file overrides another's rules, so that order does not matter.
 * The carousel's and the map's vendor stylesheets are not here: they still come with their code.
 */
import './tokens.css';
import './base.css';

import.meta.glob(['../**/*.css', '!./tokens.css', '!./base.css'], { eager: true });
