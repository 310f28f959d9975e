/**
 * The review record: which pages a person of the clinic has reviewed, and only those. For each
 * reviewed page: who reviewed it (a clinician in whose field the page lies, or for a statement
 * the person who answers for it), when, when the next review is due, the fingerprint of the
 * English text they read, and for each translation who checked it against that English, in what
 * role, and when (docs/content.md, "The review sign-off"). The record is
 * `src/content/reviews.json`, written only by `npm run review`; the build lists what is missing,
 * out of date or stale, and a release build refuses (vite-plugins/pageReviews.ts).
 *
 * Build-time and command-line code (it hashes with node:crypto); a page's chunk carries only
 * what it shows, `ShownReview` (vite-plugins/contentParts.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogue,
  categoryOfTreatment,
  clinicianSlugs,
  doctorSlugs,
  isClinicianSlug,
  type CategorySlug,
  type ClinicianSlug,
  type DoctorSlug,
  type TreatmentSlug,
} from '../../src/content/catalogue.ts';
import { confirmed, samplesInUse } from '../../src/content/sample.ts';
import type { ReviewerId, ShownReview } from '../../src/content/types';
import { situations, situationsOf, type SituationId } from '../../src/content/urgentCare.ts';
import { languages, type Language } from '../../src/lib/languages.ts';

/**
 * The care cards of urgent help that lie outside the surgeon's field, and the clinician in whose
 * field each lies: each is reviewed by that clinician too, as an entry of its own
 * (`urgent/<card>`), and the urgent-help page shows a review only when the surgeon's and each of
 * these are current (review of 28 November 2026, N7).
 */
export const cardReviewers = {
  'thoughts-of-suicide': 'visiting-psychiatrist',
  'chemical-in-eye-or-burn': 'visiting-dermatologist',
} as const satisfies Partial<Record<SituationId, ClinicianSlug>>;
type CardReviewed = keyof typeof cardReviewers;
const cardsReviewed = Object.keys(cardReviewers) as CardReviewed[];

/** A page with a review record, or a card of urgent help reviewed on its own. */
export type PageId =
  | 'home'
  | 'urgent'
  | `urgent/${CardReviewed}`
  | 'privacy'
  | 'accessibility'
  | 'visit'
  | `doctors/${DoctorSlug}`
  | `categories/${CategorySlug}`
  | `treatments/${TreatmentSlug}`;

/**
 * Every page a person answers for, in the record's order: home, urgent help and its cards
 * outside the surgeon's field, the doctors, each category and its treatments, then the two
 * statements, then "Your visit".
 */
export const reviewedPages: readonly PageId[] = [
  'home',
  'urgent',
  ...cardsReviewed.map((card) => `urgent/${card}` as const),
  ...doctorSlugs.map((doctor) => `doctors/${doctor}` as const),
  ...catalogue.flatMap((category) => [
    `categories/${category.slug}` as const,
    ...category.groups.flatMap((group) =>
      group.treatments.map((treatment) => `treatments/${treatment}` as const),
    ),
  ]),
  'privacy',
  'accessibility',
  'visit',
];

/** The languages translated from English, each checked on its own. */
export const translatedLanguages = languages.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);
export type TranslatedLanguage = (typeof translatedLanguages)[number];

/** The person who checked a translation against the English, as they gave it. */
interface Checker {
  name: string;
  role: string;
}

interface TranslationCheck {
  /** When the checker compared the translation with the English, YYYY-MM-DD. */
  checked: string;
  by: Checker;
  /** The fingerprint of the English text it was checked against (`englishFingerprint`). */
  english: string;
  /** The id of the translation pack the checker signed (scripts/packs), if recorded from one. */
  pack?: string;
}

interface PageReview {
  reviewer: ReviewerId;
  lastReviewed: string;
  nextReviewDue: string;
  /** The fingerprint of the English text the reviewer read. */
  english: string;
  /** The id of the review pack the reviewer signed (scripts/packs), if recorded from one. */
  pack?: string;
  /** The translations checked so far; a language not here has never been checked. */
  translations: Partial<Record<TranslatedLanguage, TranslationCheck>>;
}

