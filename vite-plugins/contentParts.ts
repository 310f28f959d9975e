/**
 * Splits each category's words into the parts a page needs, at build time:
 *   `<category file>.json?part=cards`        the category and its treatment cards
 *   `<category file>.json?treatment=<slug>`  one treatment's full text
 *   `home.json?part=page`, `doctors.json?part=page`, `urgent.json?part=page`,
 *   `visit.json?part=page`  the file whole
 *   `statements.json?statement=privacy` (or `accessibility`)  one statement's words: a page
 *                          shows one of the two
 *   `fees.json?part=page`  the file whole, with each category's title and each treatment's name
 *                          from the same language's services files (the fees page lists them all)
 *   `ui.json?part=ui`      the interface strings, but for the offline page's in the browser's
 *                          build (the build renders that page)
 * each with the clinic's facts it names filled in (src/content/facts.ts), a sample followed by
 * its marker, and the interface words the clinic has yet to confirm marked likewise;
 * and a treatment's text with its fee line (`fee`), its amounts written by Intl.NumberFormat in
 * its language from src/content/fees.ts: a treatment page needs neither the fees of the others
 * nor the code that writes them, which would weigh on its byte budget; and, where the treatment
 * shows urgent help (src/content/urgentCare.ts), the words of its own care cards and the
 * surgeon's line from the same language's urgent.json (`urgent`), not all of urgent help's;
 * each with its page's review as `review` (who reviewed its English and when, and who checked
 * this language's translation: src/content/reviews.json, without the fingerprints; nothing for
 * a page no one has reviewed as it now reads), so a page's review comes with its words;
 * so a treatment page downloads its cards and one treatment, not the whole category. The
 * authored files (src/locales/<lng>/services/<category>.json) stay whole, as translators and
 * the content tests read them. `virtual:language-texts` maps each language to its own list
 * (`virtual:language-texts/<lng>`) of its words' loaders: the pages' (`pages`, by text key, for
 * the files the language has) and the treatments' (`treatments`, in the order of
 * `treatmentSlugs`), so the first page carries five small entries rather than the 290 loaders
 * of every language (a loader is a chunk's hashed name, which compresses badly).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  catalogue,
  doctorSlugs,
  isTreatmentSlug,
  treatmentsOf,
  type CategorySlug,
} from '../src/content/catalogue.ts';
import { clinicFacts } from '../src/content/clinicFacts.ts';
import { withFacts, withWordsToConfirmMarked } from '../src/content/facts.ts';
import { shownFeeOf } from '../src/content/fees.ts';
import type { AzGroup, AzText } from '../src/content/azText';
import { azIndexOf } from '../src/content/azIndex.ts';
import type { FeesText } from '../src/content/feesText';
import {
  readEnglishFiles,
  readReviewRecord,
  reviewRecordFile,
  shownReviewOf,
  type EnglishFiles,
  type PageId,
  type ReviewRecord,
} from '../scripts/content/pageReviews.ts';
import type {
  AnyCategoryText,
  CategoryText,
  TreatmentText,
  UiStrings,
  UrgentText,
} from '../src/content/types';
import { careCardWordsOf } from '../src/content/urgentCare.ts';
import { languages, languageTag, type Language } from '../src/lib/languages.ts';

const virtualId = 'virtual:language-texts';
const resolvedVirtualId = `\0${virtualId}`;

type AnyCategory = CategoryText & { treatments: Record<string, TreatmentText> };

/** A treatment's words that its card shows (`cardsOf`): its full words leave them out. */
const cardFields = new Set(['name', 'summary', 'cardLines', 'note', 'secondary']);

function cardsOf(text: AnyCategory) {
  return {
    ...withoutFoundBy(text),
    treatments: Object.fromEntries(
      Object.entries(text.treatments).map(([slug, words]) => [
        slug,
        {
          name: words.name,
          summary: words.summary,
          cardLines: words.cardLines,
          ...(words.note === undefined ? {} : { note: words.note }),
          ...(words.secondary === undefined ? {} : { secondary: words.secondary }),
        },
      ]),
    ),
  };
}

