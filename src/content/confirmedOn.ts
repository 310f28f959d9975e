/**
 * When the clinic last confirmed each group of its facts, as a calendar day, YYYY-MM-DD. Facts
 * such as fees and registrations go stale: a release build refuses any group confirmed more
 * than 90 days before the build date, and any group without a date, naming each
 * (vite-plugins/factFreshness.ts; docs/content.md, "The clinic's facts").
 *
 * The days are in src/content/clinic-facts.yaml (`confirmedOn`): to confirm a group, check its
 * facts with the clinic, write the day there, delete its `sample: true` line and run
 * `npm run facts`. Until then each day is a sample: the day the sample facts were written, not a
 * day anyone confirmed them.
 */
import { confirmedOn } from './confirmedOn.generated.ts';
import type { Sample } from './sample.ts';

/** The groups of facts that go stale, each with the file and fields it covers. */
export const factGroups = [
  /** Every treatment's fee, the consultation fee, payment and GST. */
  'fees',
  /** The clinicians' and the clinic's registrations. */
  'registrations',
  /** Who works at the clinic, and the days a visiting consultant attends. */
  'clinicians',
  /** The languages spoken at the clinic. */
  'languages',
  /** The days the clinic is closed. */
  'closures',
] as const;

export type FactGroup = (typeof factGroups)[number];

export const confirmedOnFacts = confirmedOn satisfies Record<FactGroup, string | Sample<string>>;
