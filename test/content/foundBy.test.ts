/**
 * The words a patient looks for a page by (`foundBy`, issue 49): every category, treatment and
 * urgent-help situation has its own in every language, the A-Z's entries. Each language's words
 * are its own (the lists differ in length), in its own script, and never the entry's name again.
 */
import { catalogue, treatmentSlugs } from '../../src/content/catalogue';
import { situations } from '../../src/content/urgentCare';
import { languages, type Language } from '../../src/lib/languages';
import { localeFiles, otherLanguages } from './locales';

/** What a page is listed as in the A-Z: its name and the words it is found by. */
interface Entry {
  id: string;
  name: string;
  foundBy: unknown;
}

/** Every entry of one language, read as the files hold it (a list may be missing or wrong). */
function entriesOf(language: Language): Entry[] {
  const files = localeFiles(language);
  const entry = (id: string, words: unknown, name: 'title' | 'name'): Entry => {
    const { [name]: title, foundBy } = (words ?? {}) as Record<string, unknown>;
    return { id, name: String(title), foundBy };
  };
  const urgent = files.urgent as { situations: Record<string, unknown> };
  return [
    ...catalogue.flatMap(({ slug, groups }) => {
      const category = files[`services/${slug}`] as { treatments: Record<string, unknown> };
      return [
        entry(`categories/${slug}`, category, 'title'),
        ...groups
          .flatMap((group) => group.treatments)
          .map((treatment) =>
            entry(`treatments/${treatment}`, category.treatments[treatment], 'name'),
          ),
      ];
    }),
    ...situations.map(({ id }) => entry(`urgent/${id}`, urgent.situations[id], 'title')),
  ];
}

const phrasesOf = (entry: Entry): string[] =>
  Array.isArray(entry.foundBy) ? entry.foundBy.map(String) : [];

/** Two phrases are the same if they differ only in case, spacing or Unicode form. */
const same = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The forms of a name a phrase must not repeat: the whole name, the name without its brackets,
 * and what is in them ("Botulinum toxin (Botox)": also "botulinum toxin" and "botox").
 */
function formsOf(name: string): string[] {
  const unquoted = name.replace(/[«»]/g, '');
  const brackets = /\s*[(（]([^)）]*)[)）]/g;
  return [
    unquoted,
    unquoted.replace(brackets, ''),
    ...[...unquoted.matchAll(brackets)].map(([, inside = '']) => inside),
  ].map(same);
}

/** Each language's letters; abbreviations in Latin capitals (CT, PRP) are allowed in any. */
const scripts: Record<Exclude<Language, 'en'>, RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  ru: /\p{Script=Cyrillic}/u,
  fr: /\p{Script=Latin}/u,
  ch: /\p{Script=Han}/u,
};

/** A phrase that starts with a capital letter starts with a name. */
const startsWithName = /^(Bell's|Botox)\b/;

/** Each rule: the offending entries and phrases of one language (none, where it holds). */
const rules: Record<string, (language: Language) => string[]> = {
  'every category, treatment and situation has at least one phrase': (language) =>
    entriesOf(language)
      .filter((entry) => phrasesOf(entry).length === 0)
      .map(({ id }) => id),

  'every list is a list of strings': (language) =>
    entriesOf(language)
      .filter(
        ({ foundBy }) =>
          !Array.isArray(foundBy) || foundBy.some((phrase) => typeof phrase !== 'string'),
      )
      .map(({ id }) => id),

  'no phrase is empty, a sentence or a template': (language) =>
    entriesOf(language).flatMap((entry) =>
      phrasesOf(entry)
        .filter((phrase) => phrase.trim() === '' || /[.。।]$|{{/.test(phrase.trim()))
        .map((phrase) => `${entry.id}: ${JSON.stringify(phrase)}`),
    ),

  'no phrase twice in one entry': (language) =>
    entriesOf(language).flatMap((entry) =>
      phrasesOf(entry)
        .map(same)
        .filter((phrase, i, all) => all.indexOf(phrase) !== i)
        .map((phrase) => `${entry.id}: ${phrase}`),
    ),

  'no phrase repeats its entry’s name': (language) =>
    entriesOf(language).flatMap((entry) =>
      phrasesOf(entry)
        .filter((phrase) => formsOf(entry.name).includes(same(phrase)))
        .map((phrase) => `${entry.id}: ${phrase}`),
    ),

  // The A-Z lists a phrase once: it leads to one page.
  'no phrase leads to two entries': (language) => {
    const entries = entriesOf(language);
    const ids = new Map<string, string[]>();
    for (const entry of entries)
      for (const phrase of new Set(phrasesOf(entry).map(same)))
        ids.set(phrase, [...(ids.get(phrase) ?? []), entry.id]);
    return [...ids]
      .filter(([, of]) => of.length > 1)
      .map(([phrase, of]) => `${phrase}: ${of.join(', ')}`);
  },

  'at least 60 phrases in all': (language) => {
    const count = entriesOf(language).flatMap(phrasesOf).length;
    return count >= 60 ? [] : [`${count} phrases`];
  },

  'lower case where the language has case, but names': (language) =>
    entriesOf(language).flatMap((entry) =>
      phrasesOf(entry)
        .filter((phrase) => /^\p{Lu}\p{Ll}/u.test(phrase) && !startsWithName.test(phrase))
        .map((phrase) => `${entry.id}: ${phrase}`),
    ),
};

/** The rules only a language besides English has: its own script, its own words. */
const translatedRules: Record<string, (language: Exclude<Language, 'en'>) => string[]> = {
  'every phrase is in the language’s script': (language) =>
    entriesOf(language).flatMap((entry) =>
      phrasesOf(entry)
        .filter((phrase) => {
          const letters = phrase.replace(/\b[A-Z]{2,}\b/g, '').match(/\p{L}/gu) ?? [];
          return letters.length === 0 || letters.some((letter) => !scripts[language].test(letter));
        })
        .map((phrase) => `${entry.id}: ${phrase}`),
    ),

  // Not its entry's English words, nor any other entry's.
  'no phrase is left in English': (language) => {
    const english = new Set(entriesOf('en').flatMap(phrasesOf).map(same));
    return entriesOf(language).flatMap((entry) =>
      phrasesOf(entry)
        .filter((phrase) => english.has(same(phrase)))
        .map((phrase) => `${entry.id}: ${phrase}`),
    );
  },
};

describe('the words each page is found by, in every language', () => {
  it.each(
    languages.flatMap((language) =>
      Object.entries(rules).map(([rule, offenders]) => [language, rule, offenders] as const),
    ),
  )('%s: %s', (language, _rule, offenders) => {
    expect(offenders(language)).toEqual([]);
  });

  it.each(
    otherLanguages.flatMap((language) =>
      Object.entries(translatedRules).map(
        ([rule, offenders]) => [language, rule, offenders] as const,
      ),
    ),
  )('%s: %s', (language, _rule, offenders) => {
    expect(offenders(language)).toEqual([]);
  });

  it('the rules walk every category, treatment and situation', () => {
    expect(entriesOf('en').map(({ id }) => id)).toHaveLength(
      catalogue.length + treatmentSlugs.length + situations.length,
    );
  });

  it('the name forms a phrase must not repeat', () => {
    expect(formsOf('Botulinum toxin (Botox)')).toEqual([
      'botulinum toxin (botox)',
      'botulinum toxin',
      'botox',
    ]);
    expect(formsOf('Ботулотоксин («Ботокс»)')).toContain('ботокс');
    expect(formsOf('假牙（活动义齿）')).toEqual(['假牙（活动义齿）', '假牙', '活动义齿']);
  });
});
