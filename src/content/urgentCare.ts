/**
 * Urgent help: the situations that cannot wait for an appointment, each at one of three levels
 * (after the NHS care cards). The one source of each instruction: the urgent-help page, the
 * contact page, the offline page and the treatment pages all show these cards, worded once in
 * `situations.<id>` of each language's urgent.json. The numbers, the hospitals and the
 * lines answered day and night come from the clinic's facts (`{{ambulanceNumber}}`, the
 * emergency department for each kind of emergency, `{{eyeEmergencyDepartment}}` …,
 * `{{injectionLine}}`, `{{surgeonLine}}`, `{{mentalHealthNumber}}`).
 */
import type { TreatmentSlug } from './catalogue';
import type { UrgentText } from './types';
import { sedated } from './careLinks.ts';

/**
 * How urgent: an ambulance now; someone to talk to now (thoughts of suicide: Tele-MANAS first,
 * 112 for danger); an emergency department now; first aid now, then the clinic or an emergency
 * department (a bleed, a burn); the clinic, when it is open.
 */
type UrgencyLevel =
  'ambulance' | 'talk-to-someone' | 'emergency-department' | 'first-aid' | 'clinic';

export type SituationId =
  | 'allergic-reaction'
  | 'swelling-breathing'
  | 'after-sedation'
  | 'after-botulinum-toxin'
  | 'thoughts-of-suicide'
  | 'filler-warning-signs'
  | 'eye-after-surgery'
  | 'face-or-jaw-injury'
  | 'swelling-with-fever'
  | 'adult-tooth-knocked-out'
  | 'chemical-in-eye-or-burn'
  | 'bleeding-after-extraction'
  | 'milk-tooth-knocked-out'
  | 'toothache-or-broken-tooth';

/**
 * A number a card offers to call, besides its level's own: the injecting doctor's or the
 * surgeon's line (day and night), or Tele-MANAS, the national mental-health line.
 */
export type ExtraCall = 'injectionLine' | 'surgeonLine' | 'mentalHealthLine';

export interface Situation {
  id: SituationId;
  level: UrgencyLevel;
  calls?: readonly ExtraCall[];
  /** The treatment pages that show this card beside their post-care. */
  treatments?: readonly TreatmentSlug[];
}

/**
 * The treatments after which a patient has had an operation or sedation: their pages show the
 * surgeon's line, answered day and night (`site.surgeonLine` in clinic-facts.yaml), with their cards.
 */
const afterSurgeryOrSedation = [
  'childrens-dentistry',
  'dental-implants',
  'implant-supported-dentures',
  'zygomatic-implants',
  'bone-grafting',
  'sinus-lift',
  'tooth-extraction',
  'wisdom-teeth',
  'minor-oral-surgery',
  'facial-trauma',
  'oral-cancer',
  'cysts-and-tumours',
  'corrective-jaw-surgery',
  'scar-revision',
  'dimpleplasty',
  'lobuloplasty',
  'blepharoplasty',
  'brow-lift',
  'rhinoplasty',
  'mole-skin-tag-and-wart-removal',
] as const satisfies readonly TreatmentSlug[];

/** Operations near the eye or the eye socket: bleeding behind the eye can take the sight. */
const nearTheEye = [
  'zygomatic-implants',
  'facial-trauma',
  'blepharoplasty',
  'brow-lift',
  'rhinoplasty',
] as const satisfies readonly TreatmentSlug[];

/** Surgery in the mouth that can bleed after the patient is home. */
const inTheMouth = [
  'dental-implants',
  'zygomatic-implants',
  'bone-grafting',
  'sinus-lift',
  'tooth-extraction',
  'wisdom-teeth',
  'minor-oral-surgery',
  'oral-cancer',
  'cysts-and-tumours',
  'corrective-jaw-surgery',
] as const satisfies readonly TreatmentSlug[];