export type ReviewRecord = Partial<Record<PageId, PageReview>>;

const surgeon = ['oral-maxillofacial-surgeon'] as const;
const dentists = ['oral-maxillofacial-surgeon', 'associate-dentist'] as const;
const dermatologist = ['visiting-dermatologist'] as const;

/** Whose field each category lies in: a dental registrant reviews no skin or hair page. */
const reviewersOfCategory: Record<CategorySlug, readonly ClinicianSlug[]> = {
  'dental-treatment': dentists,
  'implants-and-oral-surgery': surgeon,
  'maxillofacial-surgery': surgeon,
  cosmetics: surgeon,
  'skin-and-hair': dermatologist,
};

/** Injections a dermatologist gives too. */
const injectables: readonly TreatmentSlug[] = ['botox', 'dermal-fillers', 'wrinkle-treatment'];

/**
 * Who may review `page`: a clinician in whose field it lies (a doctor's own page by that
 * doctor; a card of urgent help outside the surgeon's field by the clinician of its field), or
 * for a statement the person of the clinic who answers for it.
 */
export function reviewersOf(page: PageId): readonly ReviewerId[] {
  const [kind, slug = ''] = page.split('/');
  switch (kind) {
    case 'urgent':
      return slug ? [cardReviewers[slug as CardReviewed]] : surgeon;
    case 'home':
    case 'visit':
      return surgeon;
    case 'privacy':
      return ['privacyContact'];
    case 'accessibility':
      return ['accessibilityContact'];
    case 'doctors':
      return [slug as DoctorSlug];
    case 'categories':
      return reviewersOfCategory[slug as CategorySlug];
    default: {
      const category = categoryOfTreatment(slug);
      const field = category ? reviewersOfCategory[category] : [];
      return injectables.includes(slug as TreatmentSlug) ? [...field, ...dermatologist] : field;
    }
  }
}

/**
 * The longest a page may go between reviews: a year for urgent help, the statements and "Your
 * visit" (sedation, fasting, flying: clinical advice, with the clinic's own facts).
 */
export function maxReviewYearsOf(page: PageId): number {
  return ['urgent', 'privacy', 'accessibility', 'visit'].includes(page.split('/')[0] ?? '') ? 1 : 3;
}

/**
 * The English files a page's text is taken from, as parsed JSON: `src/locales/en/…`, and the
 * facts urgent help states (its numbers and hospitals are part of what is reviewed).
 * Placeholders (`{{surgeonName}}`) stay as written: a name is not the page's text.
 */
export interface EnglishFiles {
  ui: Record<string, unknown>;
  home: unknown;
  doctors: Record<string, unknown>;
  services: Record<string, Record<string, unknown>>;
  urgent: Record<string, unknown>;
  statements: Record<string, unknown>;
  visit: Record<string, unknown>;
  /** The facts urgent help names: emergency numbers, hospitals, the clinic's lines. */
  urgentFacts: unknown;
}

/** The interface strings every treatment page ends with, part of its text. */
const treatmentPageUiKeys = ['outOfHours', 'disclaimer'] as const;

/**
 * "The English text of a page", which its reviewer reads and a translation is checked against:
 * - `home`: all of `home.json`, the visit checklist among it;
 * - `urgent`: all of `urgent.json` and the facts it names (numbers, hospitals, the lines);
 * - `urgent/<card>`: that card's words and its level's, with the same facts;
 * - `privacy`, `accessibility`: that statement of `statements.json`;
 * - `visit`: all of `visit.json`;
 * - `doctors/<doctor>`: `<doctor>` of `doctors.json`;
 * - `categories/<category>`: `services/<category>.json` without `treatments` (its treatments'
 *   cards are each treatment's text);
 * - `treatments/<treatment>`: `treatments.<treatment>` of its category's file, with
 *   `service.outOfHours` and `service.disclaimer` of `ui.json`, and the urgent-help cards the
 *   page shows with their levels: a changed card is a changed treatment page.
 */
