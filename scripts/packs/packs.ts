/**
 * Review packs (docs/launch.md): what a reviewer or a translator reads and signs on paper,
 * and what `npm run review -- --pack` records from it. A review pack holds every page in a
 * reviewer's scope (`reviewersOf`, co-reviewers included), a translation pack every reviewed
 * page of one language; each lists its pages' fingerprints, the ones the record will hold, and
 * is named by an id printed on every sheet: its reviewer or language, the day it was printed
 * and a hash of its fingerprints. A pack whose fingerprints no longer match the text is not
 * recorded from.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewerId } from '../../src/content/types';
import {
  canonicalJson,
  englishFingerprint,
  englishTextOf,
  reviewedPages,
  reviewersOf,
  type EnglishFiles,
  type PageId,
  type TranslatedLanguage,
} from '../content/pageReviews.ts';

/** Where the packs are written, from the project's root (git-ignored). */
export const packFolder = 'review-packs';

export interface PackPage {
  page: PageId;
  /** The fingerprint of its English text (`englishFingerprint`), as the record will hold it. */
  english: string;
  /** In a translation pack, the fingerprint of the translated text it faces. */
  translation?: string;
}

export type Pack = {
  id: string;
  /** The day it was printed, YYYY-MM-DD. */
  printed: string;
  pages: PackPage[];
} & (
  { kind: 'review'; reviewer: ReviewerId } | { kind: 'translation'; language: TranslatedLanguage }
);

/** "1 page", "43 pages". */
export const pageCount = (pack: Pack) =>
  pack.pages.length === 1 ? '1 page' : `${String(pack.pages.length)} pages`;

/** Every reviewer the record names for some page, in the record's order of pages. */
export function packReviewers(): ReviewerId[] {
  return [...new Set(reviewedPages.flatMap((page) => reviewersOf(page)))];
}

/** The pages `reviewer` may review, co-reviewed ones included. */
export function pagesOfReviewer(reviewer: ReviewerId): PageId[] {
  return reviewedPages.filter((page) => reviewersOf(page).includes(reviewer));
}

/** `sha256-` and the first 16 hex digits of a translation's text, as the English's. */
export function translationFingerprint(page: PageId, translated: EnglishFiles): string {
  const hash = createHash('sha256').update(canonicalJson(translatedTextOf(page, translated)));
  return `sha256-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * A page's text in another language, shaped as its English (`englishTextOf`), without the facts
 * urgent help names: those are the manager's, written once for every language.
 */
export function translatedTextOf(page: PageId, translated: EnglishFiles): unknown {
  let text: unknown;
  try {
    text = englishTextOf(page, translated);
  } catch {
    // A file or a part the language lacks: the site shows the English there.
    return {};
  }
  if (text === null || typeof text !== 'object' || !('facts' in text)) return text;
  return Object.fromEntries(Object.entries(text).filter(([key]) => key !== 'facts'));
}

/** The pack's id: `<reviewer or translation-<lng>>-<printed>-<8 hex of its fingerprints>`. */
export function packIdOf(subject: string, printed: string, pages: readonly PackPage[]): string {
  const hash = createHash('sha256').update(canonicalJson(pages)).digest('hex').slice(0, 8);
  return `${subject}-${printed}-${hash}`;
}

export function reviewPackOf(
  reviewer: ReviewerId,
  english: EnglishFiles,
  printed: string,
): Pack & { kind: 'review' } {
  const pages = pagesOfReviewer(reviewer).map((page) => ({
    page,
    english: englishFingerprint(page, english),
  }));
  return { id: packIdOf(reviewer, printed, pages), kind: 'review', reviewer, printed, pages };
}

export function translationPackOf(
  language: TranslatedLanguage,
  english: EnglishFiles,
  translated: EnglishFiles,
  printed: string,
): Pack & { kind: 'translation' } {
  const pages = reviewedPages.map((page) => ({
    page,
    english: englishFingerprint(page, english),
    translation: translationFingerprint(page, translated),
  }));
  return {
    id: packIdOf(`translation-${language}`, printed, pages),
    kind: 'translation',
    language,
    printed,
    pages,
  };
}

/**
 * The pack's pages whose text changed after it was printed, each as a sentence; empty when the
 * pack still holds the text as it is now.
 */
export function changedSincePrinted(
  pack: Pack,
  english: EnglishFiles,
  translated?: EnglishFiles,
): string[] {
  return pack.pages.flatMap(({ page, english: printed, translation }) => {
    if (englishFingerprint(page, english) !== printed)
      return [`this pack was printed before ${page}'s English changed`];
    if (
      translation !== undefined &&
      translated !== undefined &&
      translationFingerprint(page, translated) !== translation
    )
      return [`this pack was printed before ${page}'s translation changed`];
    return [];
  });
}

const manifestPattern = /<script type="application\/json" id="review-pack">([^<]*)<\/script>/;

/** The pack's list, as its HTML file carries it. */
export function packManifest(pack: Pack): string {
  return `<script type="application/json" id="review-pack">${JSON.stringify(pack).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The pack `name` names: a pack's file, or its id (its file in review-packs/). Throws a
 * sentence saying what is missing.
 */
export function readPack(root: string, name: string): Pack {
  const file = [name, join(root, name), join(root, packFolder, `${name}.html`)].find(
    (candidate) => candidate.endsWith('.html') && existsSync(candidate),
  );
  if (!file)
    throw new Error(
      `no pack "${name}": give a pack's id as printed on it, with its file in ${packFolder}/, or the pack's file (npm run review:pack prints them)`,
    );
  const found = manifestPattern.exec(readFileSync(file, 'utf8'))?.[1];
  if (found === undefined) throw new Error(`${file} is not a review pack`);
  const pack = JSON.parse(found) as Pack;
  // The file's list must be the one its id was made from: an edited list is not the pack printed.
  const subject = pack.kind === 'review' ? pack.reviewer : `translation-${pack.language}`;
  if (packIdOf(subject, pack.printed, pack.pages) !== pack.id)
    throw new Error(`${file}: its list of pages does not match its id ${pack.id}`);
  return pack;
}
