/**
 * The clinic's fees, its rate display (Clinical Establishments Rules 2012, rule 9): each
 * treatment's range in rupees or "priced after a consultation", the consultation fee, how a
 * patient pays, and which treatments carry GST. Shown on each treatment page and on the fees
 * page (docs/content.md, "The clinic's facts"); the day they were last confirmed is
 * `confirmedOnFacts.fees` (src/content/confirmedOn.ts).
 *
 * Every figure below is a sample: plausible fees of a private clinic in Goa, written by the
 * project, not the clinic's. `npm run build` lists them and `npm run build:release` refuses
 * them: replace each with the clinic's own and drop the `sample(…)` around it. Which treatments
 * have a range and which are priced after a consultation is the clinic's to say too.
 */
import { fillIn } from '../lib/fillIn.ts';
import type { Language } from '../lib/languages';
import type { TreatmentSlug } from './catalogue';
import { confirmedOnFacts } from './confirmedOn.ts';
import type { FeeLineText, ShownFee } from './feesText';
import { percent, rupeeRange, rupees } from './rupees.ts';
import { confirmed, sample, samplesInUse, type Sample } from './sample.ts';

/** A treatment's fee: a range in rupees, or priced only after a consultation. */
export type TreatmentFee = { from: number; to: number } | 'after-consultation';

export type PaymentMethod = 'upi' | 'card' | 'cash';

const range = (from: number, to: number) => sample<TreatmentFee>({ from, to });
const afterConsultation = () => sample<TreatmentFee>('after-consultation');

export const feeFacts = {
  /** A consultation with a doctor of the clinic, in rupees. */
  consultation: sample(500),
  /** How a patient may pay. */
  paymentMethods: sample<readonly PaymentMethod[]>(['upi', 'card', 'cash']),
  /**
   * GST on cosmetic procedures, in per cent. Treatment of a disease or injury is exempt from
   * GST in India; a cosmetic procedure is not. The clinic's accountant confirms the rate and
   * which treatments carry it.
   */
  gstPercent: sample(18),
  gstOn: sample<readonly TreatmentSlug[]>([
    'cosmetic-dentistry',
    'teeth-whitening',
    'tooth-jewellery',
    'botox',
    'dermal-fillers',
    'wrinkle-treatment',
    'dimpleplasty',
    'lobuloplasty',
    'hydrafacial',
    'lip-colour',
    'microblading',
  ]),
  /** Each treatment's fee in rupees, in the catalogue's order. */
  treatments: {
    'fillings-and-root-canals': range(1000, 12000),
    'braces-and-aligners': range(35000, 250000),
    'crowns-and-bridges': range(5000, 35000),
    dentures: range(15000, 80000),
    'cleaning-and-gum-disease': range(1000, 15000),
    'childrens-dentistry': range(500, 8000),
    'dental-x-rays': range(300, 3500),
    'cosmetic-dentistry': range(3000, 50000),
    veneers: range(8000, 30000),
    'teeth-whitening': range(8000, 25000),
    'tooth-jewellery': range(1500, 5000),
    'dental-implants': range(25000, 60000),
    'implant-supported-dentures': range(150000, 400000),
    'zygomatic-implants': afterConsultation(),
    'bone-grafting': range(10000, 40000),
    'sinus-lift': range(20000, 60000),
    'tooth-extraction': range(800, 5000),
    'wisdom-teeth': range(3000, 15000),
    'minor-oral-surgery': range(3000, 20000),
    'facial-trauma': afterConsultation(),
    'tmj-disorders': afterConsultation(),
    'oral-cancer': afterConsultation(),
    'cysts-and-tumours': afterConsultation(),
    'corrective-jaw-surgery': afterConsultation(),
    'chronic-facial-pain': afterConsultation(),
    'facial-nerve-problems': afterConsultation(),
    botox: range(8000, 30000),
    'dermal-fillers': range(15000, 45000),
    'wrinkle-treatment': range(8000, 40000),
    'scar-revision': range(10000, 60000),
    dimpleplasty: range(20000, 40000),
    lobuloplasty: range(8000, 20000),
    blepharoplasty: afterConsultation(),
    'brow-lift': afterConsultation(),
    rhinoplasty: afterConsultation(),
    'chemical-peels': range(2000, 6000),
    microdermabrasion: range(1500, 4000),
    hydrafacial: range(3000, 8000),
    microneedling: range(3000, 10000),
    'face-prp': range(5000, 12000),
    'mole-skin-tag-and-wart-removal': range(1500, 10000),
    'lip-lightening': range(3000, 10000),
    'lip-colour': range(8000, 20000),
    microblading: range(10000, 25000),
    'hair-prp': range(5000, 12000),
  } satisfies Record<TreatmentSlug, TreatmentFee | Sample<TreatmentFee>>,
};

/** The fees as the site reads them, with the day they were last confirmed. */
export const fees = {
  ...confirmed(feeFacts),
  confirmedOn: confirmed(confirmedOnFacts.fees),
  /** Whether any figure is still a sample: the fees page then says so. */
  areSamples: samplesInUse(feeFacts).length > 0 || samplesInUse(confirmedOnFacts.fees).length > 0,
};

/** Whether GST is added to `treatment`'s fee. */
export function carriesGst(treatment: TreatmentSlug): boolean {
  return fees.gstOn.includes(treatment);
}

/**
 * A treatment's fee as `language` says it: "₹1,000 – ₹12,000; the exact fee after an
 * examination." or "Priced after a consultation."
 */
export function feeOf(treatment: TreatmentSlug, language: Language, words: FeeLineText): string {
  const fee = fees.treatments[treatment];
  if (fee === 'after-consultation') return words.afterConsultation;
  return fillIn(words.range, { range: rupeeRange(fee.from, fee.to, language) });
}

/**
 * A treatment's fee as the fees page's table shows it: the range alone (the page says once, above
 * the tables, that the exact fee follows an examination), or "priced after a consultation".
 */
export function feeInTable(
  treatment: TreatmentSlug,
  language: Language,
  words: FeeLineText,
): string {
  const fee = fees.treatments[treatment];
  if (fee === 'after-consultation') return words.afterConsultation;
  return rupeeRange(fee.from, fee.to, language);
}

/** A treatment's fee line as its page shows it, in `language` (vite-plugins/contentParts.ts). */
export function shownFeeOf(
  treatment: TreatmentSlug,
  language: Language,
  words: FeeLineText,
): ShownFee {
  return {
    heading: words.heading,
    fee: feeOf(treatment, language, words),
    ...(carriesGst(treatment) && {
      gst: fillIn(words.gst, { rate: percent(fees.gstPercent, language) }),
    }),
    consultation: fillIn(words.consultation, { fee: rupees(fees.consultation, language) }),
    allFees: words.allFees,
  };
}
