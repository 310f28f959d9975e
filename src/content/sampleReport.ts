import { clinicFacts } from './clinicFacts';
import { confirmedOnFacts } from './confirmedOn';
import { feeFacts } from './fees';
import { describeSamples, samplesInUse } from './sample';

/** Every fact the build checks: the clinic's facts, its fees, the days they were confirmed. */
const allFacts = { ...clinicFacts, fees: feeFacts, confirmedOn: confirmedOnFacts };

/** The facts' sample values still in use, one line each (vite-plugins/sampleValues.ts). */
export function sampleReport(facts: unknown = allFacts): string[] {
  return describeSamples(samplesInUse(facts));
}
