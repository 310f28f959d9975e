/**
 * Interface strings, shown through i18next (plurals, interpolation, React's binding). They are
 * loaded as every other word is, by content/texts.ts (one chunk per language, English for a
 * language that lacks the file, the clinic's facts filled in); i18next's backend only asks it.
 * English is also the fallback for any single string a language lacks: the types and content
 * tests keep every language complete, so a visitor reading another language fetches the
 * English strings only if a string is ever found missing.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadText } from './texts';
import type { UiStrings } from './types';
import { defaultLanguage, isLanguage, languages, type Language } from '../lib/languages';
import { loadShownPageWhole } from '../lib/loadWhole';

export const uiNamespace = 'ui';

/** A language's interface strings, the clinic's facts filled in (see content/facts.ts). */
export const loadUiStrings = (language: Language): Promise<UiStrings> => loadText(language, 'ui');

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loadUiStrings(language).then(
      (strings) => {
        callback(null, strings);
      },
      (error: unknown) => {
        // A chunk that fails to load leaves the fallback showing, not a broken page; online,
        // a deployment has dropped it, and the page is loaded again whole in its language.
        loadShownPageWhole();
        callback(error instanceof Error ? error.message : String(error), false);
      },
    );
  },
};

/** A new, initialised i18next instance showing `language`, its strings loaded when this resolves. */
export async function createI18n(
  language: Language = defaultLanguage,
  preloaded?: UiStrings,
): Promise<I18n> {
  const instance = i18next.createInstance();
  const english = language === defaultLanguage;
  await instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // English strings come later for other languages: see enableEnglishFallback.
      fallbackLng: english ? defaultLanguage : false,
      supportedLngs: [...languages],
      ns: [uiNamespace],
      defaultNS: uiNamespace,
      resources: { [language]: { ui: preloaded ?? (await loadUiStrings(language)) } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      // A string missing in this language: fetch English, then show it (see enableEnglishFallback).
      ...(english
        ? {}
        : {
            parseMissingKeyHandler: (key: string) => {
              void enableEnglishFallback(instance).then(() => instance.changeLanguage(language));
              return key;
            },
          }),
      react: { useSuspense: false },
    });
  return instance;
}

const fallbackEnabled = new WeakSet<I18n>();

/** Loads the English strings and makes them the fallback for any string a language lacks. */
async function enableEnglishFallback(instance: I18n): Promise<void> {
  if (fallbackEnabled.has(instance)) return;
  fallbackEnabled.add(instance);
  await instance.loadLanguages(defaultLanguage);
  instance.options.fallbackLng = [defaultLanguage];
}
