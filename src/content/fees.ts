/**
 * The clinic's fees, its list of rates: each treatment's range in rupees or "priced after a
 * consultation", the consultation fee, how a patient pays, and GST. Shown on each treatment
 * page and on the fees page (docs/content.md, "The clinic's facts"); the day they were last
 * confirmed is `confirmedOnFacts.fees` (src/content/confirmedOn.ts). A clinic in Goa is
 * registered under the Goa Clinical Establishments (Registration and Regulation) Act, 2019
 * (Goa Act 19 of 2019) and its Rules, not the central Clinical Establishments Rules, 2012: what
 * they ask of a displayed rate list is the clinic's to confirm.
 *
 * Every figure below is a sample: plausible fees of a private clinic in Goa, written by the
 * project, not the clinic's. `npm run build` lists them and `npm run build:release` refuses
 * them: replace each with the clinic's own and drop the `sample(…)` around it. Which treatments
 * have a range and which are priced after a consultation is the clinic's to say too. Each is
 * shown with the sample marker while it is one (src/content/sampleMarks.ts).
 */
import { fillIn } from '../lib/fillIn.ts';
import type { Language } from '../lib/languages';
import type { TreatmentSlug } from './catalogue';
import { confirmedOnFacts } from './confirmedOn.ts';
import type { FeeLineText, FeesText, ShownFee } from './feesText';
import { percent, rupeeRange, rupees } from './rupees.ts';
import { confirmed, sample, samplesInUse, type Sample } from './sample.ts';
import { markedValue } from './sampleMarks.ts';

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
   * GST on a cosmetic procedure, in per cent (`gstPurposes` says which those are). Treatment of
   * a disease or injury is exempt from GST in India; a cosmetic procedure is not. The clinic's
   * accountant confirms the rate.
   */
  gstPercent: sample(18),
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

/**
 * What each treatment is for, as its page says (its "Reasons"), which decides its GST by the
 * fees page's one rule: `treatment` of a disease or an injury carries none; `cosmetic`, done for
 * appearance, carries `gstPercent`; `either` can be one or the other (an earlobe repaired after
 * an injury, eyelid surgery that clears the sight), and the doctor tells the patient which. The
 * list and the page never disagree: both come from here. The clinic's accountant checks it
 * with the rate.
 */
export const gstPurposes = {
  'fillings-and-root-canals': 'treatment',
  'braces-and-aligners': 'treatment',
  'crowns-and-bridges': 'treatment',
  dentures: 'treatment',
  'cleaning-and-gum-disease': 'treatment',
  'childrens-dentistry': 'treatment',
  'dental-x-rays': 'treatment',
  'cosmetic-dentistry': 'cosmetic',
  veneers: 'cosmetic',
  'teeth-whitening': 'cosmetic',
  'tooth-jewellery': 'cosmetic',
  'dental-implants': 'treatment',
  'implant-supported-dentures': 'treatment',
  'zygomatic-implants': 'treatment',
  'bone-grafting': 'treatment',
  'sinus-lift': 'treatment',
  'tooth-extraction': 'treatment',
  'wisdom-teeth': 'treatment',
  'minor-oral-surgery': 'treatment',
  'facial-trauma': 'treatment',
  'tmj-disorders': 'treatment',
  'oral-cancer': 'treatment',
  'cysts-and-tumours': 'treatment',
  'corrective-jaw-surgery': 'treatment',
  'chronic-facial-pain': 'treatment',
  'facial-nerve-problems': 'treatment',
  botox: 'cosmetic',
  'dermal-fillers': 'cosmetic',
  'wrinkle-treatment': 'cosmetic',
  'scar-revision': 'either',
  dimpleplasty: 'cosmetic',
  lobuloplasty: 'either',
  blepharoplasty: 'either',
  'brow-lift': 'either',
  rhinoplasty: 'either',
  'chemical-peels': 'cosmetic',
  microdermabrasion: 'cosmetic',
  hydrafacial: 'cosmetic',
  microneedling: 'cosmetic',
  'face-prp': 'cosmetic',
  'mole-skin-tag-and-wart-removal': 'either',
  'lip-lightening': 'cosmetic',
  'lip-colour': 'cosmetic',
  microblading: 'cosmetic',
  'hair-prp': 'either',
} as const satisfies Record<TreatmentSlug, 'treatment' | 'cosmetic' | 'either'>;

