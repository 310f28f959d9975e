import type { Language } from './languages';

/** English and Hindi write the clinic's hours on a 12-hour clock; the others on a 24-hour one. */
const twelveHour: Record<Language, boolean> = {
  en: true,
  hi: true,
  ru: false,
  fr: false,
  ch: false,
};

/**
 * "16:00" as the visitor's language writes a time of day: "4:00 pm" or "16:00". Written out
 * rather than left to Intl: making an Intl formatter costs a slow phone tens of milliseconds,
 * and browsers' and Node's Intl data differ (spaces, case), which would make the prerendered
 * page and the browser disagree. A no-break space keeps "pm" beside its time.
 */
export function clockTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (!twelveHour[language]) return `${String(hours)}:${mm}`;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12)}:${mm}\u00a0${hours < 12 ? 'am' : 'pm'}`;
}
