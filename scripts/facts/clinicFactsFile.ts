/**
 * Reads src/content/clinic-facts.yaml, checks it against clinic-facts.schema.json and answers
 * each mistake as `file:line: fact: what is expected (found …)`, never a stack trace. It also
 * writes the typed modules the site reads (`generatedModules`): committed files, because the
 * build's own config (vite-plugins/) imports the facts before any Vite plugin could serve a
 * virtual module, and one module per file the facts came from keeps today's imports, so
 * today's chunks (vite.config.ts: the fees and the visit's facts stay out of every page's code).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { format, resolveConfig } from 'prettier';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';

export const factsFile = 'src/content/clinic-facts.yaml';
export const schemaFile = 'src/content/clinic-facts.schema.json';

/** The modules made from the file: each export is one of its groups. */
export const generatedModules = [
  {
    file: 'src/content/clinicFacts.generated.ts',
    exports: { siteFacts: 'site', factsInWords: 'inWords' },
  },
  { file: 'src/content/visitFacts.generated.ts', exports: { visitFacts: 'visit' } },
  { file: 'src/content/fees.generated.ts', exports: { feeFacts: 'fees' } },
  { file: 'src/content/promises.generated.ts', exports: { promiseFacts: 'promises' } },
  { file: 'src/content/confirmedOn.generated.ts', exports: { confirmedOn: 'confirmedOn' } },
] as const;

interface Schema {
  $ref?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  definitions?: Record<string, Schema>;
  examples?: unknown[];
  default?: unknown;
  pattern?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
}

/** A fact as the file writes it: its value, and whether it is still a sample. */
export interface FactEntry {
  value: unknown;
  sample?: true;
}

/** Facts and groups of facts, by name (`site`, then `phone`). */
export interface FactGroup {
  [name: string]: FactEntry | FactGroup;
}

export interface SampleLeft {
  /** The fact's name, e.g. `site.phone` or `fees.treatments.botox`. */
  fact: string;
  /** The group of the file it belongs to, e.g. `site`. */
  group: string;
  /** The line of `src/content/clinic-facts.yaml` holding its `sample: true`. */
  line: number;
  /** What it is, in plain English, from the schema. */
  description: string;
}

export type FactsReading =
  { ok: true; facts: FactGroup; samples: SampleLeft[] } | { ok: false; problems: string[] };

const readSchema = (root: string): Schema =>
  JSON.parse(readFileSync(join(root, schemaFile), 'utf8')) as Schema;

/** `schema` with its `$ref` (`#/definitions/…`) followed. */
function resolved(schema: Schema | undefined, top: Schema): Schema | undefined {
  const name = schema?.$ref?.replace('#/definitions/', '');
  return name === undefined ? schema : { ...top.definitions?.[name], ...schema, $ref: undefined };
}

function schemaAt(top: Schema, path: readonly string[]): Schema | undefined {
  let at: Schema | undefined = top;
  for (const key of path) at = resolved(/^\d+$/.test(key) ? at?.items : at?.properties?.[key], top);
  return at;
}

/** Whether `schema` is a fact's: a value, and perhaps `sample: true`. */
const isFact = (schema: Schema | undefined) => schema?.properties?.value !== undefined;

/** The line of the deepest key of `path` that the file writes (the group's, if a fact is absent). */
function lineOf(doc: Document, lines: LineCounter, path: readonly string[]): number {
  let node: unknown = doc.contents;
  let line = 1;
  for (const key of path) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
    const offset = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    if (pair === undefined || offset === undefined) break;
    line = lines.linePos(offset).line;
    node = pair.value;
  }
  return line;
}

const shown = (value: unknown): string => JSON.stringify(value);
const dayPattern = '^\\d{4}-\\d{2}-\\d{2}$';

