/**
 * Every component's stylesheet, which sits beside it (Header.tsx, Header.css) and is taken in
 * here by being there (allStylesheets.ts puts them after the tokens and the base). Components
 * do not import their stylesheet themselves, as the pages are lazy chunks, which would then ask
 * for it again when they load.
 * They come in the order of their paths: app/, components/, then features/; no file overrides
 * another's rules, so that order does not matter.
 */
import.meta.glob(['../**/*.css', '!./tokens.css', '!./base.css'], { eager: true });
