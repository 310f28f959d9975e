/**
 * What the clinic promises a patient, in its own words, as each language writes it: the fees
 * page's written estimate and receipts, "Your visit"'s watch during sedation, photographs and a
 * child's parent at the clinic. The project wrote them; only the clinic can promise them. The
 * words name each by a placeholder (`{{writtenEstimate}}`), which the build fills in
 * (src/content/facts.ts); while one is a sample it shows with the sample marker, and
 * `npm run build:release` refuses it (docs/content.md, "The clinic's facts").
 *
 * The sentences are in src/content/clinic-facts.yaml (`promises`); `npm run facts` makes
 * promises.generated.ts from it. To confirm one, check the sentence with the clinic (and its
 * translations), then delete its `sample: true` line there. A promise the clinic does not make
 * goes, with its placeholder in every language's words.
 */
import { promiseFacts } from './promises.generated.ts';

export { promiseFacts };
