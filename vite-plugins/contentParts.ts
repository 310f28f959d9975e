/**
 * Splits each category's words into the parts a page needs, at build time:
 *   `<category file>.json?part=cards`        the category and its treatment cards
 *   `<category file>.json?treatment=<slug>`  one treatment's full text
 * so a treatment page downloads its cards and one treatment, not the whole category. The
 * authored files (src/locales/<lng>/services/<category>.json) stay whole, as translators and
 * the content tests read them. `virtual:treatment-texts` maps each language to its own map
 * (`virtual:treatment-texts/<lng>`) of treatment -> loader, so the first page carries five
 * small entries rather than 225.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { catalogue, treatmentsOf } from '../src/content/catalogue';
import type { CategoryText, TreatmentText } from '../src/content/types';
import { languages } from '../src/lib/languages';

const virtualId = 'virtual:treatment-texts';
const resolvedVirtualId = `\0${virtualId}`;

type AnyCategory = CategoryText & { treatments: Record<string, TreatmentText> };

function cardsOf(text: AnyCategory) {
  return {
    ...text,
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

export function contentParts(): Plugin {
  const evaluated = new Map<string, Promise<AnyCategory>>();

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
    watchChange(id) {
      evaluated.delete(id);
    },
    async load(id) {
      if (id === resolvedVirtualId) {
        const entries = languages.map(
          (language) =>
            `  ${language}: () => import(${JSON.stringify(`${virtualId}/${language}`)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`${resolvedVirtualId}/`)) {
        const language = id.slice(resolvedVirtualId.length + 1);
        const entries = catalogue.flatMap((category) =>
          treatmentsOf(category.slug).map(
            (treatment) =>
              `  ${JSON.stringify(treatment)}: () => import(${JSON.stringify(`/src/locales/${language}/services/${category.slug}.json?treatment=${treatment}`)}),`,
          ),
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const [file, query] = id.split('?');
      if (!file || !query || !/[/\\]src[/\\]locales[/\\]/.test(file)) return undefined;
      const params = new URLSearchParams(query);
      const part = params.get('part');
      const treatment = params.get('treatment');
      if (part !== 'cards' && treatment === null) return undefined;
      this.addWatchFile(file);
      const text = await evaluate(file);
      const result = part === 'cards' ? cardsOf(text) : text.treatments[treatment ?? ''];
      if (!result) throw new Error(`${file} has no treatment ${treatment ?? ''}`);
      return `export default ${JSON.stringify(result)};\n`;
    },
  };
}
