/**
 * The A-Z of one language, made from its words: every category, treatment and urgent situation
 * by its name (without a leading article) and by each of the words patients find it by
 * (`foundBy`), sorted and grouped as the language sorts. The build makes it into the A-Z page's
 * words (vite-plugins/contentParts.ts); the browser tests' model of the page reads it too.
 */
import { alphabeticalIndex, indexTitleOf } from '../lib/alphabeticalIndex.ts';
import type { Language } from '../lib/languages';
import type { AzEntry, AzGroup, AzTarget } from './azText';
import { catalogue, treatmentsOf, type CategorySlug } from './catalogue.ts';
import { treatmentTextOf, type AnyCategoryText, type UrgentText } from './types.ts';
import { situations } from './urgentCare.ts';

export function azIndexOf(
  categories: Readonly<Record<CategorySlug, AnyCategoryText>>,
  urgent: UrgentText,
  language: Language,
): AzGroup[] {
  const entries: AzEntry[] = [];
  /** The entry of a name and one for each of the words it is found by, leading to `target`. */
  const add = (target: AzTarget, title: string, foundBy: readonly string[]) => {
    const name = indexTitleOf(title, language);
    entries.push({ ...target, words: name });
    for (const words of foundBy) entries.push({ ...target, words, name });
  };
  for (const { slug: category } of catalogue) {
    const text = categories[category];
    add({ kind: 'category', category }, text.title, text.foundBy);
    for (const treatment of treatmentsOf(category)) {
      const words = treatmentTextOf(text, treatment);
      if (!words) throw new Error(`${language}: ${category} has no treatment ${treatment}`);
      add({ kind: 'treatment', category, treatment }, words.name, words.foundBy);
    }
  }
  for (const { id: situation } of situations) {
    const words = urgent.situations[situation];
    add({ kind: 'urgent', situation }, words.title, words.foundBy);
  }
  return alphabeticalIndex(entries, ({ words }) => words, language);
}
