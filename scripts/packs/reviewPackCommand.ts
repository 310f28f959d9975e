/**
 * `npm run review:pack`: prints the review packs (docs/launch.md) into review-packs/, one per
 * reviewer in the record's scopes and one per translated language, from the built site.
 *
 *   npm run review:pack                          every pack
 *   npm run review:pack -- --reviewer <id>       one reviewer's pack
 *   npm run review:pack -- --language <lng>      one language's translation pack
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clinicFacts } from '../../src/content/clinicFacts.ts';
import { confirmed } from '../../src/content/sample.ts';
import type { ReviewerId } from '../../src/content/types';
import { languageName } from '../../src/lib/languages.ts';
import {
  clinicToday,
  readEnglishFiles,
  readLanguageFiles,
  readReviewRecord,
  sampleReviewers,
  translatedLanguages,
  type TranslatedLanguage,
} from '../content/pageReviews.ts';
import { reviewPackHtml, translationPackHtml } from './packHtml.ts';
import {
  packFolder,
  packReviewers,
  pageCount,
  reviewPackOf,
  translatedTextOf,
  translationPackOf,
} from './packs.ts';
import { builtPages, staleBuild } from './pageText.ts';

/** The reviewer's id and, as the clinic's facts name them, who they are. */
export function reviewerNameOf(reviewer: ReviewerId): string {
  const facts = confirmed(clinicFacts) as unknown as {
    doctorNames: { en: Partial<Record<string, readonly string[]>> };
  } & Record<string, { name?: string } | undefined>;
  const name =
    reviewer === 'privacyContact' || reviewer === 'accessibilityContact'
      ? facts[reviewer]?.name
      : facts.doctorNames.en[reviewer]?.[0];
  const sample = sampleReviewers(clinicFacts).has(reviewer) ? ', a sample name' : '';
  return name ? `${name} (${reviewer}${sample})` : reviewer;
}

/** The command that prints `reviewer`'s pack, or `language`'s. */
export const packCommand = (what: { reviewer: string } | { language: string }) =>
  'reviewer' in what
    ? `npm run review:pack -- --reviewer ${what.reviewer}`
    : `npm run review:pack -- --language ${what.language}`;

function parseArguments(argv: readonly string[]): { reviewer?: string; language?: string } {
  const [flag, value, ...rest] = argv;
  if (flag === undefined) return {};
  if ((flag !== '--reviewer' && flag !== '--language') || value === undefined || rest.length > 0)
    throw new Error(
      'npm run review:pack [-- --reviewer <reviewer> | -- --language <hi|ru|fr|ch>] [--pdf]',
    );
  return flag === '--reviewer' ? { reviewer: value } : { language: value === 'zh' ? 'ch' : value };
}

/** Writes the packs asked for; returns each pack's file and what it holds. */
export function reviewPacks(
  argv: readonly string[],
  { root, now = new Date() }: { root: string; now?: Date },
): { file: string; says: string }[] {
  const asked = parseArguments(argv);
  const reviewers = packReviewers();
  if (asked.reviewer !== undefined && !(reviewers as string[]).includes(asked.reviewer))
    throw new Error(`no reviewer "${asked.reviewer}": ${reviewers.join(', ')}`);
  if (asked.language !== undefined && !(translatedLanguages as string[]).includes(asked.language))
    throw new Error(
      `no translated language "${asked.language}": ${translatedLanguages.join(', ')}`,
    );
  const stale = staleBuild(root);
  if (stale) throw new Error(stale);

  const printed = clinicToday(clinicFacts.utcOffsetMinutes, now);
  const english = readEnglishFiles(root, clinicFacts);
  const record = readReviewRecord(root);
  const pages = builtPages(join(root, 'dist'));
  mkdirSync(join(root, packFolder), { recursive: true });
  const written: { file: string; says: string }[] = [];
  const write = (id: string, html: string, says: string) => {
    const file = join(packFolder, `${id}.html`);
    writeFileSync(join(root, file), html);
    written.push({ file, says });
  };

  const forReviewers = asked.language === undefined ? reviewers : [];
  for (const reviewer of forReviewers.filter((id) => (asked.reviewer ?? id) === id)) {
    const pack = reviewPackOf(reviewer, english, printed);
    const name = reviewerNameOf(reviewer);
    write(
      pack.id,
      reviewPackHtml(pack, name, (page) => pages.htmlOf(page)),
      `${pageCount(pack)} for ${name} to read and sign`,
    );
  }
  const forLanguages: readonly TranslatedLanguage[] =
    asked.reviewer === undefined ? translatedLanguages : [];
  for (const language of forLanguages.filter((lng) => (asked.language ?? lng) === lng)) {
    const translated = readLanguageFiles(root, language, clinicFacts);
    const pack = translationPackOf(language, english, translated, printed);
    const name = languageName[language];
    write(
      pack.id,
      translationPackHtml(pack, name, (page) => ({
        english: translatedTextOf(page, english),
        translation: translatedTextOf(page, translated),
        reviewed:
          record[page]?.english === pack.pages.find((entry) => entry.page === page)?.english,
      })),
      `${pageCount(pack)} of English and ${name} side by side, to check and sign`,
    );
  }
  return written;
}
