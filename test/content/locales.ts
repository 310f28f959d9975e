/** Every language module, loaded eagerly for the content tests. */
import { languages, type Language } from '../../src/lib/languages';

const modules = import.meta.glob<{ default: unknown }>('../../src/locales/*/**/*.ts', {
  eager: true,
});

/** `{ 'ui': {...}, 'home': {...}, 'services/cosmetics': {...} }` for one language. */
export function localeFiles(language: Language): Record<string, unknown> {
  const prefix = `../../src/locales/${language}/`;
  return Object.fromEntries(
    Object.entries(modules)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, module]) => [path.slice(prefix.length, -'.ts'.length), module.default]),
  );
}

export const otherLanguages = languages.filter((language) => language !== 'en');

/** Every string in a value, with its path, e.g. `treatments.botox.procedure[2].heading`. */
export function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringsOf(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** The shape of a value: keys, array lengths and types, but not the words. */
export function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}