export function englishTextOf(page: PageId, english: EnglishFiles): unknown {
  return withoutFoundBy(englishWordsOf(page, english));
}

/**
 * `value` without the words patients find a page by (`foundBy`, at any depth): the A-Z shows
 * them, the page they belong to does not, so its review (and its review pack) never covers them.
 */
function withoutFoundBy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFoundBy);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'foundBy')
      .map(([key, item]) => [key, withoutFoundBy(item)]),
  );
}

function englishWordsOf(page: PageId, english: EnglishFiles): unknown {
  const [kind, slug = ''] = page.split('/');
  const found = (value: unknown) => {
    if (value === undefined) throw new Error(`no English text for ${page}`);
    return value;
  };
  switch (kind) {
    case 'home':
      return found(english.home);
    case 'urgent': {
      if (!slug) return { words: found(english.urgent), facts: english.urgentFacts };
      const level = situations.find((situation) => situation.id === slug)?.level ?? '';
      const urgent = english.urgent as {
        situations?: Record<string, unknown>;
        levels?: Record<string, unknown>;
      };
      return {
        situation: found(urgent.situations?.[slug]),
        level: found(urgent.levels?.[level]),
        facts: english.urgentFacts,
      };
    }
    case 'privacy':
    case 'accessibility':
      return found(english.statements[kind]);
    case 'visit':
      return found(english.visit);
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
      const cards = situationsOf(slug as TreatmentSlug);
      const urgent = english.urgent as {
        situations?: Record<string, unknown>;
        levels?: Record<string, unknown>;
      };
      return {
        treatment: found((treatments as Record<string, unknown> | undefined)?.[slug]),
        ...Object.fromEntries(treatmentPageUiKeys.map((key) => [key, found(service?.[key])])),
        ...(cards.length > 0 && {
          cards: cards.map((card) => ({
            situation: found(urgent.situations?.[card.id]),
            level: found(urgent.levels?.[card.level]),
          })),
        }),
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

const fingerprintPattern = /^sha256-[0-9a-f]{16}$/;
const nonBlank = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The record as read from JSON, checked: every entry a known page, a reviewer in scope for it,
 * real dates, the next review after the last and no later than the page allows, the English
 * fingerprint read, and for each translation checked a date, a checker's name and role, and a
 * fingerprint. Throws, naming each mistake.
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
    const id = page as PageId;
    const review = (entry ?? {}) as Partial<Record<keyof PageReview, unknown>>;
    const allowed = reviewersOf(id);
    if (!(allowed as readonly unknown[]).includes(review.reviewer))
      say(
        `reviewer ${JSON.stringify(review.reviewer)} may not review this page (${allowed.join(' or ')} may)`,
      );
    const last = parseDate(review.lastReviewed);
    const next = parseDate(review.nextReviewDue);
    if (!last) say(`lastReviewed ${JSON.stringify(review.lastReviewed)} is not a YYYY-MM-DD date`);
    if (!next)
      say(`nextReviewDue ${JSON.stringify(review.nextReviewDue)} is not a YYYY-MM-DD date`);
    if (last && next) {
      const years = maxReviewYearsOf(id);
      const latest = yearsAfter(review.lastReviewed as string, years);
      if (next <= last) say('the next review is due before the last one');
      else if ((review.nextReviewDue as string) > latest)
        say(
          `the next review is due more than ${String(years)} year(s) on (${latest} at the latest)`,
        );
    }
    if (typeof review.english !== 'string' || !fingerprintPattern.test(review.english))
      say('english needs the fingerprint of the English text the reviewer read');
    if (review.pack !== undefined && !nonBlank(review.pack))
      say('pack, when given, is the id of the pack the reviewer signed');
    const translations = (review.translations ?? {}) as Record<string, unknown>;
    for (const [language, value] of Object.entries(translations)) {
      if (!(translatedLanguages as readonly string[]).includes(language)) {
        say(`no translated language ${language}`);
        continue;
      }
      const check = (value ?? {}) as Partial<Record<keyof TranslationCheck, unknown>>;
      const by = (check.by ?? {}) as Partial<Record<keyof Checker, unknown>>;
      if (
        !parseDate(check.checked) ||
        typeof check.english !== 'string' ||
        !fingerprintPattern.test(check.english) ||
        !nonBlank(by.name) ||
        !nonBlank(by.role) ||
        (check.pack !== undefined && !nonBlank(check.pack))
      )
        say(
          `the ${language} check needs a YYYY-MM-DD date, the checker's name and role, and an English fingerprint (and a pack id, if any, that is not blank)`,
        );
    }
  }
  if (mistakes.length > 0)
    throw new Error(
      `src/content/reviews.json:\n${mistakes.map((line) => `  - ${line}`).join('\n')}`,
    );
  return json;
}

type ReviewProblemKind =
  | 'unreviewed'
  | 'sample-reviewer'
  | 'english-changed'
  | 'overdue'
  | 'unchecked-translation'
  | 'stale-translation';

export interface ReviewProblem {
  kind: ReviewProblemKind;
  page: PageId;
  language?: TranslatedLanguage;
  /** One line for the build's log, naming the page and language and what to do. */
  message: string;
}

/** The facts that name a reviewer, from the clinic's facts' top-level keys. */
const reviewerFactKeys = ['doctorNames', 'registrationNumbers', 'registrationBodies'];

/**
 * The reviewers still named by a sample (a clinician's name, registration number or council in
 * any language; the person who answers for a statement): someone the clinic has not yet named.
 * `facts` is `clinicFacts`.
 */
export function sampleReviewers(facts: unknown): Set<ReviewerId> {
  const paths = samplesInUse(facts).map(({ path }) => path.split('.'));
  const clinicians = clinicianSlugs.filter((clinician) =>
    paths.some(
      ([root = '', ...rest]) =>
        reviewerFactKeys.includes(root) &&
        // A sample over all clinicians (or one language) covers this one; one over another not.
        !rest.some((part) => isClinicianSlug(part) && part !== clinician),
    ),
  );
  const owners = (['privacyContact', 'accessibilityContact'] as const).filter((owner) =>
    paths.some(([root]) => root === owner),
  );
  return new Set<ReviewerId>([...clinicians, ...owners]);
}

/** The command that prints the pack a reviewer signs (any of them), from which the review is recorded. */
const reviewPack = (...reviewers: string[]) =>
  `npm run review:pack -- ${reviewers.map((reviewer) => `--reviewer ${reviewer}`).join(', or ')}`;

/**
 * What stands between the record and a release, on `today` (YYYY-MM-DD): a page no one has
 * reviewed, a reviewer who is still a sample, English changed since it was reviewed, a review
 * overdue, and a translation never checked or checked against English that has changed since.
 * The order is the record's, each page's problems together.
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
  const samples = sampleReviewers(facts);
  return reviewedPages.flatMap((page): ReviewProblem[] => {
    const review = record[page];
    if (!review)
      return [
        {
          kind: 'unreviewed',
          page,
          message: `${page}: no one has reviewed it (${reviewPack(...reviewersOf(page))})`,
        },
      ];
    const problems: ReviewProblem[] = [];
    const fingerprint = englishFingerprint(page, english);
    if (samples.has(review.reviewer))
      problems.push({
        kind: 'sample-reviewer',
        page,
        message: `${page}: reviewed by ${review.reviewer}, still a sample in src/content/clinic-facts.yaml`,
      });
    if (review.english !== fingerprint)
      problems.push({
        kind: 'english-changed',
        page,
        message: `${page}: the English text changed after ${review.reviewer} reviewed it on ${review.lastReviewed} (${reviewPack(review.reviewer)})`,
      });
    if (review.nextReviewDue <= today)
      problems.push({
        kind: 'overdue',
        page,
        message: `${page}: review overdue, due ${review.nextReviewDue} (${reviewPack(review.reviewer)})`,
      });
    for (const language of translatedLanguages) {
      const check = review.translations[language];
      const command = `npm run review:pack -- --language ${language}`;
      if (!check)
        problems.push({
          kind: 'unchecked-translation',
          page,
          language,
          message: `${page} (${language}): no one has checked the translation (${command})`,
        });
      else if (check.english !== fingerprint)
        problems.push({
          kind: 'stale-translation',
          page,
          language,
          message: `${page} (${language}): the English text changed after ${check.by.name} checked the translation on ${check.checked} (${command})`,
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
    `no page "${name}": name a treatment, a category (its page and its treatments), a doctor, home, urgent, a card of urgent help reviewed on its own (${cardsReviewed.join(', ')}), privacy, accessibility, doctors, all, or a page as the record names it (${reviewedPages.slice(0, 4).join(', ')}, …)`,
  );
}

/**
 * The record with a review of `pages` by `reviewer` on `date` of their English text as it is
 * now, next due on `nextDue` (the longest each page allows by default). A translation checked
 * before stays recorded; it is stale if the English changed.
 */
export function withReview(
  record: ReviewRecord,
  english: EnglishFiles,
  pages: readonly PageId[],
  {
    reviewer,
    date,
    nextDue,
    pack,
  }: { reviewer: string; date: string; nextDue?: string; pack?: string },
): ReviewRecord {
  if (!parseDate(date)) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const outOfScope = pages.filter(
    (page) => !(reviewersOf(page) as readonly string[]).includes(reviewer),
  );
  if (outOfScope.length > 0)
    throw new Error(
      `${reviewer} may not review ${outOfScope.join(', ')}: ${outOfScope.map((page) => `${page} by ${reviewersOf(page).join(' or ')}`).join('; ')}`,
    );
  const next = { ...record };
  for (const page of pages) {
    next[page] = {
      reviewer: reviewer as ReviewerId,
      lastReviewed: date,
      nextReviewDue: nextDue ?? yearsAfter(date, maxReviewYearsOf(page)),
      english: englishFingerprint(page, english),
      ...(pack === undefined ? {} : { pack }),
      translations: record[page]?.translations ?? {},
    };
  }
  return sorted(parseReviewRecord(next));
}

/** The record with the translations of `pages` into `checked` languages checked by `by` on `date`. */
export function withTranslationCheck(
  record: ReviewRecord,
  english: EnglishFiles,
  pages: readonly PageId[],
  {
    languages: checked,
    date,
    by,
    pack,
  }: { languages: readonly TranslatedLanguage[]; date: string; by: Checker; pack?: string },
): ReviewRecord {
  if (!parseDate(date)) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  if (!nonBlank(by.name) || !nonBlank(by.role))
    throw new Error('a translation check needs the checker’s name and role');
  const next = { ...record };
  for (const page of pages) {
    const review = record[page];
    if (!review)
      throw new Error(
        `${page} has no review of its English yet: a translation is checked against reviewed English (${reviewPack(...reviewersOf(page))})`,
      );
    const fingerprint = englishFingerprint(page, english);
    if (review.english !== fingerprint)
      throw new Error(
        `${page}: the English text changed after it was reviewed on ${review.lastReviewed}; it needs a review before its translations are checked`,
      );
    next[page] = {
      ...review,
      translations: {
        ...review.translations,
        ...Object.fromEntries(
          checked.map((language) => [
            language,
            {
              checked: date,
              by: { name: by.name.trim(), role: by.role.trim() },
              english: fingerprint,
              ...(pack === undefined ? {} : { pack }),
            },
          ]),
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
            english: review.english,
            ...(review.pack === undefined ? {} : { pack: review.pack }),
            translations: Object.fromEntries(
              translatedLanguages.flatMap((language) => {
                const check = review.translations[language];
                return check
                  ? [
                      [
                        language,
                        {
                          checked: check.checked,
                          by: { name: check.by.name, role: check.by.role },
                          english: check.english,
                          ...(check.pack === undefined ? {} : { pack: check.pack }),
                        },
                      ],
                    ]
                  : [];
              }),
            ),
          },
        ],
      ];
    }),
  );
}

