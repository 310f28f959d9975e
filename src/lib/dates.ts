import { languageDateLocale, type Language } from './languages.ts';

/**
 * One date formatter per language, made the first time it is needed: making one cost about
 * 50 ms on the emulated phone (docs/performance.md), too much for every render.
 */
const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar day (YYYY-MM-DD) as `language` writes it in full, in the locale of its row of the
 * language table: "25 November 2026" (English as India writes it, the day first), "25 ноября
 * 2026 г.", "2026年11月25日". The one place the site writes a date for a reader: review dates,
 * the statements' dates.
 */
export function fullDate(isoDay: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageDateLocale[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The calendar day (YYYY-MM-DD) it is at `now` in the time `utcOffsetMinutes` from UTC. */
export function calendarDay(now: Date, utcOffsetMinutes: number): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
