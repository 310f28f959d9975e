/**
 * Words as a page shows them: each sample marker in them (src/content/sampleMarks.ts) read as
 * the marker's word, " sample" in English, as SampleMark renders it.
 */
import { withoutMarks } from '../src/content/sampleMarks';
import type { Language } from '../src/lib/languages';

const uiFiles = import.meta.glob<{ default: { sample: { mark: string } } }>(
  '../src/locales/*/ui.json',
  { eager: true },
);

/** The marker's word in `language`: "sample", "नमूना" … */
export function sampleWord(language: Language = 'en'): string {
  const file = uiFiles[`../src/locales/${language}/ui.json`];
  if (!file) throw new Error(`no ui.json for ${language}`);
  return file.default.sample.mark;
}

/** `text` as the page shows it, its markers read as the marker's word. */
export function shownText(text: string, language: Language = 'en'): string {
  return withoutMarks(text, ` ${sampleWord(language)}`);
}
