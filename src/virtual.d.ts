declare module 'virtual:language-texts' {
  import type { TreatmentText } from './content/types';

  type Loader = () => Promise<{ default: unknown }>;
  /** A language's words (vite-plugins/contentParts.ts). */
  interface LanguageLoaders {
    /** Each page's words by its key in content/texts.ts, for the files the language has. */
    pages: Partial<Record<string, Loader>>;
    /**
     * Each treatment's words, in the order of `treatmentSlugs` (src/content/catalogue.ts),
     * without what its card holds (content/texts.ts adds it back).
     */
    treatments: readonly ((() => Promise<{ default: Partial<TreatmentText> }>) | undefined)[];
  }
  /** language -> its loaders. */
  const loaders: Partial<Record<string, () => Promise<LanguageLoaders>>>;
  export default loaders;
  /** The same loaders by the language's BCP 47 tag (`<html lang>`). */
  export const byTag: Partial<Record<string, () => Promise<LanguageLoaders>>>;
}

/** The day of the build, YYYY-MM-DD (vite.config.ts): `BUILD_DATE`, or the day it ran (UTC). */
declare const __BUILD_DAY__: string;

declare module 'virtual:page-changes' {
  /**
   * Each page's fingerprint and, where the change record matches its text, the day it last
   * changed, by `<language>/<text id>` (vite-plugins/pageChanges.ts). The server renderer's only.
   */
  const changes: Partial<Record<string, { fingerprint: string; changedOn?: string }>>;
  export default changes;
}
