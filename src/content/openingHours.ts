/**
 * The clinic's hours and open days as each language writes them, from the facts
 * (`site` in clinic-facts.yaml) and the words around them (`clinic.*` in `src/locales/<lng>/ui.json`).
 */
import type { TFunction } from 'i18next';
import { clockTime, partOfDay } from '../lib/clockTime';
import type { Language } from '../lib/languages';
import { clinic } from './clinic';
import { siteFacts } from './clinicFacts';
import { markedValue } from './sampleMarks';

export const dayKeys = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** The week as the office-hours table and the open days read it: Monday first. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export const isOpenDay = (day: number): boolean =>
  (clinic.openDays as readonly number[]).includes(day);

export interface OpeningHoursText {
  /** One line per session: "Morning: 9:00 am to 1:00 pm". */
  sessions: string[];
  /** An open day's hours, for the table: "9:00 am – 1:00 pm, 4:00 pm – 8:00 pm". */
  dayHours: string;
  /** "Monday to Saturday", marked while the open days are a sample. */
  openDays: string;
  /** "Sunday: closed", or null when the clinic opens every day; marked as `openDays`. */
  closedDays: string | null;
}

/** Runs of consecutive open days in week order: Monday to Saturday is one run. */
function openDayRuns(): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  for (const day of weekOrder) {
    if (isOpenDay(day)) run.push(day);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

export function openingHoursText(t: TFunction, language: Language): OpeningHoursText {
  const separator = t('clinic.listSeparator');
  const dayFrom = t('clinic.dayFrom', { returnObjects: true });
  const dayTo = t('clinic.dayTo', { returnObjects: true });
  const times = clinic.sessions.map((session) => ({
    opens: clockTime(session.opens, language),
    closes: clockTime(session.closes, language),
  }));
  const closed = weekOrder.filter((day) => !isOpenDay(day));

  return {
    sessions: clinic.sessions.map((session, index) =>
      t('clinic.session', {
        name: t(`clinic.partsOfDay.${partOfDay(session.opens)}`),
        ...times[index],
      }),
    ),
    dayHours: times.map((time) => t('clinic.timeRange', time)).join(separator),
    openDays: markedValue(
      openDayRuns()
        .map((run) => {
          const first = run[0] ?? 1;
          const last = run[run.length - 1] ?? first;
          if (run.length > 2)
            return t('clinic.dayRange', { from: dayFrom[first], to: dayTo[last] });
          return run.map((day) => t(dayKeys[day] ?? 'monday')).join(separator);
        })
        .join(separator),
      siteFacts.openDays,
      'openDays',
    ),
    closedDays:
      closed.length === 0
        ? null
        : t('clinic.closedDays', {
            days: markedValue(
              closed.map((day) => t(dayKeys[day])).join(separator),
              siteFacts.openDays,
              'openDays',
            ),
          }),
  };
}
