/**
 * Every stylesheet of the site's own, in one file: the design tokens and the base rules, then
 * each component's stylesheet (componentStylesheets.ts). Each page holds the part of this file
 * its kind of page uses, inlined by the build (vite-plugins/inlineStylesheet.ts); boot.tsx
 * imports this module, so Vite loads the whole file with the app's start.
 * The tokens and the base come first, in a module of their own before the components': a glob
 * import is hoisted above its module's other imports, and the base's rules must not come after
 * a component's, which may override them.
 * The carousel's and the map's vendor stylesheets are not here: they still come with their code.
 */
import './tokens.css';
import './base.css';
import './componentStylesheets';
