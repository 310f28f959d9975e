/**
 * Loading the content's words: one chunk per language and module, so a visitor downloads
 * only the language shown and only the category being read. Loaded modules are cached;
 * a language module that cannot be loaded falls back to English.
 */
import type { Language } from '../lib/languages';
import type { CategorySlug } from './catalogue';
import type { AnyCategoryText, DoctorsText, HomeText } from './types';

export type TextKey = 'home' | 'doctors' | `services/${CategorySlug}`;

export type TextOf<K extends TextKey> = K extends 'home'
  ? HomeText
  : K extends 'doctors'
    ? DoctorsText
    : K extends `services/${CategorySlug}`
      ? AnyCategoryText
      : never;

const modules = import.meta.glob<{ default: unknown }>([
  '../locales/*/home.ts',
  '../locales/*/doctors.ts',
  '../locales/*/services/*.ts',
]);

/**
 * One promise per language and module. Once settled it carries React's `status`/`value`
 * fields, so `use()` reads a loaded text synchronously instead of suspending again.
 */
type TrackedPromise = Promise<unknown> & { status?: 'fulfilled'; value?: unknown };
const pending = new Map<string, TrackedPromise>();

const cacheKey = (language: Language, key: TextKey) => `${language}/${key}`;

async function importText(language: Language, key: TextKey): Promise<unknown> {
  const load = modules[`../locales/${language}/${key}.ts`];
  if (load) {
    try {
      return (await load()).default;
    } catch (error) {
      if (language === 'en') throw error;
    }
  }
  if (language === 'en') throw new Error(`No English text for ${key}`);
  return loadText('en', key);
}

/** The words of `key` in `language`, loading its chunk once. */
export function loadText<K extends TextKey>(language: Language, key: K): Promise<TextOf<K>> {
  const id = cacheKey(language, key);
  let promise = pending.get(id);
  if (!promise) {
    const tracked: TrackedPromise = importText(language, key).then((text) => {
      tracked.status = 'fulfilled';
      tracked.value = text;
      return text;
    });
    promise = tracked;
    pending.set(id, promise);
  }
  return promise as Promise<TextOf<K>>;
}

/** The words of `key` in `language` if they are loaded already, without waiting. */
export function peekText<K extends TextKey>(language: Language, key: K): TextOf<K> | undefined {
  const promise = pending.get(cacheKey(language, key));
  return promise?.status === 'fulfilled' ? (promise.value as TextOf<K>) : undefined;
}

/** The word modules a page shows, to load before it is first drawn. */
export function textsShownOn(address: {
  page: 'home' | 'service' | 'meet' | 'contact';
  category?: CategorySlug | null;
}): TextKey[] {
  switch (address.page) {
    case 'home':
      return ['home'];
    case 'service':
      return address.category ? [`services/${address.category}`] : [];
    case 'meet':
      return ['doctors'];
    case 'contact':
      return [];
  }
}
