import { clinicFacts } from './clinicFacts';
import { describeSamples, samplesInUse } from './sample';
import { visitFacts } from './visitFacts';

/**
 * The clinic facts' sample values still in use (clinicFacts.ts and visitFacts.ts), one line each
 * (vite-plugins/sampleValues.ts).
 */
export function sampleReport(facts: unknown = { ...clinicFacts, ...visitFacts }): string[] {
  return describeSamples(samplesInUse(facts));
}
