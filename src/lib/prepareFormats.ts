import { whenIdle } from './whenIdle';

/**
 * One of each `Intl` formatter the pages use for `locale` (a date, a weekday, a list, a
 * language's name, an amount in rupees), each made and used by one function. The first
 * formatter a page made for a locale cost a tap to "Your visit", the fees page or home 40–70 ms
 * on the emulated phone (docs/performance.md); later ones are quick.
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

/**
 * Makes each of `locale`'s formatters in an idle moment of its own, so that none is a long
 * task, and the browser has read the locale's data before a tap needs it. Loaded and run when
 * the browser is idle (app/layout/usePreloadNavbarPages.ts), not with the page.
 */
export function prepareFormats(locale: string): void {
  const preparations = formatPreparations(locale);
  const next = () => {
    const prepare = preparations.shift();
    if (!prepare) return;
    prepare();
    whenIdle(next);
  };
  whenIdle(next);
}
