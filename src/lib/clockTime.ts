import type { Language } from './languages';

const nbsp = '\u00a0';

/** Hindi names the part of the day with the hour: सुबह 9 बजे, दोपहर 1 बजे, शाम 4 बजे, रात 8 बजे. */
function hindiPartOfDay(hours: number): string {
  if (hours >= 4 && hours < 12) return 'सुबह';
  if (hours >= 12 && hours < 16) return 'दोपहर';
  if (hours >= 16 && hours < 20) return 'शाम';
  return 'रात';
}

/**
 * "16:00" as the visitor's language writes a time of day: en "4:00 pm", hi "शाम 4 बजे",
 * fr "16 h", ru and zh "16:00". Written out rather than left to Intl: making an Intl
 * formatter costs a slow phone tens of milliseconds, and browsers' and Node's Intl data differ
 * (spaces, case), which would make the prerendered page and the browser disagree. No-break
 * spaces keep each time on one line.
 */
export function clockTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  switch (language) {
    case 'en':
      return `${String(hour12)}:${mm}${nbsp}${hours < 12 ? 'am' : 'pm'}`;
    case 'hi':
      return `${hindiPartOfDay(hours)}${nbsp}${String(hour12)}${minutes === 0 ? '' : `:${mm}`}${nbsp}बजे`;
    case 'fr':
      return `${String(hours)}${nbsp}h${minutes === 0 ? '' : `${nbsp}${mm}`}`;
    case 'ru':
    case 'ch':
      return `${String(hours)}:${mm}`;
  }
}

/** Which part of the day a session opening at `time` is, for its label ("Morning: …"). */
export function partOfDay(time: string): 'morning' | 'afternoon' | 'evening' {
  const hours = Number(time.split(':')[0]);
  if (hours < 12) return 'morning';
  return hours < 16 ? 'afternoon' : 'evening';
}
