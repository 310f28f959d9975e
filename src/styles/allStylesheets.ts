/**
 * Every stylesheet of the site's own, with the entry (main.tsx), so that the first paint gets
 * them all: the build puts them in the `<style>` of every page (vite-plugins/inlineStylesheet.ts).
 * A component's stylesheet sits beside it (Header.tsx, Header.css) and is taken in here by
 * being there; components do not import it themselves, as the pages are lazy chunks, which
 * would then ask for the stylesheet again when they load.
 * They come in the order of their paths, after tokens.css and base.css: app/, components/,
 * then features/; no file overrides another's rules, so that order does not matter.
 * The carousel's and the map's vendor
 * stylesheets are not here: they still come with their code.
 */
import.meta.glob(['../**/*.css', '!./tokens.css', '!./base.css'], { eager: true });