function expected(schema: Schema | undefined): string {
  if (schema?.pattern === dayPattern) return 'a day written YYYY-MM-DD, e.g. 2026-11-26';
  if (schema?.enum) return `one of ${schema.enum.map((item) => String(item)).join(', ')}`;
  const example = schema?.examples?.[0];
  const kind =
    schema?.type === 'integer'
      ? 'a whole number'
      : schema?.type === 'object'
        ? 'a group of values'
        : schema?.type === 'array'
          ? 'a list'
          : `a ${schema?.type ?? 'value'}`;
  const said = schema?.description?.replace(/\.$/, '');
  const what = said ? `${kind} (${said.charAt(0).toLowerCase()}${said.slice(1)})` : kind;
  return example === undefined
    ? what
    : `${what}, e.g. ${typeof example === 'string' ? example : JSON.stringify(example)}`;
}

function realDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The paths, within `value`, of every day written YYYY-MM-DD that is no day of the calendar. */
function impossibleDays(value: unknown, schema: Schema | undefined, top: Schema): string[][] {
  const at = resolved(schema, top);
  if (typeof value === 'string') return at?.pattern === dayPattern && !realDay(value) ? [[]] : [];
  const inner = (key: string, item: unknown, itemSchema: Schema | undefined) =>
    impossibleDays(item, itemSchema, top).map((path) => [key, ...path]);
  if (Array.isArray(value)) return value.flatMap((item, i) => inner(String(i), item, at?.items));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => inner(key, item, at?.properties?.[key]));
  return [];
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
    const errors = validate.errors ?? [];
    // A value that fits no choice of a `oneOf` is answered once, by the `oneOf`.
    for (const error of errors.filter((e) => !e.schemaPath.includes('/oneOf/')))
      problem(error, at, schema);
    return { ok: false, problems: [...new Set(problems)] };
  }
  const samples: SampleLeft[] = [];
  const visit = (entries: FactGroup, path: readonly string[]) => {
    for (const [name, entry] of Object.entries(entries)) {
      const factPath = [...path, name];
      const factSchema = schemaAt(schema, factPath);
      if (!isFact(factSchema)) {
        visit(entry as FactGroup, factPath);
        continue;
      }
      const { value, sample } = entry as FactEntry;
      for (const day of impossibleDays(value, factSchema?.properties?.value, schema))
        at(
          [...factPath, 'value', ...day],
          `expected a day written YYYY-MM-DD, e.g. 2026-11-26 (found ${shown(
            day.reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], value),
          )}, no such day)`,
        );
      if (sample !== true) continue;
      const sampleValue = (factSchema?.default as FactEntry | undefined)?.value;
      if (sampleValue !== undefined && shown(sampleValue) !== shown(value))
        at(
          [...factPath, 'sample'],
          `the value is no longer the sample (${shown(sampleValue)}): if it is the clinic's own, delete this "sample: true" line`,
        );
      samples.push({
        fact: factPath.join('.'),
        group: factPath[0] ?? '',
        line: lineOf(doc, lines, [...factPath, 'sample']),
        description: factSchema?.description ?? '',
      });
    }
  };
  const facts = data as FactGroup;
  visit(facts, []);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, facts, samples };
}

function problem(
  error: ErrorObject,
  at: (path: readonly string[], message: string) => void,
  schema: Schema,
): void {
  const path = error.instancePath.split('/').slice(1);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const wanted = schemaAt(schema, [...path, name]);
      at(path, `the fact "${name}" is missing: ${wanted?.description ?? 'write it'}`);
      return;
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      if (name === 'sample') {
        at(
          [...path, name],
          '"sample: true" belongs beside a value, under its fact\'s name, not on a group of facts',
        );
        return;
      }
      const known = Object.keys(schemaAt(schema, path)?.properties ?? {}).join(', ');
      at([...path, name], `not a name this file knows (the names here: ${known})`);
      return;
    }
    case 'const':
      if (path.at(-1) === 'sample') {
        at(path, 'write "sample: true", or delete the line once the value is the clinic\'s own');
        return;
      }
  }
  at(path, `expected ${expected(schemaAt(schema, path))} (found ${shown(error.data)})`);
}

