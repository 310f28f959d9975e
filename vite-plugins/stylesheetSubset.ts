/**
 * The part of the site's stylesheet a kind of page can use, for the `<style>` of its pages
 * (vite-plugins/inlineStylesheet.ts): a page whose HTML fits in a connection's first round trip
 * (about 13.3 KB of brotli after the headers; scripts/measure/first-window.mjs) is painted a
 * round trip sooner, and the whole stylesheet was 40 % of a page's bytes. The whole stylesheet
 * comes with the app's start (boot.tsx), so what script changes later is styled.
 *
 * A rule is left out only when none of its selectors can match an element of any of the pages:
 * a selector matches only elements that carry every class it names, and without script a
 * page's classes never change (the disclosures a visitor opens change attributes, which this
 * check does not read). Selectors with `:not()`, `:is()`, `:where()` or `:has()` are always
 * kept, as their classes are not all required.
 */
import postcss, { type AtRule } from 'postcss';

/** The class names used by a page's HTML, as React writes them: `class="a b"`. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name !== '') classes.add(name);
  return classes;
}

const undecidable = /:(?:not|is|where|has|matches|-webkit-any|-moz-any)\(/i;

/** Whether one complex selector may match an element of a page that uses `classes`. */
export function mayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  if (undecidable.test(selector)) return true;
  // Dots inside strings and attribute selectors (`[href$=".pdf"]`) are not classes.
  const outsideValues = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  for (const [, name = ''] of outsideValues.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
    if (!classes.has(name)) return false;
  return true;
}

/**
 * `css` without the rules no selector of which may match an element of any of `pages` (each
 * a page's classes), and without the at-rules that leaves empty; every rule kept is as it was,
 * in its place, so the cascade is the whole stylesheet's.
 */
export function stylesheetFor(css: string, pages: readonly ReadonlySet<string>[]): string {
  const root = postcss.parse(css);
  // A keyframe's selector (`from`, `12.5%`) names no class, so keyframes are kept.
  root.walkRules((rule) => {
    const used = rule.selectors.some((selector) =>
      pages.some((classes) => mayMatch(selector, classes)),
    );
    if (!used) rule.remove();
  });
  // Innermost first, so an @media holding only an emptied @supports goes as well.
  const atRules: AtRule[] = [];
  root.walkAtRules((atRule) => {
    atRules.push(atRule);
  });
  for (const atRule of atRules.reverse()) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}
