import { treatmentSlugs } from './catalogue';
import { confirmedOnFacts, factGroups } from './confirmedOn';
import { feeFacts, feeOf, fees, gstOf, gstPurposes, shownFeeOf } from './fees';
import type { FeeLineText } from './feesText';
import { samplesInUse } from './sample';
import { sampleToken, withoutMarks } from './sampleMarks';
import { sampleReport } from './sampleReport';

const line: FeeLineText = {
  heading: 'Fee',
  range: '{{range}}; the exact fee after an examination.',
  afterConsultation: 'Priced after a consultation.',
  gst: 'GST at {{rate}} is added to this fee.',
  gstIfCosmetic: 'If it is done only for appearance, GST at {{rate}} is added to this fee.',
  consultation: 'A consultation costs {{fee}}.',
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
    expect(withoutMarks(feeOf('dental-implants', 'en', line))).toMatch(
      /^₹[\d,]+ – ₹[\d,]+; the exact fee after an examination\.$/,
    );
    expect(withoutMarks(feeOf('oral-cancer', 'en', line))).toBe('Priced after a consultation.');
  });

  it('mark each figure with its fact while it is a sample', () => {
    const shown = shownFeeOf('botox', 'en', line);
    expect(shown.fee).toBe(
      `₹8,000 – ₹30,000${sampleToken('fees.treatments.botox')}; the exact fee after an examination.`,
    );
    expect(shown.gst).toBe(`GST at 18%${sampleToken('fees.gstPercent')} is added to this fee.`);
    expect(shown.consultation).toBe(
      `A consultation costs ₹500${sampleToken('fees.consultation')}.`,
    );
    expect(feeOf('oral-cancer', 'en', line)).toBe(
      `Priced after a consultation.${sampleToken('fees.treatments.oral-cancer')}`,
    );
  });

  it('put GST by one rule: on cosmetic procedures, “if cosmetic” on those that can be either', () => {
    expect(Object.keys(gstPurposes)).toEqual([...treatmentSlugs]);
    // The review's cases (N5): an earlobe repaired after an injury is reconstruction; a peel,
    // veneers and microneedling are done for appearance.
    expect(gstOf('lobuloplasty')).toBe('if-cosmetic');
    for (const cosmetic of ['chemical-peels', 'veneers', 'microneedling', 'face-prp'] as const)
      expect(gstOf(cosmetic), cosmetic).toBe('added');
    expect(gstOf('tooth-extraction')).toBeUndefined();
    expect(shownFeeOf('tooth-extraction', 'en', line).gst).toBeUndefined();
    expect(withoutMarks(shownFeeOf('rhinoplasty', 'en', line).gst)).toBe(
      'If it is done only for appearance, GST at 18% is added to this fee.',
    );
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
