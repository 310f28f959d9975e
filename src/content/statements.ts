import { languageTag, type Language } from '../lib/languages';

/** The day the accessibility statement was last reviewed and the site last checked against it. */
export const accessibilityCheckedOn = '2026-11-25';

/** A calendar day ("2026-11-25") as `language` writes it in full: "25 November 2026". */
export function longDate(isoDay: string, language: Language): string {
  // English as India writes it: the day first.
  return new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : languageTag[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}
