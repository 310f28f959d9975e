/**
 * One of each `Intl` formatter the pages use for `locale` (a date, a weekday, a list, a
 * language's name, an amount in rupees), each made and used by one function, so the browser
 * can read that locale's data before a tap needs it. The first formatter a page made for a
 * locale cost a tap to "Your visit", the fees page or home 40–70 ms on the emulated phone
 * (docs/performance.md); later ones are quick. One function each, so that each can run in an
 * idle moment of its own and none is a long task.
 */
export function formatPreparations(locale: string): (() => string)[] {
  return [
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0),
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(0),
    () => new Intl.ListFormat(locale, { type: 'conjunction' }).format(['1', '2']),
    () => new Intl.DisplayNames(locale, { type: 'language' }).of('en') ?? '',
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(1000),
  ];
}