/** Whether GST is added to `treatment`'s fee: always, only if it is done for appearance, or never. */
export function gstOf(treatment: TreatmentSlug): 'added' | 'if-cosmetic' | undefined {
  const purpose = gstPurposes[treatment];
  if (purpose === 'cosmetic') return 'added';
  return purpose === 'either' ? 'if-cosmetic' : undefined;
}

/** A fee fact's value as `language` writes it, with its sample marker while it is one. */
const markedFee = (
  value: string,
  fact: keyof typeof feeFacts | `treatments.${TreatmentSlug}`,
): string => {
  const [group, treatment] = fact.split('.') as [string, TreatmentSlug | undefined];
  const sampled = treatment
    ? feeFacts.treatments[treatment]
    : feeFacts[group as keyof typeof feeFacts];
  return markedValue(value, sampled, `fees.${fact}`);
};

/** The consultation fee as `language` writes it, marked while it is a sample: "₹500". */
export const consultationFee = (language: Language) =>
  markedFee(rupees(fees.consultation, language), 'consultation');

/** The GST rate as `language` writes it, marked while it is a sample: "18%". */
export const gstRate = (language: Language) =>
  markedFee(percent(fees.gstPercent, language), 'gstPercent');

/** A way to pay as `language` names it, marked while the ways are samples. */
export const paymentMethod = (name: string) => markedFee(name, 'paymentMethods');

/**
 * A treatment's fee as `language` says it: "₹1,000 – ₹12,000; the exact fee after an
 * examination." or "Priced after a consultation.", marked while it is a sample.
 */
export function feeOf(treatment: TreatmentSlug, language: Language, words: FeeLineText): string {
  const fee = fees.treatments[treatment];
  if (fee === 'after-consultation')
    return markedFee(words.afterConsultation, `treatments.${treatment}`);
  return fillIn(words.range, {
    range: markedFee(rupeeRange(fee.from, fee.to, language), `treatments.${treatment}`),
  });
}

/**
 * A treatment's fee as the fees page's table shows it: the range alone (the page says once, above
 * the tables, that the exact fee follows an examination), or "priced after a consultation", with
 * "plus GST" or "plus GST if cosmetic" where it may carry GST; marked while it is a sample.
 */
export function feeInTable(treatment: TreatmentSlug, language: Language, words: FeesText): string {
  const fee = fees.treatments[treatment];
  const shown = markedFee(
    fee === 'after-consultation'
      ? words.line.afterConsultation
      : rupeeRange(fee.from, fee.to, language),
    `treatments.${treatment}`,
  );
  const gst = gstOf(treatment);
  if (gst === undefined) return shown;
  const label =
    gst === 'added' ? words.page.treatments.plusGst : words.page.treatments.plusGstIfCosmetic;
  return fillIn(label, { fee: shown });
}

/** A treatment's fee line as its page shows it, in `language` (vite-plugins/contentParts.ts). */
export function shownFeeOf(
  treatment: TreatmentSlug,
  language: Language,
  words: FeeLineText,
): ShownFee {
  const gst = gstOf(treatment);
  return {
    heading: words.heading,
    fee: feeOf(treatment, language, words),
    ...(gst && {
      gst: fillIn(gst === 'added' ? words.gst : words.gstIfCosmetic, { rate: gstRate(language) }),
    }),
    consultation: fillIn(words.consultation, { fee: consultationFee(language) }),
    allFees: words.allFees,
  };
}
