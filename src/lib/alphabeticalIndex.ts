/**
 * An alphabetical index as each language sorts: entries ordered by `Intl.Collator` for the
 * language's tag (Devanagari order in Hindi, Cyrillic in Russian, accents in French, pinyin in
 * Chinese) and grouped under letters. Run by the build (vite-plugins/contentParts.ts), so the
 * page the server writes and the page the browser draws cannot differ by their ICU versions.
 */
import { languageTag, type Language } from './languages.ts';

/**
 * How each language's index groups its words under letters: by each word's first letter, or,
 * for Chinese, by the pinyin initial, told by the first character of each initial in the
 * language's collation (阿 is the first A, 八 the first B …). Kept here, not in the languages'
 * table (lib/languages.ts): the build alone sorts, and every page carries that table.
 */
const indexLetters: Record<Language, 'first letter' | { letters: string; firstOfEach: string }> = {
  en: 'first letter',
  hi: 'first letter',
  ru: 'first letter',
  fr: 'first letter',
  ch: {
    letters: 'ABCDEFGHJKLMNOPQRSTWXYZ',
    firstOfEach: '阿八嚓哒妸发旮哈讥咔垃妈拏噢妑七呥仨他穵夕丫帀',
  },
};

/**
 * The articles an index leaves off the front of a title, as a printed index does ("A severe
 * allergic reaction" is under S), lowercase, each with what follows it (a space, or none after
 * an apostrophe).
 */
const leadingArticles: Record<Language, readonly string[]> = {
  en: ['a ', 'an ', 'the '],
  hi: [],
  ru: [],
  fr: ['le ', 'la ', 'les ', 'l’', "l'", 'un ', 'une ', 'des '],
  ch: [],
};

export interface IndexGroup<T> {
  /** The letter the group stands under: "A", "Б", "É" is under "E", "क", pinyin "Y" for 牙. */
  letter: string;
  entries: T[];
}

/** Compares two strings as `language` sorts them. */
export function collatorOf(language: Language): Intl.Collator {
  return new Intl.Collator(languageTag[language], { usage: 'sort', numeric: true });
}

/** Ligatures a dictionary files under their first letter: "œil" under O. */
const ligatures: Record<string, string> = { Œ: 'O', Æ: 'A' };

/**
 * The first letter of `text`, with the accents taken off that the language does not count as a
 * letter of its own: "É" → "E" in French, "Ё" → "Е" in Russian, but "Й" stays "Й".
 */
function baseLetter(text: string, language: Language): string {
  const [first = ''] = Array.from(text.trim());
  const letter = first.toLocaleUpperCase(languageTag[language]);
  const ligature = ligatures[letter];
  if (ligature) return ligature;
  const [base = letter] = Array.from(letter.normalize('NFD'));
  const sameLetter = new Intl.Collator(languageTag[language], { sensitivity: 'base' });
  return sameLetter.compare(base, letter) === 0 ? base : letter;
}

/**
 * The letter `text` stands under in `language`: its base first letter, or for Chinese the pinyin
 * initial (the last initial whose first character sorts at or before it). Latin text in Chinese
 * stands under its own first letter.
 */
export function indexLetterOf(text: string, language: Language): string {
  const letters = indexLetters[language];
  const first = baseLetter(text, language);
  if (letters === 'first letter' || /^[A-Z]$/.test(first)) return first;
  const collator = collatorOf(language);
  let letter = letters.letters[0] ?? first;
  Array.from(letters.firstOfEach).forEach((character, index) => {
    if (collator.compare(text, character) >= 0) letter = letters.letters[index] ?? letter;
  });
  return letter;
}

/**
 * A title as an index lists it: without the article in front ("A severe allergic reaction" is
 * "Severe allergic reaction"), its first letter a capital where the title's was.
 */
export function indexTitleOf(title: string, language: Language): string {
  const lower = title.toLocaleLowerCase(languageTag[language]);
  const article = leadingArticles[language].find(
    (candidate) => lower.startsWith(candidate) && title.length > candidate.length,
  );
  if (!article) return title;
  const rest = title.slice(article.length);
  const [first = ''] = Array.from(rest);
  const capital = first.toLocaleUpperCase(languageTag[language]);
  const startsLowercase = title.startsWith(lower.slice(0, 1));
  return startsLowercase ? rest : `${capital}${rest.slice(first.length)}`;
}

/**
 * `entries` in `language`'s order, by `textOf` each, under their letters: the letters in the
 * language's order, each letter's entries in collation order.
 */
export function alphabeticalIndex<T>(
  entries: readonly T[],
  textOf: (entry: T) => string,
  language: Language,
): IndexGroup<T>[] {
  const collator = collatorOf(language);
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const letter = indexLetterOf(textOf(entry), language);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return Array.from(groups, ([letter, members]) => ({
    letter,
    entries: members.toSorted((a, b) => collator.compare(textOf(a), textOf(b))),
  })).sort((a, b) => collator.compare(a.letter, b.letter));
}