/** In the order a reader scans them: the most urgent first. */
export const situations: readonly Situation[] = [
  { id: 'allergic-reaction', level: 'ambulance' },
  { id: 'swelling-breathing', level: 'ambulance', treatments: ['wisdom-teeth'] },
  { id: 'after-sedation', level: 'ambulance', calls: ['surgeonLine'], treatments: sedated },
  {
    id: 'after-botulinum-toxin',
    level: 'ambulance',
    calls: ['injectionLine'],
    treatments: ['botox', 'wrinkle-treatment'],
  },
  { id: 'thoughts-of-suicide', level: 'talk-to-someone' },
  {
    id: 'filler-warning-signs',
    level: 'emergency-department',
    calls: ['injectionLine'],
    treatments: ['dermal-fillers', 'wrinkle-treatment'],
  },
  {
    id: 'eye-after-surgery',
    level: 'emergency-department',
    calls: ['surgeonLine'],
    treatments: nearTheEye,
  },
  { id: 'face-or-jaw-injury', level: 'emergency-department', treatments: ['facial-trauma'] },
  { id: 'swelling-with-fever', level: 'emergency-department' },
  {
    id: 'adult-tooth-knocked-out',
    level: 'emergency-department',
    treatments: ['childrens-dentistry'],
  },
  {
    id: 'chemical-in-eye-or-burn',
    level: 'first-aid',
    treatments: [
      'chemical-peels',
      'microneedling',
      'mole-skin-tag-and-wart-removal',
      'lip-lightening',
    ],
  },
  {
    id: 'bleeding-after-extraction',
    level: 'first-aid',
    calls: ['surgeonLine'],
    treatments: inTheMouth,
  },
  { id: 'milk-tooth-knocked-out', level: 'clinic', treatments: ['childrens-dentistry'] },
  { id: 'toothache-or-broken-tooth', level: 'clinic' },
];

/** The cards a treatment page shows, in the order above. */
export function situationsOf(treatment: TreatmentSlug): Situation[] {
  return situations.filter((situation) => situation.treatments?.includes(treatment));
}

/** Whether a treatment's page shows the surgeon's line, answered day and night. */
export function showsSurgeonLine(treatment: TreatmentSlug): boolean {
  return (afterSurgeryOrSedation as readonly TreatmentSlug[]).includes(treatment);
}

/** Whether a treatment's page shows any urgent help of its own (cards or the surgeon's line). */
export function showsUrgentCare(treatment: TreatmentSlug): boolean {
  return situationsOf(treatment).length > 0 || showsSurgeonLine(treatment);
}

/**
 * What care cards and the surgeon's line need of urgent help's words: the levels and the call
 * labels, and the words of the situations shown. The urgent-help and contact pages give all of
 * urgent.json; a treatment page only its own situations' (`careCardWordsOf`).
 */
export type CareCardWords = Pick<
  UrgentText,
  | 'levels'
  | 'callNumber'
  | 'callClinic'
  | 'callInjectionLine'
  | 'callSurgeonLine'
  | 'callMentalHealthLine'
  | 'surgeonLine'
> & { situations: Partial<UrgentText['situations']> };

/**
 * The part of urgent help's words (one language's urgent.json) that a treatment's page shows:
 * its cards' and the surgeon's line's, or nothing where it shows no urgent help. Cut at build
 * time (vite-plugins/contentParts.ts), so the page loads its own cards' words with its
 * treatment's rather than every situation's (issue 37).
 */
export function careCardWordsOf(
  treatment: TreatmentSlug,
  urgent: UrgentText,
): CareCardWords | undefined {
  if (!showsUrgentCare(treatment)) return undefined;
  return {
    levels: urgent.levels,
    callNumber: urgent.callNumber,
    callClinic: urgent.callClinic,
    callInjectionLine: urgent.callInjectionLine,
    callSurgeonLine: urgent.callSurgeonLine,
    callMentalHealthLine: urgent.callMentalHealthLine,
    surgeonLine: urgent.surgeonLine,
    situations: Object.fromEntries(
      situationsOf(treatment).map(({ id }) => [id, urgent.situations[id]]),
    ),
  };
}
