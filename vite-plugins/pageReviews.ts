/**
 * Lists what the review record (src/content/reviews.json) leaves to do when `vite build` starts:
 * a page never reviewed, a reviewer still a sample, a review overdue on the build date, a
 * translation checked against English that has changed since (docs/content.md). A release
 * build (`npm run build:release`, or RELEASE=1) stops while any remains (vite-plugins/releaseGate.ts).
 */
import type { Plugin } from 'vite';
import { clinicFacts } from '../src/content/clinicFacts.ts';
import {
  clinicToday,
  readEnglishFiles,
  readReviewRecord,
  reviewProblems,
  type ReviewProblem,
} from '../scripts/content/pageReviews.ts';
import type { LeftForRelease } from './releaseGate.ts';

/** What the build says of the record; for a release build, whether it must refuse. */
export function checkReviews(
  problems: readonly ReviewProblem[],
  release: boolean,
): { text: string; refused: boolean } {
  if (problems.length === 0)
    return { text: 'every page reviewed, every translation checked', refused: false };
  const heading = `${String(problems.length)} review problems (src/content/reviews.json, npm run review)`;
  const list = problems.map((problem) => `  - ${problem.message}`).join('\n');
  if (release)
    return {
      text: `${heading}: a release build needs every page reviewed, on time, by a named person of the clinic in whose field it lies, and each translation checked against the reviewed English by a named reader.\n${list}`,
      refused: true,
    };
  return { text: `${heading} (the clinic sees to them before release):\n${list}`, refused: false };
}

/** The record's problems for the project at `root` on `today` (the clinic's date by default). */
function reviewProblemsOf(
  root: string,
  today = clinicToday(clinicFacts.utcOffsetMinutes),
): ReviewProblem[] {
  return reviewProblems({
    record: readReviewRecord(root),
    english: readEnglishFiles(root, clinicFacts),
    facts: clinicFacts,
    today,
  });
}

/** Logs what is left; for a release build adds it to `left`, which releaseGate refuses. */
export function pageReviews({ release, left }: { release: boolean; left: LeftForRelease }): Plugin {
  let root = process.cwd();
  return {
    name: 'clinic:page-reviews',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildApp: {
      order: 'pre',
      handler() {
        const { text, refused } = checkReviews(reviewProblemsOf(root), release);
        if (refused) left.push(text);
        else this.info(text);
        return Promise.resolve();
      },
    },
  };
}