/**
 * What a page shows of its record in `language`: who reviewed its English and when (on urgent
 * help, also who reviewed each card outside the surgeon's field), and on a translated page who
 * checked that translation and when, or that no one has yet. Nothing for a page no one has
 * reviewed, or whose English changed after the review, nor for urgent help while one of those
 * cards is so: the page then claims no review at all.
 */
export function shownReviewOf(
  record: ReviewRecord,
  english: EnglishFiles,
  page: PageId,
  language: Language,
): ShownReview | undefined {
  const review = record[page];
  const fingerprint = englishFingerprint(page, english);
  if (review?.english !== fingerprint) return undefined;
  const cards = page === 'urgent' ? cardsReviewed : [];
  const cardReviews = cards.map((card) => {
    const cardPage = `urgent/${card}` as const;
    const cardReview = record[cardPage];
    return cardReview?.english === englishFingerprint(cardPage, english)
      ? { situation: card, reviewer: cardReview.reviewer, lastReviewed: cardReview.lastReviewed }
      : undefined;
  });
  if (cardReviews.includes(undefined)) return undefined;
  const shown: ShownReview = {
    reviewer: review.reviewer,
    lastReviewed: review.lastReviewed,
    nextReviewDue: review.nextReviewDue,
    ...(cards.length > 0 && { cards: cardReviews.filter((card) => card !== undefined) }),
  };
  if (language === 'en') return shown;
  const check = review.translations[language];
  return {
    ...shown,
    translation: check?.english === fingerprint ? { checked: check.checked, by: check.by } : null,
  };
}

