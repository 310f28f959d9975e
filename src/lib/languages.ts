/**
 * The five interface languages, one row each: every fact about a language is here, and every
 * other place (addresses, page heads, the sitemap, the build's folders, dates) reads it.
 */
interface LanguageFacts {
  /** The address prefix; English has none. */
  prefix: string;
  /** BCP 47 tag, for `<html lang>` and hreflang. */
  tag: string;
  /** Open Graph's language_TERRITORY. */
  ogLocale: string;
  /**
   * The locale every date is written in (`fullDate`, lib/dates.ts): India's English writes
   * "25 November 2026", the day first.
   */
  dateLocale: string;
  /** The language named in its own script, for the language switcher. */
  name: string;
  /** Every language here is written left to right; a right-to-left one would set <html dir>. */
  direction: 'ltr' | 'rtl';
}

const languageTable = {
  en: {
    prefix: '',
    tag: 'en',
    ogLocale: 'en_IN',
    dateLocale: 'en-IN',
    name: 'English',
    direction: 'ltr',
  },
  hi: {
    prefix: '/hi',
    tag: 'hi',
    ogLocale: 'hi_IN',
    dateLocale: 'hi',
    name: 'हिन्दी',
    direction: 'ltr',
  },
  ru: {
    prefix: '/ru',
    tag: 'ru',
    ogLocale: 'ru_RU',
    dateLocale: 'ru',
    name: 'Русский',
    direction: 'ltr',
  },
  fr: {
    prefix: '/fr',
    tag: 'fr',
    ogLocale: 'fr_FR',
    dateLocale: 'fr',
    name: 'Français',
    direction: 'ltr',
  },
  // `ch` is the spec's code for Simplified Chinese; everything outside the code says zh.
  ch: {
    prefix: '/zh',
    tag: 'zh-Hans',
    ogLocale: 'zh_CN',
    dateLocale: 'zh-Hans',
    name: '简体中文',
    direction: 'ltr',
  },
} as const satisfies Record<string, LanguageFacts>;

export type Language = keyof typeof languageTable;

export const languages = Object.keys(languageTable) as readonly Language[];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languageTable, value);
}

/** Any input to a supported language; anything unknown falls back to English. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

function column<K extends keyof LanguageFacts>(key: K): Record<Language, LanguageFacts[K]> {
  return Object.fromEntries(
    languages.map((language) => [language, languageTable[language][key]]),
  ) as Record<Language, LanguageFacts[K]>;
}

export const languagePrefix = column('prefix');
export const languageTag = column('tag');
export const languageOgLocale = column('ogLocale');
export const languageDateLocale = column('dateLocale');
export const languageName = column('name');

/** The language whose address prefix is `/segment` (`hi` for Hindi, `zh` for Chinese), if any. */
export function languageOfPrefix(segment: string): Language | undefined {
  return languages.find((language) => languagePrefix[language] === `/${segment}`);
}

/** The language of a path's prefix, whether or not the rest names a page: /hi/nowhere is Hindi. */
export function languageOfPath(path: string): Language {
  const first = path.split('/').find((segment) => segment !== '');
  return (first === undefined ? undefined : languageOfPrefix(first)) ?? defaultLanguage;
}
