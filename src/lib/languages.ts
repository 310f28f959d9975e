/** The five interface languages. `ch` is the spec's code for Simplified Chinese. */
export const languages = ['en', 'hi', 'ru', 'fr', 'ch'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Any input to a supported language; anything unknown falls back to English. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/** The address prefix of each language; English has none. */
export const languagePrefix: Record<Language, string> = {
  en: '',
  hi: '/hi',
  ru: '/ru',
  fr: '/fr',
  ch: '/zh',
};

/** The language of a path's prefix, whether or not the rest names a page: /hi/nowhere is Hindi. */
export function languageOfPath(path: string): Language {
  const first = path.split('/').find((segment) => segment !== '');
  return (
    languages.find((language) => first !== undefined && languagePrefix[language] === `/${first}`) ??
    defaultLanguage
  );
}

/** BCP 47 tags for `<html lang>`, hreflang and og:locale. */
export const languageTag: Record<Language, string> = {
  en: 'en',
  hi: 'hi',
  ru: 'ru',
  fr: 'fr',
  ch: 'zh-Hans',
};

/** Each language named in its own script, for the language switcher. */
export const languageName: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ru: 'Русский',
  fr: 'Français',
  ch: '简体中文',
};
