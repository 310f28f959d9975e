/**
 * Reads src/content/clinic-facts.yaml, checks it against clinic-facts.schema.json and answers
 * each mistake as `file:line: fact: what is expected (found …)`, never a stack trace. It also
 * writes the typed module the site reads (src/content/clinicFacts.generated.ts): a committed
 * file, because the build's own config (vite-plugins/) imports the facts before any Vite plugin
 * could serve a virtual module, and a committed file keeps today's imports, so today's chunks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { format, resolveConfig } from 'prettier';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';

export const factsFile = 'src/content/clinic-facts.yaml';
export const schemaFile = 'src/content/clinic-facts.schema.json';
export const generatedFile = 'src/content/clinicFacts.generated.ts';

interface Schema {
  description?: string;
  properties?: Record<string, Schema>;
  examples?: unknown[];
  default?: unknown;
  pattern?: string;
  type?: string;
}

/** A fact as the file writes it: its value, and whether it is still a sample. */
export interface FactEntry {
  value: unknown;
  sample?: true;
}

/** The facts by group (`confirmedOn`), then by name (`fees`). */
export type FactsFile = Record<string, Record<string, FactEntry>>;

export interface SampleLeft {
  /** The fact's name, e.g. `confirmedOn.fees`. */
  fact: string;
  /** The group it belongs to, e.g. `confirmedOn`. */
  group: string;
  /** The line of `src/content/clinic-facts.yaml` holding its `sample: true`. */
  line: number;
  /** What it is, in plain English, from the schema. */
  description: string;
}

export type FactsReading =
  { ok: true; facts: FactsFile; samples: SampleLeft[] } | { ok: false; problems: string[] };

const readSchema = (root: string): Schema =>
  JSON.parse(readFileSync(join(root, schemaFile), 'utf8')) as Schema;

function schemaAt(schema: Schema, path: readonly string[]): Schema | undefined {
  let at: Schema | undefined = schema;
  for (const key of path) at = at?.properties?.[key];
  return at;
}

/** The line of the deepest key of `path` that the file writes (the group's, if a fact is absent). */
function lineOf(doc: Document, lines: LineCounter, path: readonly string[]): number {
  let node: unknown = doc.contents;
  let line = 1;
  for (const key of path) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    const offset = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    if (pair === undefined || offset === undefined) break;
    line = lines.linePos(offset).line;
    node = pair.value;
  }
  return line;
}

const shown = (value: unknown): string => JSON.stringify(value);

function expected(schema: Schema | undefined): string {
  if (schema?.pattern === '^\\d{4}-\\d{2}-\\d{2}$')
    return 'a day written YYYY-MM-DD, e.g. 2026-11-26';
  const example = schema?.examples?.[0];
  const kind =
    schema?.type === 'number'
      ? 'a number'
      : schema?.type === 'object'
        ? 'a group of facts'
        : `a ${schema?.type ?? 'value'}`;
  return example === undefined
    ? kind
    : `${kind}, e.g. ${typeof example === 'string' ? example : JSON.stringify(example)}`;
}

function realDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Reads the facts from `text` (the YAML file's contents): the facts, or every mistake. */
export function readFacts(text: string, schema: Schema): FactsReading {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0)
    return {
      ok: false,
      problems: doc.errors.map(
        (error) =>
          `${factsFile}:${String(lines.linePos(error.pos[0]).line)}: not valid YAML: ${error.message.split('\n')[0] ?? ''}`,
      ),
    };
  const data: unknown = doc.toJS();
  const validate = new Ajv({ allErrors: true, verbose: true }).compile(schema);
  const problems: string[] = [];
  const at = (path: readonly string[], message: string) =>
    problems.push(
      `${factsFile}:${String(lineOf(doc, lines, path))}: ${path.join('.') || '(top)'}: ${message}`,
    );
  if (!validate(data)) {
    for (const error of validate.errors ?? []) problem(error, at, schema);
    return { ok: false, problems: [...new Set(problems)] };
  }
  const facts = data as FactsFile;
  const samples: SampleLeft[] = [];
  for (const [group, entries] of Object.entries(facts))
    for (const [name, entry] of Object.entries(entries)) {
      const path = [group, name];
      const value = entry.value;
      const factSchema = schemaAt(schema, path);
      if (
        typeof value === 'string' &&
        factSchema?.properties?.value?.pattern?.includes('\\d{4}') &&
        !realDay(value)
      )
        at(
          [...path, 'value'],
          `expected ${expected(factSchema.properties.value)} (found ${shown(value)}, no such day)`,
        );
      if (entry.sample !== true) continue;
      const sampleValue = factSchema?.properties?.value?.default;
      if (sampleValue !== undefined && JSON.stringify(sampleValue) !== JSON.stringify(value))
        at(
          [...path, 'sample'],
          `the value is no longer the sample (${shown(sampleValue)}): if it is the clinic's own, delete this "sample: true" line`,
        );
      samples.push({
        fact: path.join('.'),
        group,
        line: lineOf(doc, lines, [...path, 'sample']),
        description: factSchema?.description ?? '',
      });
    }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, facts, samples };
}

function problem(
  error: ErrorObject,
  at: (path: readonly string[], message: string) => void,
  schema: Schema,
): void {
  const path = error.instancePath.split('/').slice(1);
  const params = error.params as Record<string, unknown>;
  const found = (value: unknown) => ` (found ${shown(value)})`;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const wanted = schemaAt(schema, [...path, name]);
      at(path, `the fact "${name}" is missing: ${wanted?.description ?? 'write it'}`);
      return;
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys(schemaAt(schema, path)?.properties ?? {}).join(', ');
      at([...path, name], `not a fact this file knows (the facts here: ${known})`);
      return;
    }
    case 'const':
      at(path, 'write "sample: true", or delete the line once the value is the clinic\'s own');
      return;
    default:
      at(path, `expected ${expected(schemaAt(schema, path))}${found(error.data)}`);
  }
}

/** Reads the facts file of the repository at `root`. */
export function readFactsFile(root: string): FactsReading {
  return readFacts(readFileSync(join(root, factsFile), 'utf8'), readSchema(root));
}

/** The samples left in the facts file, each with its line, group and plain-English name. */
export function samplesLeft(root: string = process.cwd()): SampleLeft[] {
  const reading = readFactsFile(root);
  if (!reading.ok) throw new Error(reading.problems.join('\n'));
  return reading.samples;
}

/** The typed module the site reads, made from the facts. */
export function generatedModule(facts: FactsFile): string {
  const entry = ({ value, sample }: FactEntry) =>
    sample ? `sample(${JSON.stringify(value)})` : JSON.stringify(value);
  const groups = Object.entries(facts).map(
    ([group, entries]) =>
      `export const ${group} = {\n${Object.entries(entries)
        .map(([name, fact]) => `  ${name}: ${entry(fact)},`)
        .join('\n')}\n};\n`,
  );
  return `// Made by \`npm run facts\` from ${factsFile}: edit that file, not this one.\nimport { sample } from './sample.ts';\n\n${groups.join('\n')}`;
}

/** The typed module as committed: formatted as the repository formats it. */
export async function formattedModule(facts: FactsFile, root: string): Promise<string> {
  const target = join(root, generatedFile);
  return format(generatedModule(facts), { ...(await resolveConfig(target)), filepath: target });
}

/** Every mistake in the facts file, and whether the typed module still matches it. */
export async function factsProblems(root: string): Promise<string[]> {
  const reading = readFactsFile(root);
  if (!reading.ok) return reading.problems;
  const written = readFileSync(join(root, generatedFile), 'utf8');
  return written === (await formattedModule(reading.facts, root))
    ? []
    : [`${generatedFile} does not match ${factsFile}: run npm run facts`];
}
