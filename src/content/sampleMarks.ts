/**
 * The sample marker: wherever a value that is still a sample is printed, a short "sample"
 * follows it (docs/content.md, "Where a sample is shown"). In words it is written
 * `<sample:path>` right after the value, `path` being the fact's place in the facts as the
 * build lists it (`emergencyDepartment`, `fees.treatments.botox`): the build writes it into the
 * words it fills (src/content/facts.ts), the code into the values it fills itself
 * (`markedValue`). components/SampleMark.tsx shows each as the marker; a title, a description
 * or structured data, which can hold no element, drops it (`withoutMarks`).
 */
import { Sample } from './sample.ts';

const mark = /<sample:([\w.-]+)>/g;

/** The marker of the fact at `path`, as words carry it. */
export const sampleToken = (path: string) => `<sample:${path}>`;

/** `value`, followed by the marker of the fact at `path` while `fact` is a sample. */
export function markedValue(value: string, fact: unknown, path: string): string {
  return fact instanceof Sample ? `${value}${sampleToken(path)}` : value;
}

/** `text` cut at its markers: the words between them, and each marker's fact. */
export function splitMarks(text: string): (string | { sample: string })[] {
  const parts: (string | { sample: string })[] = [];
  let from = 0;
  for (const found of text.matchAll(mark)) {
    if (found.index > from) parts.push(text.slice(from, found.index));
    parts.push({ sample: found[1] ?? '' });
    from = found.index + found[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/**
 * `value` (a string, or any object or array of strings) without its markers, for what can
 * hold only text: a page's title and description, its structured data, an image's alt text;
 * or with each written as `text` instead (llms.txt: " (sample)").
 */
export function withoutMarks<T>(value: T, text = ''): T {
  const strip = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(mark, text);
    if (Array.isArray(item)) return item.map(strip);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, strip(inner)]));
    return item;
  };
  return strip(value) as T;
}
