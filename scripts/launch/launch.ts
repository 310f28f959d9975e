import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clinicFacts } from '../../src/content/clinicFacts.ts';
import { confirmedOnFacts, factGroups } from '../../src/content/confirmedOn.ts';
import { buildDay } from '../../vite-plugins/factFreshness.ts';
import {
  clinicToday,
  readEnglishFiles,
  readReviewRecord,
  reviewProblems,
} from '../content/pageReviews.ts';
import {
  itemsLeft,
  launchHtml,
  launchSamples,
  launchSections,
  launchText,
} from './launchReport.ts';

export const launchReportFile = 'launch-report.html';

/** Prints the report, writes it as one page, and returns how many things are left. */
export function launch(root: string, print: (line: string) => void): number {
  const buildDate = buildDay(process.env.BUILD_DATE);
  const sections = launchSections({
    samples: launchSamples(root),
    siteUrl: process.env.VITE_SITE_URL,
    host: process.env.VITE_HOST,
    confirmedOn: confirmedOnFacts,
    factGroups,
    buildDate,
    problems: reviewProblems({
      record: readReviewRecord(root),
      english: readEnglishFiles(root, clinicFacts),
      facts: clinicFacts,
      today: clinicToday(clinicFacts.utcOffsetMinutes),
    }),
  });
  writeFileSync(join(root, launchReportFile), launchHtml(sections, buildDate));
  print(launchText(sections));
  print(`\nThe same as one page: ${launchReportFile}`);
  return itemsLeft(sections);
}
