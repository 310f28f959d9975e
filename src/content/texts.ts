/**
 * Loading the words, the one way they are loaded: the interface strings (`ui`, which i18next
 * shows, content/i18n.ts) and each page's own. One chunk per language and module, so a visitor
 * downloads only the language shown and only the category being read. Loaded modules are cached;
 * a language that has no words for a module falls back to English. A chunk that cannot be
 * fetched (offline) is an error, and is tried again on the next call: the page is then loaded
 * whole (routes.tsx), rather than shown in its language with English words. The clinic's facts
 * named in the words (`{{surgeonName}}`) are filled in by the build (content/facts.ts,
 * vite-plugins/contentParts.ts).
 */
import type { Language } from '../lib/languages';
import type { CategorySlug } from './catalogue';
import languageTexts from 'virtual:language-texts';
import type { AzPageText } from './azText';
import type { FeesPageText, ShownFee } from './feesText';
import type {
  AnyCategoryCards,
  DoctorsText,
  HomeText,
  Reviewed,
  StatementsText,
  TreatmentText,
  UiStrings,
  UrgentText,
  VisitText,
} from './types';
import { treatmentTextOf } from './types';
import type { CareCardWords } from './urgentCare';
import {
  categoryOfTreatment,
  isTreatmentSlug,
  treatmentSlugs,
  type TreatmentSlug,
} from './catalogue';

/**
 * home, doctors, a category with its treatment cards, or one treatment's full words.
 * A category page downloads its cards; a treatment page its cards and that one treatment (with
 * its fee line and its own urgent-help cards' words).
 */
export type TextKey =
  | 'ui'
  | 'home'
  | 'doctors'
  | `statements/${keyof StatementsText}`
  | 'urgent'
  | 'fees'
  | 'visit'
  | 'a-z'
  | `services/${CategorySlug}`
  | `treatments/${TreatmentSlug}`;

export type TextOf<K extends TextKey> = K extends 'ui'
  ? UiStrings
  : K extends 'home'
    ? Reviewed<HomeText>
    : K extends 'doctors'
      ? { [D in keyof DoctorsText]: Reviewed<DoctorsText[D]> }
      : K extends `statements/${infer S extends keyof StatementsText}`
        ? Reviewed<StatementsText[S]>
        : K extends 'urgent'
          ? Reviewed<UrgentText>
          : K extends 'fees'
            ? FeesPageText
            : K extends 'visit'
              ? Reviewed<VisitText>
              : K extends 'a-z'
                ? AzPageText
                : K extends `services/${CategorySlug}`
                  ? Reviewed<AnyCategoryCards>
                  : K extends `treatments/${TreatmentSlug}`
                    ? Reviewed<TreatmentText> & { fee: ShownFee; urgent?: CareCardWords }
                    : never;

/**
 * The module of `key` in `language`, or undefined when the language has no such file. Each
 * language's loaders come in one small chunk of their own (`virtual:language-texts`, from
 * vite-plugins/contentParts.ts), so a page carries no other language's: each file as that
 * plugin gives it, with its pages' reviews (home, the doctors, urgent help, "Your visit" and the
 * fees page whole, each category cut down to its cards, one statement at a time, the interface
 * strings as they are, each treatment's full words).
 */
async function importModule(
  language: Language,
  key: TextKey,
): Promise<{ default: unknown } | undefined> {
  const loaders = await languageTexts[language]?.();
  if (!loaders) return undefined;
  if (!key.startsWith('treatments/')) return loaders.pages[key]?.();
  const index = (treatmentSlugs as readonly string[]).indexOf(key.slice('treatments/'.length));
  return index < 0 ? undefined : loaders.treatments[index]?.();
}

/**
 * One promise per language and module. Once settled it carries React's `status`/`value`
 * fields, so `use()` reads a loaded text synchronously instead of suspending again.
 */
type TrackedPromise = Promise<unknown> & { status?: 'fulfilled'; value?: unknown };
const pending = new Map<string, TrackedPromise>();

const cacheKey = (language: Language, key: TextKey) => `${language}/${key}`;

async function importText(language: Language, key: TextKey): Promise<unknown> {
  const loaded = await importModule(language, key);
  if (loaded) {
    // A treatment's chunk leaves out what its category's cards, loaded with it, already hold:
    // its name, summary and card lines (vite-plugins/contentParts.ts).
    const treatment = key.slice('treatments/'.length);
    const category = categoryOfTreatment(treatment);
    if (!key.startsWith('treatments/') || !category || !isTreatmentSlug(treatment))
      return loaded.default;
    const cards = await loadText(language, `services/${category}`);
    return { ...treatmentTextOf(cards, treatment), ...(loaded.default as object) };
  }
  if (language === 'en') throw new Error(`No English text for ${key}`);
  return loadText('en', key);
}

/** The words of `key` in `language`, loading its chunk once. */
export function loadText<K extends TextKey>(language: Language, key: K): Promise<TextOf<K>> {
  const id = cacheKey(language, key);
  let promise = pending.get(id);
  if (!promise) {
    const tracked: TrackedPromise = importText(language, key).then(
      (text) => {
        tracked.status = 'fulfilled';
        tracked.value = text;
        return text;
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
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
  page:
    | 'home'
    | 'service'
    | 'meet'
    | 'contact'
    | 'urgent'
    | 'privacy'
    | 'accessibility'
    | 'fees'
    | 'visit'
    | 'a-z';
  category?: CategorySlug | null;
  treatment?: TreatmentSlug | null;
}): TextKey[] {
  switch (address.page) {
    case 'home':
      return ['home'];
    case 'service':
      if (!address.category) return [];
      if (!address.treatment) return [`services/${address.category}`];
      // The treatment's words bring its own urgent-help cards' and the surgeon's line's, where
      // it shows some (vite-plugins/contentParts.ts), not all of urgent help's.
      return [`services/${address.category}`, `treatments/${address.treatment}`];
    case 'meet':
      return ['doctors'];
    case 'contact':
      // Its urgent help's words come with that part, after the page's start (app/preloadPage.ts).
      return [];
    case 'urgent':
      return ['urgent'];
    case 'privacy':
    case 'accessibility':
      return [`statements/${address.page}`];
    case 'fees':
      return ['fees'];
    case 'visit':
      return ['visit'];
    case 'a-z':
      return ['a-z'];
  }
}
