/**
 * The change record: for every page in every language, the fingerprint of the text it shows and
 * the date that text took its present form (`src/content/pageChanges.json`, written only by `npm
 * run changes`). A printed page carries the date ("Last changed"), and the link to report a
 * mistake carries the fingerprint, so the clinic knows which text the visitor read
 * (docs/content.md, "When a page last changed"). The build reads the record
 * (vite-plugins/pageChanges.ts); a release build refuses one that no longer matches the text.
 *
 * Build-time and command-line code (node:crypto, node:fs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { azIndexOf } from '../../src/content/azIndex.ts';
import { catalogue, doctorSlugs, treatmentsOf } from '../../src/content/catalogue.ts';
import { feeFacts } from '../../src/content/fees.generated.ts';
import type { AnyCategoryText, UrgentText } from '../../src/content/types';
import { languages, type Language } from '../../src/lib/languages.ts';
import {
  canonicalJson,
  englishTextOf,
  readLanguageFiles,
  type EnglishFiles,
  type PageId,
} from './pageReviews.ts';

/** A page whose text the record follows: a reviewed page, or one no one reviews. */
export type TextId = Exclude<PageId, `urgent/${string}`> | 'contact' | 'fees' | 'a-z';

/** Every page of one language, as the record names it, in the site's order. */
export const textIds: readonly TextId[] = [
  'home',
  ...catalogue.flatMap((category) => [
    `categories/${category.slug}` as const,
    ...treatmentsOf(category.slug).map((treatment) => `treatments/${treatment}` as const),
  ]),
  ...doctorSlugs.map((doctor) => `doctors/${doctor}` as const),
  'contact',
  'urgent',
  'privacy',
  'accessibility',
  'fees',
  'visit',
  'a-z',
];

/** A record entry's key: `<language>/<text id>`, e.g. `ru/treatments/botox`. */
export type ChangeKey = `${Language}/${TextId}`;

export interface PageChange {
  /** `sha256-` and 16 hex digits of the page's text in its language (`canonicalJson`). */
  fingerprint: string;
  /** The date the text took this form, YYYY-MM-DD (the clinic's date). */
  changedOn: string;
}

export type ChangeRecord = Partial<Record<ChangeKey, PageChange>>;

/** A language's files, and those only some pages read. */
export interface LanguageTexts {
  files: EnglishFiles;
  fees: unknown;
  az: unknown;
}

export function readLanguageTexts(root: string, language: Language, facts: unknown): LanguageTexts {
  const read = (file: string): unknown => {
    const path = join(root, 'src', 'locales', language, file);
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  };
  return {
    files: readLanguageFiles(root, language, facts),
    fees: read('fees.json'),
    az: read('a-z.json'),
  };
}

/**
 * What `id` shows in a language: for a reviewed page the text its review covers (pageReviews.ts,
 * `englishTextOf`, which reads any language's files), with a treatment's fee; the contact page's
 * words and the clinic's facts it names; the fees page's words and every fee; the A-Z's words and
 * its index.
 */
export function pageTextOf(
  id: TextId,
  texts: LanguageTexts,
  language: Language,
  facts: unknown,
): unknown {
  const { files } = texts;
  switch (id) {
    case 'contact': {
      const { postalAddress, location, sessions, openDays, phone, whatsapp, email } =
        facts as Record<string, unknown>;
      return {
        contact: files.ui.contact,
        clinic: files.ui.clinic,
        facts: { postalAddress, location, sessions, openDays, phone, whatsapp, email },
      };
    }
    case 'fees':
      return { words: texts.fees, fees: feeFacts };
    case 'a-z':
      return {
        words: texts.az,
        index: azIndexOf(
          files.services as unknown as Record<(typeof catalogue)[number]['slug'], AnyCategoryText>,
          files.urgent as unknown as UrgentText,
          language,
        ),
      };
    default: {
      const text = englishTextOf(id, files);
      if (!id.startsWith('treatments/')) return text;
      const treatment = id.slice('treatments/'.length) as keyof typeof feeFacts.treatments;
      return { text, fee: feeFacts.treatments[treatment] };
    }
  }
}

export function fingerprintOf(text: unknown): string {
  return `sha256-${createHash('sha256').update(canonicalJson(text), 'utf8').digest('hex').slice(0, 16)}`;
}

/**
 * The fingerprint of every page in every language, as the files at `root` now read. `partial`:
 * leave out a page whose text cannot be read (files of an older shape) rather than throw.
 */
export function currentFingerprints(root: string, facts: unknown): Record<ChangeKey, string>;
export function currentFingerprints(
  root: string,
  facts: unknown,
  partial: true,
): Partial<Record<ChangeKey, string>>;
export function currentFingerprints(
  root: string,
  facts: unknown,
  partial = false,
): Partial<Record<ChangeKey, string>> {
  const fingerprints: Partial<Record<ChangeKey, string>> = {};
  for (const language of languages) {
    const texts = readLanguageTexts(root, language, facts);
    for (const id of textIds) {
      try {
        fingerprints[`${language}/${id}`] = fingerprintOf(pageTextOf(id, texts, language, facts));
      } catch (error) {
        if (!partial) throw error;
      }
    }
  }
  return fingerprints;
}

/** The keys whose record is missing or names another text than the page now shows. */
export function staleChanges(
  record: ChangeRecord,
  current: Record<ChangeKey, string>,
): ChangeKey[] {
  return (Object.keys(current) as ChangeKey[]).filter(
    (key) => record[key]?.fingerprint !== current[key],
  );
}

/** The record brought up to date: a page whose text changed (or is new) changed `today`. */
export function updatedRecord(
  record: ChangeRecord,
  current: Record<ChangeKey, string>,
  today: string,
): ChangeRecord {
  return Object.fromEntries(
    (Object.keys(current) as ChangeKey[]).map((key) => {
      const entry = record[key];
      const fingerprint = current[key];
      return [key, entry?.fingerprint === fingerprint ? entry : { fingerprint, changedOn: today }];
    }),
  );
}

export const changeRecordFile = 'src/content/pageChanges.json';

export function readChangeRecord(root: string): ChangeRecord {
  const path = join(root, changeRecordFile);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ChangeRecord) : {};
}

/** Writes the record in the site's order, as Prettier formats it. */
export function writeChangeRecord(root: string, record: ChangeRecord): void {
  const ordered = Object.fromEntries(
    languages.flatMap((language) =>
      textIds.flatMap((id) => {
        const entry = record[`${language}/${id}`];
        return entry ? [[`${language}/${id}`, entry]] : [];
      }),
    ),
  );
  writeFileSync(join(root, changeRecordFile), `${JSON.stringify(ordered, null, 2)}\n`);
}
