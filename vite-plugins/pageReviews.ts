/**
 * Lists what the review record (src/content/reviews.json) leaves to do when `vite build` starts:
 * a page never reviewed, a reviewer still a sample, a review overdue on the build date, a
 * translation checked against English that has changed since (docs/content.md). A release
 * build (`npm run build:release`, or RELEASE=1) stops there while any remains.
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

/** What the build says of the record; throws for a release build while anything remains. */
export function checkReviews(problems: readonly ReviewProblem[], release: boolean): string {
  if (problems.length === 0) return 'every page reviewed, every translation checked';
  const heading = `${String(problems.length)} review problems (src/content/reviews.json, npm run review)`;
  const list = problems.map((problem) => `  - ${problem.message}`).join('\n');
  if (release)
    throw new Error(
      `${heading}: a release build needs every page reviewed, on time, by a named person of the clinic in whose field it lies, and each translation checked against the reviewed English by a named reader.\n${list}`,
    );
  return `${heading} (the clinic sees to them before release):\n${list}`;
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

export function pageReviews({ release }: { release: boolean }): Plugin {
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
        this.info(checkReviews(reviewProblemsOf(root), release));
        return Promise.resolve();
      },
    },
  };
}