/** Where the record is, from the project's root. */
export const reviewRecordFile = 'src/content/reviews.json';

/** The English files a page's text is taken from, read from `root`/src/locales/en. */
export function readEnglishFiles(root: string, facts: unknown): EnglishFiles {
  return readLanguageFiles(root, 'en', facts);
}

/**
 * The same files of `language` (a translation pack sets them beside the English). A file the
 * language lacks reads as empty: the site shows its English words.
 */
export function readLanguageFiles(root: string, language: Language, facts: unknown): EnglishFiles {
  const read = (file: string) => {
    const path = join(root, 'src', 'locales', language, file);
    return (
      language !== 'en' && !existsSync(path) ? {} : JSON.parse(readFileSync(path, 'utf8'))
    ) as Record<string, unknown>;
  };
  const { emergencyNumbers, emergencyDepartments, injectionLine, surgeonLine } = confirmed(
    facts as Record<string, unknown>,
  );
  return {
    ui: read('ui.json'),
    home: read('home.json'),
    doctors: read('doctors.json'),
    services: Object.fromEntries(
      catalogue.map((category) => [category.slug, read(`services/${category.slug}.json`)]),
    ),
    urgent: read('urgent.json'),
    statements: read('statements.json'),
    visit: read('visit.json'),
    urgentFacts: { emergencyNumbers, emergencyDepartments, injectionLine, surgeonLine },
  };
}

export function readReviewRecord(root: string): ReviewRecord {
  return parseReviewRecord(JSON.parse(readFileSync(join(root, reviewRecordFile), 'utf8')));
}

/** Writes the record as Prettier formats it (two spaces). */
export function writeReviewRecord(root: string, record: ReviewRecord): void {
  writeFileSync(join(root, reviewRecordFile), `${JSON.stringify(sorted(record), null, 2)}\n`);
}
