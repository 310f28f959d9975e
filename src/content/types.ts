/**
 * The content model, after the entities of spec §3, made regular.
 *
 * Content is split in two:
 * - language-neutral structure (slugs, order, grouping, images) in `catalogue.ts`;
 * - the words, one JSON file per language and namespace in `src/locales/<lng>/`.
 *
 * The English files are checked against these interfaces and every other language against
 * English (`src/locales/check.ts`), so a missing field or a missing treatment in any language
 * fails the type check.
 */

import type englishStatements from '../locales/en/statements.json';
import type englishUi from '../locales/en/ui.json';
import type englishUrgent from '../locales/en/urgent.json';
import type englishVisit from '../locales/en/visit.json';
import type { SituationId } from './urgentCare';
import type {
  CategorySlug,
  ClinicianSlug,
  DoctorSlug,
  GroupSlug,
  GroupSlugOf,
  TreatmentSlug,
  TreatmentSlugOf,
} from './catalogue';

/**
 * Who reviews a page: a clinician of the clinic, or for a statement the person who answers for
 * it (`privacyContact`, `accessibilityContact` in clinic-facts.yaml).
 */
export type ReviewerId = ClinicianSlug | 'privacyContact' | 'accessibilityContact';

/**
 * What a page shows of its review record (src/content/reviews.json, scripts/content/pageReviews.ts):
 * who reviewed its English text, when, and when the next review is due (YYYY-MM-DD); on a
 * translated page, who checked this translation against that English and when, or `null` while
 * no one has. The build adds it to the page's words as `review` (vite-plugins/contentParts.ts),
 * only for a page whose current English someone reviewed.
 */
export interface ShownReview {
  reviewer: ReviewerId;
  lastReviewed: string;
  nextReviewDue: string;
  /** On urgent help: who reviewed each card outside the surgeon's field, and when. */
  cards?: { situation: SituationId; reviewer: ReviewerId; lastReviewed: string }[];
  translation?: { checked: string; by: { name: string; role: string } } | null;
}

/** A page's words with its review, where the record has one. */
export type Reviewed<T> = T & { review?: ShownReview };

/** A heading with its paragraphs or bullet points (spec: `{heading, des}`). */
export interface Section {
  heading: string;
  points: string[];
}

/** One kind of a treatment (spec: `type [{heading, des, sub}]`). */
export interface TreatmentType {
  name: string;
  description: string;
  subtypes?: { name: string; description: string }[];
}

/** A material used in a treatment (spec: `materials [{heading, des}]`). */
export interface Material {
  name: string;
  description: string;
}

/** One step of a procedure (spec: `procedure`, a list or sections, made one shape). */
export interface ProcedureStep {
  heading: string;
  description: string;
}

/**
 * Everything a patient reads about one treatment (spec: sub-service).
 * Card fields first, then the detail page in reading order.
 */
export interface TreatmentText {
  /** Display name, e.g. "Teeth whitening" (spec: name). */
  name: string;
  /** One-line summary shown under the name (spec: subName). */
  summary: string;
  /** Two to four short lines shown on the card (spec: mainDes). */
  cardLines: string[];
  /** Optional short note on the card, e.g. a caution (spec: note). */
  note?: string;
  /** Optional secondary block on the card (spec: mainDesTwo). */
  secondary?: Section;
  /** "What it is": paragraphs (spec: head). */
  whatItIs: string[];
  /** "Reasons / who it is for": bullet points (spec: reason, need). */
  reasons: string[];
  /** "Types", where they exist (spec: type). */
  types?: TreatmentType[];
  /** "Materials", where relevant (spec: materials). */
  materials?: Material[];
  /** "Procedure": the steps in order (spec: procedure, treatment). */
  procedure: ProcedureStep[];
  /** "Purpose": bullet points (spec: purpose). */
  purpose: string[];
  /** "Pros and cons". */
  pros: string[];
  cons: string[];
  /** "Post-care": bullet points (spec: post). */
  postCare: string[];
  /**
   * The words a patient may look for it by, other than its name: "bleeding gums", "crooked
   * teeth" (the A-Z lists them). Each language's own, not a translation of English's.
   */
  foundBy: string[];
}

