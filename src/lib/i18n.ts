/**
 * Interface strings. English is bundled (it is the fallback); every other language's
 * strings are their own chunk, fetched the first time that language is shown.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en, { type UiStrings } from '../locales/en/ui';
import { defaultLanguage, isLanguage, languages, type Language } from './languages';

export const uiNamespace = 'ui';

const uiModules = import.meta.glob<{ default: UiStrings }>([
  '../locales/*/ui.ts',
  '!../locales/en/ui.ts',
]);

export async function loadUiStrings(language: Language): Promise<UiStrings> {
  if (language === 'en') return en;
  const load = uiModules[`../locales/${language}/ui.ts`];
  if (!load) return en;
  return (await load()).default;
}

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
        // A chunk that fails to load leaves English showing (the fallback), not a broken page.
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
  const resources: Record<string, { ui: UiStrings }> = { en: { ui: en } };
  if (language !== 'en') resources[language] = { ui: preloaded ?? (await loadUiStrings(language)) };
  await instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      ns: [uiNamespace],
      defaultNS: uiNamespace,
      resources,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}
