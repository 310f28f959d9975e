/** The day the accessibility statement was last reviewed and the site last checked against it. */
export const accessibilityCheckedOn = '2026-11-25';

/** A calendar day ("2026-11-25") as `locale` writes it in full: "25 November 2026". */
export function longDate(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}
