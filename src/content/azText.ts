/**
 * The A-Z's words (src/locales/<lng>/a-z.json) and the index the build makes of every treatment,
 * category and urgent situation with the words patients use for them (their `foundBy`), sorted
 * and grouped as the language sorts (vite-plugins/contentParts.ts, lib/alphabeticalIndex.ts).
 */
import type englishAz from '../locales/en/a-z.json';
import type { CategorySlug, TreatmentSlug } from './catalogue';
import type { SituationId } from './urgentCare';

/** a-z.json as English writes it: every language's file is held to it (src/locales/checkAz.ts). */
export type AzText = typeof englishAz;

/** What an entry leads to: a treatment's page, a category's, or an urgent situation's card. */
export type AzTarget =
  | { kind: 'treatment'; category: CategorySlug; treatment: TreatmentSlug }
  | { kind: 'category'; category: CategorySlug }
  | { kind: 'urgent'; situation: SituationId };

/**
 * One line of the index: the words it is found by (a name, or a patient's words), and, for a
 * patient's words, the name of what it leads to.
 */
export type AzEntry = AzTarget & { words: string; name?: string };

export interface AzGroup {
  letter: string;
  entries: AzEntry[];
}

/** The A-Z page: its words and its index, letter by letter. */
export type AzPageText = AzText & { groups: AzGroup[] };
