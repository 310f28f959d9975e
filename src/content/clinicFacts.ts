/**
 * The clinic's facts, as the code reads them. The facts themselves are in
 * src/content/clinic-facts.yaml, the one file a clinic edits to make the site its own
 * (docs/content.md, "The clinic's facts"); `npm run facts` makes clinicFacts.generated.ts from it.
 * Every language renders the hours, days, names and numbers from there; the words around them
 * are in `src/locales/<lng>/`.
 *
 * A value marked `sample: true` there is a sample the specification leaves open: here it is
 * wrapped in `sample(…)`, `npm run build` lists it and `npm run build:release` refuses it.
 *
 * `siteFacts` are the facts the site's code shows: in every page's script, so each language's
 * words about the clinic are in `factsInWords`, which the build fills into the words
 * (src/content/facts.ts), so no page's script carries them in every language. The facts only
 * "Your visit", the doctors' and the contact pages show are in visitFacts.generated.ts, out of
 * every page's first code.
 */
import { factsInWords, siteFacts } from './clinicFacts.generated.ts';

export { factsInWords, siteFacts };

/**
 * Every fact, as the build's checks read them (samples, reviews, freshness). Marked pure so that
 * a page's script, which reads only `siteFacts`, leaves `factsInWords` out.
 */
export const clinicFacts = /* @__PURE__ */ Object.assign({}, siteFacts, factsInWords);
