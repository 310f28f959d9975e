/**
 * The review record: for each page a patient reads as medical information, which doctor of the
 * clinic last reviewed it, when, when the next review is due, and for each translation when it
 * was last checked against which English text (docs/content.md, "The review sign-off").
 * The record is `src/content/reviews.json`, written by `npm run review`; the build lists what
 * is missing, overdue or stale, and a release build refuses (vite-plugins/pageReviews.ts).
 *
 * Build-time and command-line code (it hashes with node:crypto); a page's chunk carries only
 * what it shows, `ShownReview` (vite-plugins/contentParts.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogue,
  categoryOfTreatment,
  doctorSlugs,
  isDoctorSlug,
  type CategorySlug,
  type DoctorSlug,
  type TreatmentSlug,
} from './catalogue';
import { samplesInUse } from './sample';
import type { ShownReview } from './types';
import { languages, type Language } from '../lib/languages';

/** A page with a review record: a treatment, a category, a doctor, or the home page. */
export type PageId =
  'home' | `doctors/${DoctorSlug}` | `categories/${CategorySlug}` | `treatments/${TreatmentSlug}`;

/** Every reviewed page, in the record's order: home, the doctors, each category and its treatments. */
export const reviewedPages: readonly PageId[] = [
  'home',
  ...doctorSlugs.map((doctor) => `doctors/${doctor}` as const),
  ...catalogue.flatMap((category) => [
    `categories/${category.slug}` as const,
    ...category.groups.flatMap((group) =>
      group.treatments.map((treatment) => `treatments/${treatment}` as const),
    ),
  ]),
];

/** The languages translated from English, each checked on its own. */
export const translatedLanguages = languages.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);
export type TranslatedLanguage = (typeof translatedLanguages)[number];

interface TranslationCheck {
  /** When a reader of the language last checked the translation, YYYY-MM-DD. */
  checked: string;
  /** The fingerprint of the English text it was checked against (`englishFingerprint`). */
  english: string;
}

export interface PageReview extends ShownReview {
  translations: Record<TranslatedLanguage, TranslationCheck>;
}

export type ReviewRecord = Partial<Record<PageId, PageReview>>;

/** The longest a page may go between clinical reviews. */
export const maxReviewYears = 3;

/**
 * The English files a page's text is taken from, as parsed JSON: `src/locales/en/…`.
 * Placeholders (`{{surgeonName}}`) stay as written: a fact's value is not the page's text.
 */
export interface EnglishFiles {
  ui: Record<string, unknown>;
  home: unknown;
  doctors: Record<string, unknown>;
  services: Record<string, Record<string, unknown>>;
}

/** The interface strings every treatment page ends with, part of its text. */
const treatmentPageUiKeys = ['outOfHours', 'disclaimer'] as const;

/**
 * "The English text of a page", which a translation is checked against:
 * - `home`: all of `home.json`, the visit checklist among it;
 * - `doctors/<doctor>`: `<doctor>` of `doctors.json`;
 * - `categories/<category>`: `services/<category>.json` without `treatments` (its treatments'
 *   cards are each treatment's text);
 * - `treatments/<treatment>`: `treatments.<treatment>` of its category's file, with
 *   `service.outOfHours` and `service.disclaimer` of `ui.json`, which every treatment page shows.
 */
export function englishTextOf(page: PageId, english: EnglishFiles): unknown {
  const [kind, slug = ''] = page.split('/');
  const found = (value: unknown) => {
    if (value === undefined) throw new Error(`no English text for ${page}`);
    return value;
  };
  switch (kind) {
    case 'home':
      return found(english.home);
    case 'doctors':
      return found(english.doctors[slug]);
    case 'categories': {
      const category = { ...(found(english.services[slug]) as Record<string, unknown>) };
      delete category.treatments;
      return category;
    }
    default: {
      const category = categoryOfTreatment(slug);
      const treatments = category ? english.services[category]?.treatments : undefined;
      const service = english.ui.service as Record<string, unknown> | undefined;
      return {
        treatment: found((treatments as Record<string, unknown> | undefined)?.[slug]),
        ...Object.fromEntries(treatmentPageUiKeys.map((key) => [key, found(service?.[key])])),
      };
    }
  }
}

