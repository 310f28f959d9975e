import { clinicFacts } from './clinicFacts.ts';
import { confirmedOnFacts } from './confirmedOn.ts';
import { feeFacts } from './fees.ts';
import { promiseFacts } from './promises.ts';
import { describeSamples, samplesInUse } from './sample.ts';
import { visitFacts } from './visitFacts.ts';

/**
 * Every fact the build checks: the clinic's facts (clinicFacts.ts and visitFacts.ts), its
 * promises, its fees, the days they were confirmed. Each sample's path here is the one its
 * marker names on the pages (src/content/sampleMarks.ts).
 */
export const allFacts = {
  ...clinicFacts,
  ...visitFacts,
  promises: promiseFacts,
  fees: feeFacts,
  confirmedOn: confirmedOnFacts,
};

/** The facts' sample values still in use, one line each (vite-plugins/sampleValues.ts). */
export function sampleReport(facts: unknown = allFacts): string[] {
  return describeSamples(samplesInUse(facts));
}
