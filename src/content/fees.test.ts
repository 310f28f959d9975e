import { treatmentSlugs } from './catalogue';
import { confirmedOnFacts, factGroups } from './confirmedOn';
import { carriesGst, feeFacts, feeOf, fees } from './fees';
import type { FeeLineText } from './feesText';
import { samplesInUse } from './sample';
import { sampleReport } from './sampleReport';

const line: FeeLineText = {
  heading: 'Fee',
  range: '{{range}}; the exact fee after an examination.',
  afterConsultation: 'Priced after a consultation.',
  gst: '',
  consultation: '',
  allFees: '',
};

describe('the fees, as clinic facts', () => {
  it('give every treatment of the catalogue a range or “priced after a consultation”', () => {
    expect(Object.keys(fees.treatments)).toEqual([...treatmentSlugs]);
    for (const treatment of treatmentSlugs) {
      const fee = fees.treatments[treatment];
      if (fee === 'after-consultation') continue;
      expect(fee.from, treatment).toBeGreaterThan(0);
      expect(fee.to, treatment).toBeGreaterThan(fee.from);
    }
  });

  it('say a range with the examination, or the consultation line', () => {
    expect(feeOf('dental-implants', 'en', line)).toMatch(
      /^₹[\d,]+ – ₹[\d,]+; the exact fee after an examination\.$/,
    );
    expect(feeOf('oral-cancer', 'en', line)).toBe('Priced after a consultation.');
  });

  it('put GST only on treatments of the catalogue', () => {
    expect(fees.gstOn.every((treatment) => treatmentSlugs.includes(treatment))).toBe(true);
    expect(carriesGst('botox')).toBe(fees.gstOn.includes('botox'));
  });

  it('are samples, each listed by the build, until the clinic confirms them', () => {
    const listed = sampleReport();
    for (const { path } of samplesInUse(feeFacts, 'fees'))
      expect(
        listed.some((entry) => entry.startsWith(`${path}: `)),
        path,
      ).toBe(true);
    expect(listed.some((entry) => entry.startsWith('fees.treatments.botox: '))).toBe(true);
    expect(listed.some((entry) => entry.startsWith('confirmedOn.fees: '))).toBe(true);
    expect(fees.areSamples).toBe(true);
  });

  it('have a day of confirmation, as every group of facts that goes stale', () => {
    expect(Object.keys(confirmedOnFacts)).toEqual([...factGroups]);
    expect(fees.confirmedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
