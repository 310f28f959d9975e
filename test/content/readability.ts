/**
 * Readability measures for the content tests: sentences, words, syllables and the Flesch-Kincaid
 * grade, computed from the text itself.
 */
import type { Language } from '../../src/lib/languages';

/**
 * The sentences of one string. Every string is at least one sentence: a list item or a heading
 * without a full stop still ends where the string ends. English, French and Russian end a
 * sentence at . ! ? before a space; Hindi also at the danda; Chinese at 。！？ (and ；, which
 * ends a clause a reader takes as a sentence).
 */
export function sentencesOf(text: string, language: Language): string[] {
  const end = {
    en: /(?<=[.!?])\s+(?=[^a-z])/u,
    fr: /(?<=[.!?])\s+(?=[^a-zà-ÿ])/u,
    ru: /(?<=[.!?])\s+(?=[^а-яё])/u,
    hi: /(?<=[।.!?])\s+/u,
    ch: /(?<=[。！？；])/u,
  }[language];
  // Abbreviations whose full stop does not end a sentence.
  const kept = text.replace(/\b(e\.g|i\.e|No|Dr|рег|д-р|т\. ?е|т\. ?д|см)\./gu, '$1\u2024');
  return kept
    .split(end)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** The words of a sentence: runs of letters, marks and figures (a hyphenated word is one). */
export function wordsOf(sentence: string): string[] {
  return sentence.match(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu) ?? [];
}

/**
 * English syllables by the usual heuristic: groups of vowels, less a silent final e (but not
 * -le), -es or -ed. An acronym (CBCT, SPF) is read letter by letter; a figure is counted as one
 * syllable a digit, roughly as it is read aloud.
 */
export function syllablesOf(word: string): number {
  if (/^\p{N}+$/u.test(word)) return word.length;
  if (/^[A-Z]{2,}s?$/.test(word)) return word.replace(/s$/, '').length;
  return word
    .split(/[-'’]/)
    .filter((part) => part !== '')
    .reduce((sum, part) => sum + partSyllables(part.toLowerCase()), 0);
}

function partSyllables(word: string): number {
  if (word.length <= 3) return 1;
  const trimmed = word.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (ending) =>
    ending.slice(0, 1),
  );
  const groups = trimmed.replace(/^y/, '').match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

export interface Readability {
  sentences: number;
  words: number;
  syllables: number;
  grade: number;
}

/** Flesch-Kincaid grade level of English strings, each string at least one sentence. */
export function fleschKincaid(texts: readonly string[]): Readability {
  const sentences = texts.flatMap((text) => sentencesOf(text, 'en'));
  const words = sentences.flatMap(wordsOf);
  const syllables = words.reduce((sum, word) => sum + syllablesOf(word), 0);
  const grade =
    0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
  return { sentences: sentences.length, words: words.length, syllables, grade };
}

/**
 * How long a sentence is: its words; for Chinese, which has no spaces, its characters, a Latin
 * word or a figure ("Goa Medical College", "108") counting as one each and punctuation not at all.
 */
export function sentenceLength(sentence: string, language: Language): number {
  if (language !== 'ch') return wordsOf(sentence).length;
  const han = sentence.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = sentence.match(/[\p{Script=Latin}\p{N}]+/gu)?.length ?? 0;
  return han + latin;
}
