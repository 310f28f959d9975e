/**
 * Every stylesheet of the site's own, with the entry (main.tsx), so that the first paint gets
 * them all in the one render-blocking file. Each component imports its own stylesheet as well,
 * but the pages are lazy chunks: without this, their styles would be files of their own, loaded
 * only with the page's code, after the prerendered page had been painted unstyled.
 * They come in the order of their paths, after tokens.css and base.css; no file overrides
 * another's rules, so that order does not matter. The carousel's and the map's vendor
 * stylesheets are not here: they still come with their code.
 */
import.meta.glob(['../**/*.css', '!./tokens.css', '!./base.css'], { eager: true });