/** The words of one service category and all its treatments (spec: service category). */
export interface CategoryText<C extends CategorySlug = CategorySlug> {
  /** e.g. "Dental treatment" (spec: title). */
  title: string;
  /** One or two sentences (spec: mainDes). */
  description: string;
  /** Intro paragraphs (spec: des). */
  intro: string[];
  /** Bullet points (spec: mainSubDes). */
  points: string[];
  /** The words a patient may look for the category by, other than its title (the A-Z). */
  foundBy: string[];
  /** Names of the category's named sub-service groups, if it has any (spec: subHead). */
  groups: Record<GroupSlugOf<C>, string>;
  /** Every treatment of the category, keyed by slug, none missing. */
  treatments: Record<TreatmentSlugOf<C>, TreatmentText>;
}

/** A doctor's words (spec: doctor). The name is a sample until the clinic replaces it. */
export interface DoctorText {
  name: string;
  /** e.g. "Oral and maxillofacial surgeon" (spec: profesional). */
  title: string;
  /** e.g. "Associate dentist", when there is one (spec: subProfesional). */
  role?: string;
  /** Qualifications, one per line (spec: degree). */
  qualifications: string[];
  /** A short line under the name (spec: subTitle). */
  tagline: string;
  /** Biography paragraphs (spec: des). */
  biography: string[];
}

export type DoctorsText = Record<DoctorSlug, DoctorText>;

/**
 * The privacy notice's and the accessibility statement's words (held to English's shape by
 * src/locales/check.ts). Placeholders: `{{hosts}}`, `{{date}}`, and the clinic's e-mail and
 * telephone as `<mail>{{email}}</mail>`, `<tel>{{phone}}</tel>`, made links where shown.
 */
export type StatementsText = typeof englishStatements;

/** The interface strings (src/locales/check.ts holds the other languages to the English keys). */
export type UiStrings = typeof englishUi;

/** Urgent help's words: the care cards (content/urgentCare.ts), in src/locales/<lng>/urgent.json. */
export type UrgentText = typeof englishUrgent;

/** One care card's words (`situations.<id>` of urgent.json). */
export interface SituationText {
  title: string;
  signs: string;
  steps: string[];
  /** The words a patient may look for it by, other than its title (the A-Z). */
  foundBy: string[];
}

/** "Your visit": the practical facts around a visit, in src/locales/<lng>/visit.json. */
export type VisitText = typeof englishVisit;

/** The home page's words. */
export interface HomeText {
  welcome: { headline: string; lead: string };
  story: { heading: string; title: string; subtitle: string; paragraphs: string[] };
  blurbs: { heading: string; items: { title: string; description: string }[] };
  credential: string;
  visit: { heading: string; intro: string; checklist: string[]; note: string };
  consultants: {
    heading: string;
    intro: string;
    items: { title: string; description: string }[];
  };
}

export interface CategoryTextModule<C extends CategorySlug = CategorySlug> {
  default: CategoryText<C>;
}

/** Any one category's words, whichever category it is. */
export type AnyCategoryText = { [C in CategorySlug]: CategoryText<C> }[CategorySlug];

/** What a treatment's card shows: the part of its words a category page needs. */
export type TreatmentCardText = Pick<
  TreatmentText,
  'name' | 'summary' | 'cardLines' | 'note' | 'secondary'
>;

/** A category's words with only the cards of its treatments (what the category page loads). */
export type CategoryCardsText<C extends CategorySlug = CategorySlug> = Omit<
  CategoryText<C>,
  'treatments'
> & { treatments: Record<TreatmentSlugOf<C>, TreatmentCardText> };

export type AnyCategoryCards = { [C in CategorySlug]: CategoryCardsText<C> }[CategorySlug];

/** A treatment's words from its category's text (undefined if the slug is not in it). */
export function treatmentTextOf(
  text: AnyCategoryText,
  treatment: TreatmentSlug,
): TreatmentText | undefined;
export function treatmentTextOf(
  text: AnyCategoryCards,
  treatment: TreatmentSlug,
): TreatmentCardText | undefined;
export function treatmentTextOf(
  text: AnyCategoryCards,
  treatment: TreatmentSlug,
): TreatmentCardText | undefined {
  return (text.treatments as Partial<Record<TreatmentSlug, TreatmentCardText>>)[treatment];
}

/** A named group's heading from its category's text. */
export function groupNameOf(text: AnyCategoryCards, group: GroupSlug): string | undefined {
  return (text.groups as Partial<Record<GroupSlug, string>>)[group];
}
