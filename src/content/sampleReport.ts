import { clinicFacts } from './clinicFacts';
import { describeSamples, samplesInUse } from './sample';

/** The clinic facts' sample values still in use, one line each (vite-plugins/sampleValues.ts). */
export function sampleReport(facts: unknown = clinicFacts): string[] {
  return describeSamples(samplesInUse(facts));
}
