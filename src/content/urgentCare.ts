/**
 * Urgent help: the situations that cannot wait for an appointment, each at one of three levels
 * (after the NHS care cards). The one source of each instruction: the urgent-help page, the
 * contact page, the offline page and the treatment pages all show these cards, worded once in
 * `urgent.situations.<id>` of each language's ui.json. The numbers, the hospital and the
 * 24-hour line come from the clinic's facts (`{{ambulanceNumber}}`, `{{emergencyDepartment}}`,
 * `{{injectionLine}}`).
 */
import type { TreatmentSlug } from './catalogue';

/**
 * How urgent: an ambulance now; the nearest emergency department now; the clinic, when it
 * is open.
 */
type UrgencyLevel = 'ambulance' | 'emergency-department' | 'clinic';

export type SituationId =
  | 'allergic-reaction'
  | 'swelling-breathing'
  | 'filler-warning-signs'
  | 'face-or-jaw-injury'
  | 'swelling-with-fever'
  | 'adult-tooth-knocked-out'
  | 'bleeding-after-extraction'
  | 'milk-tooth-knocked-out'
  | 'toothache-or-broken-tooth';

/** A number a card offers to call, besides its level's own. */
type ExtraCall = 'injectionLine';

export interface Situation {
  id: SituationId;
  level: UrgencyLevel;
  calls?: readonly ExtraCall[];
  /** The treatment pages that show this card beside their post-care. */
  treatments?: readonly TreatmentSlug[];
}

/** In the order a reader scans them: the most urgent first. */
export const situations: readonly Situation[] = [
  { id: 'allergic-reaction', level: 'ambulance' },
  { id: 'swelling-breathing', level: 'ambulance' },
  {
    id: 'filler-warning-signs',
    level: 'emergency-department',
    calls: ['injectionLine'],
    treatments: ['dermal-fillers'],
  },
  { id: 'face-or-jaw-injury', level: 'emergency-department', treatments: ['facial-trauma'] },
  { id: 'swelling-with-fever', level: 'emergency-department' },
  {
    id: 'adult-tooth-knocked-out',
    level: 'emergency-department',
    treatments: ['childrens-dentistry'],
  },
  {
    id: 'bleeding-after-extraction',
    level: 'emergency-department',
    treatments: ['tooth-extraction', 'wisdom-teeth'],
  },
  { id: 'milk-tooth-knocked-out', level: 'clinic', treatments: ['childrens-dentistry'] },
  { id: 'toothache-or-broken-tooth', level: 'clinic' },
];

/** The cards a treatment page shows, in the order above. */
export function situationsOf(treatment: TreatmentSlug): Situation[] {
  return situations.filter((situation) => situation.treatments?.includes(treatment));
}

/** A card's anchor on the urgent-help page: `/urgent#adult-tooth-knocked-out`. */
export const situationAnchor = (id: SituationId) => `urgent-${id}`;
