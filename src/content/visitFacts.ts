/**
 * The clinic's facts that only some pages show (issue 35): "Your visit", the doctors' pages,
 * home's consultants and contact. Kept apart from clinicFacts.ts so that every page's first
 * code stays within its byte budget; edited the same way (docs/content.md, "The clinic's
 * facts"): each value in `sample(…)` is a sample, which `npm run build` lists (sampleReport.ts
 * reads this file with clinicFacts.ts) and `npm run build:release` refuses.
 *
 * Freshness groups: `registrations` (clinicFacts' clinicRegistration, registrationNumbers,
 * registrationBodies; surgeryHospital here), `clinicians` (clinicFacts' doctorNames;
 * consultantDays here), `languages` (languagesSpoken), `closures` (closures); busStop goes
 * with the accessibility statement's `premises`.
 */
import { languageDateLocale, type Language } from '../lib/languages.ts';
import { confirmed, sample } from './sample.ts';

type InEveryLanguage<T> = Record<Language, T>;

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

export const visitFacts = {
  /** The hospital where operations under general anaesthetic take place, as each language writes it. */
  surgeryHospital: sample<InEveryLanguage<string>>({
    en: 'Sample Hospital, Panaji',
    hi: 'सैंपल हॉस्पिटल (Sample Hospital), पणजी',
    ru: 'больница Sample Hospital, Панаджи',
    fr: 'Sample Hospital, Panaji',
    ch: '示例医院（Sample Hospital），帕纳吉',
  }),
  /** The weekdays each visiting consultant attends, 0 = Sunday … 6 = Saturday. */
  consultantDays: sample<Record<'visiting-dermatologist' | 'visiting-psychiatrist', number[]>>({
    'visiting-dermatologist': [3],
    'visiting-psychiatrist': [6],
  }),
  /** The nearest bus stop and the buses that stop there, as each language says it. */
  busStop: sample<InEveryLanguage<string>>({
    en: 'to be confirmed by the clinic.',
    hi: 'क्लिनिक से पुष्टि होना बाकी है।',
    ru: 'клиника ещё уточнит.',
    fr: 'à confirmer par la clinique.',
    ch: '待诊所确认。',
  }),
  /** The languages spoken at the clinic, as BCP 47 codes (each page names them in its own language). */
  languagesSpoken: sample(['en', 'hi', 'kok', 'mr']),
  /**
   * The days the clinic is closed for a public holiday, YYYY-MM-DD in India, with the holiday's
   * name in `visit.json` (`holidays`). Goa's public holidays for 2026 and 2027, dates of the
   * moving festivals as expected: the clinic confirms them from the Government of Goa's list.
   */
  closures: sample<readonly { date: string; holiday: HolidayId }[]>([
    { date: '2026-01-26', holiday: 'republicDay' },
    { date: '2026-03-04', holiday: 'holi' },
    { date: '2026-04-03', holiday: 'goodFriday' },
    { date: '2026-08-15', holiday: 'independenceDay' },
    { date: '2026-09-14', holiday: 'ganeshChaturthi' },
    { date: '2026-10-02', holiday: 'gandhiJayanti' },
    { date: '2026-10-20', holiday: 'dussehra' },
    { date: '2026-11-08', holiday: 'diwali' },
    { date: '2026-12-03', holiday: 'stFrancisXavier' },
    { date: '2026-12-19', holiday: 'goaLiberationDay' },
    { date: '2026-12-25', holiday: 'christmas' },
    { date: '2027-01-26', holiday: 'republicDay' },
    { date: '2027-03-22', holiday: 'holi' },
    { date: '2027-03-26', holiday: 'goodFriday' },
    { date: '2027-08-15', holiday: 'independenceDay' },
    { date: '2027-09-04', holiday: 'ganeshChaturthi' },
    { date: '2027-10-02', holiday: 'gandhiJayanti' },
    { date: '2027-10-09', holiday: 'dussehra' },
    { date: '2027-10-28', holiday: 'diwali' },
    { date: '2027-12-03', holiday: 'stFrancisXavier' },
    { date: '2027-12-19', holiday: 'goaLiberationDay' },
    { date: '2027-12-25', holiday: 'christmas' },
  ]),
};

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
