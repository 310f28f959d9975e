import { clinicFacts } from './clinicFacts';
import { confirmedOnFacts } from './confirmedOn';
import { feeFacts } from './fees';
import { promiseFacts } from './promises';
import { describeSamples, samplesInUse } from './sample';
import { visitFacts } from './visitFacts';

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
