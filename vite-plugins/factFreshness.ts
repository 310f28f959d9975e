/**
 * Facts kept fresh: the release build refuses any group of the clinic's facts (fees,
 * registrations, clinicians, languages, closures: src/content/confirmedOn.ts) confirmed more than
 * `maxAgeDays` days before the build date, or without a day of confirmation, naming each
 * (docs/content.md, "The clinic's facts"). The build date is today's unless `BUILD_DATE`
 * (YYYY-MM-DD) says otherwise, so a test or a rehearsal can build as of another day.
 */
import { confirmed } from '../src/content/sample.ts';

/** How old a confirmation may be on the day of a release build. */
export const maxAgeDays = 90;

const day = /^\d{4}-\d{2}-\d{2}$/;
const millisecondsPerDay = 24 * 60 * 60 * 1000;

/** The calendar day `text` names (YYYY-MM-DD, read as UTC), or undefined if it names none. */
function dayOf(text: unknown): number | undefined {
  if (typeof text !== 'string' || !day.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) return undefined;
  return time / millisecondsPerDay;
}

/** The build date as a calendar day: `BUILD_DATE` if set, else today in UTC. */
export function buildDay(setting: string | undefined, now: Date = new Date()): string {
  if (setting === undefined || setting === '') return now.toISOString().slice(0, 10);
  if (dayOf(setting) === undefined)
    throw new Error(`BUILD_DATE must be a day written YYYY-MM-DD, not ${setting}`);
  return setting;
}

/**
 * One line for each group of `required` that is not fresh on `buildDate` (YYYY-MM-DD):
 * confirmed more than `maxAgeDays` days before it, not confirmed at all, on no valid day, or on
 * a day after it. A sample day counts as written: it is refused as a sample too.
 */
export function staleFacts(
  confirmedOn: Readonly<Record<string, unknown>>,
  required: readonly string[],
  buildDate: string,
  maxAge: number = maxAgeDays,
): string[] {
  const today = dayOf(buildDate);
  if (today === undefined) throw new Error(`the build date ${buildDate} is not YYYY-MM-DD`);
  const dates = confirmed(confirmedOn);
  return required.flatMap((group) => {
    const written = dates[group];
    if (written === undefined || written === null || written === '')
      return [`${group}: no day of confirmation`];
    const confirmedDay = dayOf(written);
    if (typeof written !== 'string' || confirmedDay === undefined)
      return [`${group}: ${JSON.stringify(written)} is not a day written YYYY-MM-DD`];
    const age = today - confirmedDay;
    if (age < 0) return [`${group}: confirmed on ${written}, after the build date`];
    if (age > maxAge)
      return [`${group}: confirmed on ${written}, ${String(age)} days before the build`];
    return [];
  });
}