/** Reads the facts file of the repository at `root`. */
export function readFactsFile(root: string): FactsReading {
  return readFacts(readFileSync(join(root, factsFile), 'utf8'), readSchema(root));
}

/**
 * The samples left in the facts file, each with its line, group and plain-English name: what
 * the release build refuses (with VITE_SITE_URL and VITE_HOST, which are no facts of the file).
 */
export function samplesLeft(root: string = process.cwd()): SampleLeft[] {
  const reading = readFactsFile(root);
  if (!reading.ok) throw new Error(reading.problems.join('\n'));
  return reading.samples;
}

const isEntry = (node: FactEntry | FactGroup): node is FactEntry =>
  'value' in node && Object.keys(node).every((key) => key === 'value' || key === 'sample');

/**
 * A sample fee written as a call (`range(1000, 12000)`, `afterConsultation()`): the fees page's
 * code carries some fifty, and a call is fewer bytes than its object.
 */
const feeShorthands = {
  range: 'const range = (from: number, to: number) => sample({ from, to });',
  afterConsultation: "const afterConsultation = () => sample('after-consultation');",
};

function shorthand({ value }: FactEntry): string | undefined {
  if (value === 'after-consultation') return 'afterConsultation()';
  if (typeof value !== 'object' || value === null) return undefined;
  const { from, to, ...rest } = value as Record<string, unknown>;
  return typeof from === 'number' && typeof to === 'number' && Object.keys(rest).length === 0
    ? `range(${String(from)}, ${String(to)})`
    : undefined;
}

/** A group of facts as TypeScript: each value, or `sample(value)` while it is one. */
function written(group: FactGroup, path: string): string {
  const entries = Object.entries(group).map(([name, node]) => {
    const code = isEntry(node)
      ? node.sample
        ? ((path === 'fees.treatments' ? shorthand(node) : undefined) ??
          `sample(${JSON.stringify(node.value)})`)
        : JSON.stringify(node.value)
      : written(node, `${path}.${name}`);
    return `${JSON.stringify(name)}: ${code},`;
  });
  return `{\n${entries.join('\n')}\n}`;
}

/** The typed modules the site reads, made from the facts: each module's file and its code. */
export function generatedCode(facts: FactGroup): { file: string; code: string }[] {
  return generatedModules.map(({ file, exports }) => {
    const constants = Object.entries(exports).map(
      ([name, group]) =>
        `export const ${name} = ${written(facts[group] as FactGroup, group)} as const;\n`,
    );
    const code = constants.join('\n');
    const helpers = Object.entries(feeShorthands)
      .filter(([name]) => code.includes(`${name}(`))
      .map(([, helper]) => `${helper}\n`);
    const imports =
      code.includes('sample(') || helpers.length > 0
        ? "import { sample } from './sample.ts';\n\n"
        : '';
    return {
      file,
      code: `// Made by \`npm run facts\` from ${factsFile}: edit that file, not this one.\n${imports}${helpers.join('')}${helpers.length > 0 ? '\n' : ''}${code}`,
    };
  });
}

/** The typed modules as committed: formatted as the repository formats them. */
export async function formattedModules(
  facts: FactGroup,
  root: string,
): Promise<{ file: string; code: string }[]> {
  return Promise.all(
    generatedCode(facts).map(async ({ file, code }) => {
      const target = join(root, file);
      return {
        file,
        code: await format(code, { ...(await resolveConfig(target)), filepath: target }),
      };
    }),
  );
}

/** Every mistake in the facts file, and whether the typed modules still match it. */
export async function factsProblems(root: string): Promise<string[]> {
  const reading = readFactsFile(root);
  if (!reading.ok) return reading.problems;
  const modules = await formattedModules(reading.facts, root);
  return modules.flatMap(({ file, code }) => {
    let written: string | undefined;
    try {
      written = readFileSync(join(root, file), 'utf8');
    } catch {
      // absent: out of step too
    }
    return written === code ? [] : [`${file} does not match ${factsFile}: run npm run facts`];
  });
}