/**
 * `words` without the words patients find it by (`foundBy`): only the A-Z shows them, and a
 * page that does not would carry them in its download.
 */
function withoutFoundBy<T extends object>(words: T): T {
  if (!('foundBy' in words)) return words;
  const kept: Record<string, unknown> = { ...words };
  delete kept.foundBy;
  return kept as T;
}

/** urgent.json's words with no situation's `foundBy`. */
function urgentWithoutFoundBy<T extends { situations: Partial<Record<string, object>> }>(
  urgent: T,
): T {
  return {
    ...urgent,
    situations: Object.fromEntries(
      Object.entries(urgent.situations).map(([id, words]) => [
        id,
        words === undefined ? words : withoutFoundBy(words),
      ]),
    ),
  };
}

export function contentParts(): Plugin {
  const evaluated = new Map<string, Promise<AnyCategory>>();
  let root = process.cwd();
  let building = false;
  let record: ReviewRecord | undefined;
  let english: EnglishFiles | undefined;
  const reviewOf = (page: PageId, file: string) =>
    shownReviewOf(
      (record ??= readReviewRecord(root)),
      (english ??= readEnglishFiles(root, clinicFacts)),
      page,
      languageOfFile(file),
    );

  const evaluate = (file: string): Promise<AnyCategory> => {
    let result = evaluated.get(file);
    if (!result) {
      result = readFile(file, 'utf8').then((source) => JSON.parse(source) as AnyCategory);
      evaluated.set(file, result);
    }
    return result;
  };

  return {
    name: 'content-parts',
    resolveId(id) {
      return id === virtualId || id.startsWith(`${virtualId}/`) ? `\0${id}` : undefined;
    },
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    watchChange(id) {
      evaluated.delete(id);
      if (id.endsWith('reviews.json')) record = undefined;
      if (/[/\\]locales[/\\]en[/\\]/.test(id)) english = undefined;
    },
    async load(id) {
      if (id === resolvedVirtualId) {
        const entries = languages.map(
          (language) =>
            `  ${language}: () => import(${JSON.stringify(`${virtualId}/${language}`)}),`,
        );
        // The same loaders by the language's tag, which `<html lang>` holds: the entry
        // (src/main.tsx) starts fetching the page's list beside React, before the app asks it.
        const tags = languages.map(
          (language) => `  ${JSON.stringify(languageTag[language])}: loaders.${language},`,
        );
        return [
          `const loaders = {\n${entries.join('\n')}\n};`,
          'export default loaders;',
          `export const byTag = {\n${tags.join('\n')}\n};\n`,
        ].join('\n');
      }
      if (id.startsWith(`${resolvedVirtualId}/`)) {
        const language = id.slice(resolvedVirtualId.length + 1);
        const folder = `/src/locales/${language}`;
        // A page's words by its key in src/content/texts.ts; a file the language lacks has no
        // entry, and its English words show.
        const pageFiles: [key: string, file: string, query: string][] = [
          ['ui', 'ui.json', '?part=ui'],
          ...['home', 'doctors', 'urgent', 'visit', 'fees', 'a-z'].map(
            (page): [string, string, string] => [page, `${page}.json`, '?part=page'],
          ),
          ...['privacy', 'accessibility'].map((statement): [string, string, string] => [
            `statements/${statement}`,
            'statements.json',
            `?statement=${statement}`,
          ]),
          ...catalogue.map(({ slug }): [string, string, string] => [
            `services/${slug}`,
            `services/${slug}.json`,
            '?part=cards',
          ]),
        ];
        const pages = pageFiles
          .filter(([, file]) => existsSync(join(root, folder, file)))
          .map(
            ([key, file, query]) =>
              `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${folder}/${file}${query}`)}),`,
          );
        // A list in the order of `treatmentSlugs`, not a map by slug: the slugs would weigh on
        // every treatment page's byte budget.
        const treatments = catalogue.flatMap((category) =>
          treatmentsOf(category.slug).map(
            (treatment) =>
              `  () => import(${JSON.stringify(`${folder}/services/${category.slug}.json?treatment=${treatment}`)}),`,
          ),
        );
        return [
          `export const pages = {\n${pages.join('\n')}\n};`,
          `export const treatments = [\n${treatments.join('\n')}\n];\n`,
        ].join('\n');
      }
      const [file, query] = id.split('?');
      if (!file || !query || !/[/\\]src[/\\]locales[/\\]/.test(file)) return undefined;
      const params = new URLSearchParams(query);
      const part = params.get('part');
      const treatment = params.get('treatment');
      const statement = params.get('statement');
      if (
        part !== 'cards' &&
        part !== 'page' &&
        part !== 'ui' &&
        treatment === null &&
        statement === null
      )
        return undefined;
      this.addWatchFile(file);
      // The clinic's facts named in the words, filled in here rather than in the browser, which
      // would need every language's facts and the code that writes them (src/content/facts.ts).
      // Each fact still a sample is followed by its marker (src/content/sampleMarks.ts).
      const moduleOf = (words: unknown) =>
        `export default ${JSON.stringify(withFacts(words, languageOfFile(file), true))};\n`;
      if (part === 'ui') {
        const { offline, ...strings } = withWordsToConfirmMarked(
          JSON.parse(await readFile(file, 'utf8')) as UiStrings,
        );
        // The offline page's strings are the build's alone: it renders that page (in the server
        // environment), which runs none of the app's code in the browser.
        return moduleOf(
          building && this.environment.name === 'client' ? strings : { ...strings, offline },
        );
      }
      if (file.endsWith('fees.json')) {
        const words = JSON.parse(await readFile(file, 'utf8')) as FeesText;
        const names = await namesOf(file, evaluate, (category) => this.addWatchFile(category));
        return moduleOf({ ...words, ...names });
      }
      if (file.endsWith('a-z.json')) {
        const words = JSON.parse(await readFile(file, 'utf8')) as AzText;
        const groups = await azOf(file, evaluate, (watched) => this.addWatchFile(watched));
        return moduleOf({ ...words, groups });
      }
      this.addWatchFile(join(root, reviewRecordFile));
      const text = await evaluate(file);
      if (statement !== null) {
        if (statement !== 'privacy' && statement !== 'accessibility')
          throw new Error(`${file} has no statement ${statement}`);
        const words = (text as unknown as Record<string, object>)[statement];
        return moduleOf({ ...words, review: reviewOf(statement, file) });
      }
      if (part === 'page') {
        const words = text as unknown as Record<string, object>;
        const page = file.endsWith('doctors.json')
          ? Object.fromEntries(
              doctorSlugs.map((doctor) => [
                doctor,
                { ...words[doctor], review: reviewOf(`doctors/${doctor}`, file) },
              ]),
            )
          : {
              ...(file.endsWith('urgent.json')
                ? urgentWithoutFoundBy(text as unknown as UrgentText)
                : text),
              review: reviewOf(pageOfFile(file), file),
            };
        return moduleOf(page);
      }
      if (part === 'cards') {
        const cards = {
          ...cardsOf(text),
          review: reviewOf(`categories/${categoryOfFile(file)}`, file),
        };
        return moduleOf(cards);
      }
      const words = text.treatments[treatment ?? ''];
      if (!words || !isTreatmentSlug(treatment))
        throw new Error(`${file} has no treatment ${treatment ?? ''}`);
      const feesFile = join(file, '..', '..', 'fees.json');
      this.addWatchFile(feesFile);
      const urgentFile = join(file, '..', '..', 'urgent.json');
      this.addWatchFile(urgentFile);
      const urgent = careCardWordsOf(
        treatment,
        JSON.parse(await readFile(urgentFile, 'utf8')) as UrgentText,
      );
      // What the category's cards hold already (`cardsOf`), which a treatment page loads with
      // it: src/content/texts.ts puts the two together.
      const detail = Object.fromEntries(
        Object.entries(withoutFoundBy(words)).filter(([field]) => !cardFields.has(field)),
      );
      const result = {
        ...detail,
        review: reviewOf(`treatments/${treatment}`, file),
        fee: shownFeeOf(
          treatment,
          languageOfFile(file),
          (JSON.parse(await readFile(feesFile, 'utf8')) as FeesText).line,
        ),
        ...(urgent ? { urgent: urgentWithoutFoundBy(urgent) } : {}),
      };
      return moduleOf(result);
    },
  };
}

/**
 * Each category's title and each treatment's name in the language of `feesFile`
 * (`…/locales/<lng>/fees.json`), from that language's services files.
 */
async function namesOf(
  feesFile: string,
  evaluate: (file: string) => Promise<AnyCategory>,
  watch: (file: string) => void,
): Promise<{ categories: Record<string, string>; treatments: Record<string, string> }> {
  const folder = feesFile.replace(/fees\.json$/, 'services');
  const texts = await Promise.all(
    catalogue.map(async ({ slug }) => {
      const file = join(folder, `${slug}.json`);
      watch(file);
      return [slug, await evaluate(file)] as const;
    }),
  );
  return {
    categories: Object.fromEntries(texts.map(([slug, text]) => [slug, text.title])),
    treatments: Object.fromEntries(
      texts.flatMap(([slug, text]) =>
        treatmentsOf(slug).map((treatment) => {
          if (!Object.hasOwn(text.treatments, treatment))
            throw new Error(`${folder}/${slug}.json has no treatment ${treatment}`);
          return [treatment, text.treatments[treatment].name];
        }),
      ),
    ),
  };
}

/**
 * The A-Z of the language of `azFile` (`…/locales/<lng>/a-z.json`), from the same language's
 * services files and urgent.json (src/content/azIndex.ts).
 */
async function azOf(
  azFile: string,
  evaluate: (file: string) => Promise<AnyCategory>,
  watch: (file: string) => void,
): Promise<AzGroup[]> {
  const folder = join(azFile, '..');
  const categories = Object.fromEntries(
    await Promise.all(
      catalogue.map(async ({ slug }) => {
        const file = join(folder, 'services', `${slug}.json`);
        watch(file);
        return [slug, await evaluate(file)] as const;
      }),
    ),
  ) as unknown as Record<CategorySlug, AnyCategoryText>;
  const urgentFile = join(folder, 'urgent.json');
  watch(urgentFile);
  const urgent = JSON.parse(await readFile(urgentFile, 'utf8')) as UrgentText;
  return azIndexOf(categories, urgent, languageOfFile(azFile));
}

/** The language whose words `file` holds: `…/locales/<lng>/…`. */
/** The page a whole file's words are: home, urgent help or "Your visit". */
function pageOfFile(file: string): PageId {
  if (file.endsWith('urgent.json')) return 'urgent';
  return file.endsWith('visit.json') ? 'visit' : 'home';
}

function languageOfFile(file: string): Language {
  const folders = file.split(/[/\\]/);
  const language = languages.find(
    (candidate) => candidate === folders[folders.lastIndexOf('locales') + 1],
  );
  if (!language) throw new Error(`${file} is in no language's folder`);
  return language;
}

/** The category whose words `file` holds: `…/services/<category>.json`. */
function categoryOfFile(file: string): CategorySlug {
  const slug = /([^/\\]+)\.json$/.exec(file)?.[1];
  const category = catalogue.find((entry) => entry.slug === slug);
  if (!category) throw new Error(`${file} is no category's words`);
  return category.slug;
}
