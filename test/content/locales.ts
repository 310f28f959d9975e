/** Every language file, loaded eagerly for the content tests, the clinic's facts filled in. */
import { catalogue, type TreatmentSlug } from '../../src/content/catalogue';
import type { AnyCategoryText, TreatmentText } from '../../src/content/types';
import { treatmentTextOf } from '../../src/content/types';
import { withFacts } from '../../src/content/facts';
import { languages, type Language } from '../../src/lib/languages';

const modules = import.meta.glob<{ default: unknown }>('../../src/locales/*/**/*.json', {
  eager: true,
});

/** `{ 'ui': {...}, 'home': {...}, 'services/cosmetics': {...} }` for one language. */
export function localeFiles(language: Language): Record<string, unknown> {
  const prefix = `../../src/locales/${language}/`;
  return Object.fromEntries(
    Object.entries(modules)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, module]) => [
        path.slice(prefix.length, -'.json'.length),
        withFacts(module.default, language),
      ]),
  );
}

export const otherLanguages = languages.filter((language) => language !== 'en');

/** Every string in a value, with its path, e.g. `treatments.botox.procedure[2].heading`. */
export function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringsOf(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * A `foundBy` list holds a language's own words for an entry (what its speakers say, issue 49),
 * not a translation of English's item for item: its length is the language's own.
 */
const ownWords = 'foundBy';
const inOwnWords = /(^|\.)foundBy\[/;

/** Every string that translates an English one item for item: all but the `foundBy` lists. */
export const translatedStringsOf = (value: unknown) =>
  stringsOf(value).filter(([path]) => !inOwnWords.test(path));

/** The shape of a value: keys, array lengths (a `foundBy` list's aside) and types, not the words. */
export function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === ownWords ? 'the language’s own words' : shapeOf(item),
      ]),
    );
  }
  return typeof value;
}

/** One treatment's words in one language. */
export function treatmentText(language: Language, slug: TreatmentSlug): TreatmentText {
  const category = catalogue.find((c) =>
    c.groups.some((g) => (g.treatments as readonly string[]).includes(slug)),
  );
  const text = localeFiles(language)[`services/${category?.slug ?? ''}`] as AnyCategoryText;
  const words = treatmentTextOf(text, slug);
  if (!words) throw new Error(`${language}: no text for ${slug}`);
  return words;
}