/** JSON with every object's keys sorted and every string in Unicode NFC, without spaces. */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.normalize('NFC'));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `sha256-` and the first 16 hex digits of the SHA-256 of the text's canonical JSON. */
export function englishFingerprint(page: PageId, english: EnglishFiles): string {
  const hash = createHash('sha256').update(canonicalJson(englishTextOf(page, english)), 'utf8');
  return `sha256-${hash.digest('hex').slice(0, 16)}`;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `text` as a calendar date (UTC midnight), if it is a real YYYY-MM-DD date. */
export function parseDate(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !isoDate.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text
    ? undefined
    : date;
}

/** The same day `years` later (29 February to 1 March), YYYY-MM-DD. */
export function yearsAfter(date: string, years: number): string {
  const parsed = parseDate(date);
  if (!parsed) throw new Error(`not a date: ${date}`);
  const later = new Date(parsed);
  later.setUTCFullYear(parsed.getUTCFullYear() + years);
  return later.toISOString().slice(0, 10);
}

/** Today in the clinic's time zone (India, UTC+05:30), YYYY-MM-DD. */
export function clinicToday(utcOffsetMinutes: number, now = new Date()): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The record as read from JSON, checked: every entry a known page, a reviewer who is a doctor
 * of the clinic, real dates, the next review after the last and at most three years after it,
 * and a check for every translation. Throws, naming each mistake.
 */
export function parseReviewRecord(json: unknown): ReviewRecord {
  const mistakes: string[] = [];
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    throw new Error('the review record is not a JSON object of pages');
  for (const [page, entry] of Object.entries(json as Record<string, unknown>)) {
    const say = (what: string) => mistakes.push(`${page}: ${what}`);
    if (!(reviewedPages as readonly string[]).includes(page)) {
      say('no such page');
      continue;
    }
    const review = (entry ?? {}) as Partial<Record<keyof PageReview, unknown>>;
    if (!isDoctorSlug(review.reviewer))
      say(`reviewer ${JSON.stringify(review.reviewer)} is not one of ${doctorSlugs.join(', ')}`);
    const last = parseDate(review.lastReviewed);
    const next = parseDate(review.nextReviewDue);
    if (!last) say(`lastReviewed ${JSON.stringify(review.lastReviewed)} is not a YYYY-MM-DD date`);
    if (!next)
      say(`nextReviewDue ${JSON.stringify(review.nextReviewDue)} is not a YYYY-MM-DD date`);
    if (last && next) {
      const latest = yearsAfter(review.lastReviewed as string, maxReviewYears);
      if (next <= last) say('the next review is due before the last one');
      else if ((review.nextReviewDue as string) > latest)
        say(
          `the next review is due more than ${String(maxReviewYears)} years on (${latest} at the latest)`,
        );
    }
    const translations = (review.translations ?? {}) as Record<string, unknown>;
    for (const language of Object.keys(translations))
      if (!(translatedLanguages as readonly string[]).includes(language))
        say(`no translated language ${language}`);
    for (const language of translatedLanguages) {
      const check = translations[language] as Partial<TranslationCheck> | undefined;
      if (!check) say(`no translation check for ${language}`);
      else if (!parseDate(check.checked) || typeof check.english !== 'string')
        say(`the ${language} check needs a YYYY-MM-DD date and an English fingerprint`);
    }
  }
  if (mistakes.length > 0)
    throw new Error(
      `src/content/reviews.json:\n${mistakes.map((line) => `  - ${line}`).join('\n')}`,
    );
  return json;
}

type ReviewProblemKind = 'unreviewed' | 'sample-reviewer' | 'overdue' | 'stale-translation';

export interface ReviewProblem {
  kind: ReviewProblemKind;
  page: PageId;
  language?: TranslatedLanguage;
  /** One line for the build's log, naming the page and language and what to do. */
  message: string;
}

/**
 * The doctors still named by a sample (their name or registration number in any language):
 * a reviewer the clinic has not yet named. `facts` is `clinicFacts`.
 */
export function sampleDoctors(facts: unknown): Set<DoctorSlug> {
  const paths = samplesInUse(facts)
    .map(({ path }) => path.split('.'))
    .filter(([root]) => root === 'doctorNames' || root === 'registrationNumbers');
  return new Set(
    doctorSlugs.filter((doctor) =>
      // A sample over all doctors (or one language) covers this one; one over another doctor not.
      paths.some((segments) => !segments.some((part) => isDoctorSlug(part) && part !== doctor)),
    ),
  );
}

/**
 * What stands between the record and a release, on `today` (YYYY-MM-DD): a page never reviewed,
 * a reviewer who is still a sample, a review overdue, and a translation checked against English
 * that has changed since. The order is the record's, each page's problems together.
 */
export function reviewProblems({
  record,
  english,
  facts,
  today,
}: {
  record: ReviewRecord;
  english: EnglishFiles;
  facts: unknown;
  today: string;
}): ReviewProblem[] {
  const samples = sampleDoctors(facts);
  return reviewedPages.flatMap((page): ReviewProblem[] => {
    const review = record[page];
    if (!review)
      return [
        {
          kind: 'unreviewed',
          page,
          message: `${page}: never reviewed (npm run review -- ${page} --by <doctor>)`,
        },
      ];
    const problems: ReviewProblem[] = [];
    if (samples.has(review.reviewer))
      problems.push({
        kind: 'sample-reviewer',
        page,
        message: `${page}: reviewed by ${review.reviewer}, whose name or registration number is still a sample (src/content/clinicFacts.ts)`,
      });
    if (review.nextReviewDue <= today)
      problems.push({
        kind: 'overdue',
        page,
        message: `${page}: review overdue, due ${review.nextReviewDue} (npm run review -- ${page} --by <doctor>)`,
      });
    const fingerprint = englishFingerprint(page, english);
    for (const language of translatedLanguages) {
      const check = review.translations[language];
      if (check.english !== fingerprint)
        problems.push({
          kind: 'stale-translation',
          page,
          language,
          message: `${page} (${language}): ${check.english ? `the English text changed after the translation was checked on ${check.checked}` : 'the translation was never checked'} (npm run review -- ${page} --translation ${language})`,
        });
    }
    return problems;
  });
}

/** The pages `name` stands for, on the command line and in docs/content.md. */
export function pagesNamed(name: string): PageId[] {
  if (name === 'all') return [...reviewedPages];
  if ((reviewedPages as readonly string[]).includes(name)) return [name as PageId];
  if (name === 'doctors') return reviewedPages.filter((page) => page.startsWith('doctors/'));
  const category = catalogue.find((entry) => entry.slug === name);
  if (category)
    return [
      `categories/${category.slug}`,
      ...category.groups.flatMap((group) =>
        group.treatments.map((treatment) => `treatments/${treatment}` as const),
      ),
    ];
  const match = reviewedPages.filter((page) => page.endsWith(`/${name}`));
  if (match.length === 1) return match;
  throw new Error(
    `no page "${name}": name a treatment, a category (its page and its treatments), a doctor, home, doctors, all, or a page as the record names it (${reviewedPages.slice(0, 4).join(', ')}, …)`,
  );
}

/** The record with a clinical review of `pages` by `reviewer` on `date`, next due on `nextDue`. */
export function withClinicalReview(
  record: ReviewRecord,
  pages: readonly PageId[],
  { reviewer, date, nextDue }: { reviewer: string; date: string; nextDue?: string },
): ReviewRecord {
  if (!isDoctorSlug(reviewer))
    throw new Error(`no doctor "${reviewer}": the doctors are ${doctorSlugs.join(', ')}`);
  if (!parseDate(date)) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const due = nextDue ?? yearsAfter(date, maxReviewYears);
  const next = { ...record };
  for (const page of pages) {
    next[page] = {
      reviewer,
      lastReviewed: date,
      nextReviewDue: due,
      // A page reviewed for the first time has no translation checked yet: an empty fingerprint
      // is stale until a reader of the language checks it.
      translations:
        record[page]?.translations ??
        (Object.fromEntries(
          translatedLanguages.map((language) => [language, { checked: date, english: '' }]),
        ) as PageReview['translations']),
    };
  }
  return sorted(parseReviewRecord(next));
}

/** The record with the translations of `pages` into `checked` languages checked on `date`. */
export function withTranslationCheck(
  record: ReviewRecord,
  english: EnglishFiles,
  pages: readonly PageId[],
  { languages: checked, date }: { languages: readonly TranslatedLanguage[]; date: string },
): ReviewRecord {
  if (!parseDate(date)) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const next = { ...record };
  for (const page of pages) {
    const review = record[page];
    if (!review)
      throw new Error(
        `${page} has no clinical review yet: record one first (npm run review -- ${page} --by <doctor>)`,
      );
    const fingerprint = englishFingerprint(page, english);
    next[page] = {
      ...review,
      translations: {
        ...review.translations,
        ...Object.fromEntries(
          checked.map((language) => [language, { checked: date, english: fingerprint }]),
        ),
      },
    };
  }
  return sorted(parseReviewRecord(next));
}

/** The record in the order of `reviewedPages`, each entry's keys in one order, as JSON writes it. */
function sorted(record: ReviewRecord): ReviewRecord {
  return Object.fromEntries(
    reviewedPages.flatMap((page) => {
      const review = record[page];
      if (!review) return [];
      return [
        [
          page,
          {
            reviewer: review.reviewer,
            lastReviewed: review.lastReviewed,
            nextReviewDue: review.nextReviewDue,
            translations: Object.fromEntries(
              translatedLanguages.map((language) => [
                language,
                {
                  checked: review.translations[language].checked,
                  english: review.translations[language].english,
                },
              ]),
            ),
          },
        ],
      ];
    }),
  );
}

/** What a page's chunk carries of its record: who reviewed it and when (no fingerprints). */
export function shownReviewOf(record: ReviewRecord, page: PageId): ShownReview | undefined {
  const review = record[page];
  return (
    review && {
      reviewer: review.reviewer,
      lastReviewed: review.lastReviewed,
      nextReviewDue: review.nextReviewDue,
    }
  );
}

/** Where the record is, from the project's root. */
export const reviewRecordFile = 'src/content/reviews.json';

/** The English files a page's text is taken from, read from `root`/src/locales/en. */
export function readEnglishFiles(root: string): EnglishFiles {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(root, 'src', 'locales', 'en', file), 'utf8')) as Record<
      string,
      unknown
    >;
  return {
    ui: read('ui.json'),
    home: read('home.json'),
    doctors: read('doctors.json'),
    services: Object.fromEntries(
      catalogue.map((category) => [category.slug, read(`services/${category.slug}.json`)]),
    ),
  };
}

export function readReviewRecord(root: string): ReviewRecord {
  return parseReviewRecord(JSON.parse(readFileSync(join(root, reviewRecordFile), 'utf8')));
}

/** Writes the record as Prettier formats it (no lists, two spaces). */
export function writeReviewRecord(root: string, record: ReviewRecord): void {
  writeFileSync(join(root, reviewRecordFile), `${JSON.stringify(sorted(record), null, 2)}\n`);
}
