/**
 * The clinic's facts that only some pages show (issue 35): "Your visit", the doctors' pages,
 * home's consultants and contact, as the code reads them. The facts are in
 * src/content/clinic-facts.yaml (`visit`); `npm run facts` makes visitFacts.generated.ts from it,
 * apart from clinicFacts.generated.ts so that every page's first code stays within its byte
 * budget (vite.config.ts). A value marked `sample: true` there is wrapped in `sample(…)` here:
 * `npm run build` lists it (sampleReport.ts) and `npm run build:release` refuses it.
 *
 * Freshness groups: `registrations` (clinicRegistration, registrationNumbers,
 * registrationBodies, surgeryHospital), `clinicians` (doctorNames, consultantDays), `languages`
 * (languagesSpoken), `closures` (closures); busStop goes with the accessibility statement's
 * `premises`.
 */
import { languageDateLocale, type Language } from '../lib/languages.ts';
import { confirmed } from './sample.ts';
import { visitFacts } from './visitFacts.generated.ts';

export { visitFacts };

/** The public holidays the clinic closes for; `visit.json` names each (`holidays`). */
export type HolidayId =
  | 'republicDay'
  | 'holi'
  | 'goodFriday'
  | 'independenceDay'
  | 'ganeshChaturthi'
  | 'gandhiJayanti'
  | 'dussehra'
  | 'diwali'
  | 'stFrancisXavier'
  | 'goaLiberationDay'
  | 'christmas';

/** The facts as the pages read them, every sample replaced by its value. */
export const visitFactValues = confirmed(visitFacts);

/** The closures on `day` (YYYY-MM-DD, in India) or after it: "Your visit" lists only those. */
export function closuresFrom(day: string): readonly { date: string; holiday: HolidayId }[] {
  return visitFactValues.closures.filter(({ date }) => date >= day);
}

/** The languages spoken at the clinic, named and listed in `language`: "English, Hindi and Konkani". */
export function spokenLanguages(language: Language): string {
  const locale = languageDateLocale[language];
  const names = new Intl.DisplayNames(locale, { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    visitFactValues.languagesSpoken.map((code) => names.of(code) ?? code),
  );
}

/** Weekdays (0 = Sunday) as `language` writes and lists them: "Wednesday and Saturday". */
export function weekdayList(days: readonly number[], language: Language): string {
  const locale = languageDateLocale[language];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-22 was a Sunday: day n is n days after it.
  const names = days.map((day) => weekday.format(new Date(Date.UTC(2026, 10, 22 + day))));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
