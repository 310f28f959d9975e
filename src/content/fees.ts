/**
 * The clinic's fees, its list of rates: each treatment's range in rupees or "priced after a
 * consultation", the consultation fee, how a patient pays, and GST. Shown on each treatment
 * page and on the fees page (docs/content.md, "The clinic's facts"); the day they were last
 * confirmed is `confirmedOnFacts.fees` (src/content/confirmedOn.ts). A clinic in Goa is
 * registered under the Goa Clinical Establishments (Registration and Regulation) Act, 2019
 * (Goa Act 19 of 2019) and its Rules, not the central Clinical Establishments Rules, 2012: what
 * they ask of a displayed rate list is the clinic's to confirm.
 *
 * The figures are in src/content/clinic-facts.yaml (`fees`); `npm run facts` makes
 * fees.generated.ts from it. Each is a sample until the clinic gives its own: plausible fees of a
 * private clinic in Goa, written by the project. `npm run build` lists them and
 * `npm run build:release` refuses them. Which treatments have a range and which are priced
 * after a consultation is the clinic's to say too. Each is shown with the sample marker while it
 * is one (src/content/sampleMarks.ts).
 */
import { fillIn } from '../lib/fillIn.ts';
import type { Language } from '../lib/languages';
import type { TreatmentSlug } from './catalogue';
import { confirmedOnFacts } from './confirmedOn.ts';
import type { FeeLineText, FeesText, ShownFee } from './feesText';
import { percent, rupeeRange, rupees } from './rupees.ts';
import { feeFacts } from './fees.generated.ts';
import { confirmed, samplesInUse } from './sample.ts';
import { markedValue } from './sampleMarks.ts';

export { feeFacts };

export type PaymentMethod = 'upi' | 'card' | 'cash';

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
