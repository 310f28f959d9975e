/**
 * What pages that only point to urgent help need of it (a treatment given under sedation, a
 * card's anchor), apart from the cards' table in urgentCare.ts, whose code comes with the
 * cards after a page's start (lib/deferredPart.tsx).
 */
import type { TreatmentSlug } from './catalogue';
import type { SituationId } from './urgentCare';

/** Treatments given under sedation or a general anaesthetic. */
export const sedated = [
  'childrens-dentistry',
  'implant-supported-dentures',
  'zygomatic-implants',
  'wisdom-teeth',
  'facial-trauma',
  'oral-cancer',
  'cysts-and-tumours',
  'corrective-jaw-surgery',
  'blepharoplasty',
  'brow-lift',
  'rhinoplasty',
] as const satisfies readonly TreatmentSlug[];

/** Whether a treatment is given under sedation or a general anaesthetic. */
export function givenUnderSedation(treatment: TreatmentSlug): boolean {
  return (sedated as readonly TreatmentSlug[]).includes(treatment);
}

/** A card's anchor on the urgent-help page: `/urgent#adult-tooth-knocked-out`. */
export const situationAnchor = (id: SituationId) => `urgent-${id}`;
