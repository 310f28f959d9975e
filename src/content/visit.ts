/**
 * "Your visit" (/visit): the practical facts around a visit, in the order the page shows them,
 * and which treatment pages link to which part of it.
 */
import type { TreatmentSlug } from './catalogue';
import { givenUnderSedation } from './careLinks';

export const visitSections = [
  'languages',
  'sedation',
  'consent',
  'children',
  'travel',
  'gettingThere',
  'clinicians',
  'concerns',
  'records',
  'holidays',
] as const;

export type VisitSection = (typeof visitSections)[number];

/** A part's anchor on the page: `/visit#visit-sedation`. */
export const visitAnchor = (section: VisitSection) => `visit-${section}`;

/** Surgery after which flying too soon can cause pain or bleeding (air in the sinus or the wound). */
const flyingCaution = [
  'sinus-lift',
  'tooth-extraction',
  'wisdom-teeth',
  'rhinoplasty',
] as const satisfies readonly TreatmentSlug[];

/** The parts of "Your visit" a treatment's page links to: sedation, flying home. */
export function visitPartsOf(treatment: TreatmentSlug): ('sedation' | 'travel')[] {
  return [
    ...(givenUnderSedation(treatment) ? (['sedation'] as const) : []),
    ...((flyingCaution as readonly TreatmentSlug[]).includes(treatment)
      ? (['travel'] as const)
      : []),
  ];
}
