/**
 * The state-machine atlas, docs/state-machine.md, written from the code: the slices' fields
 * and their comments, the events, the transition tables' rows and the rules they name, and
 * diagrams of the states each reducer reaches from its initial state (explore.ts).
 * `npm run atlas` writes it; test/atlas/atlas.test.ts fails when the committed file differs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { events } from '../../src/state/events';
import { rules, ruleIds, type RuleId } from '../../test/rules';
import { handledEventTypes, merge, ruleProblems, type Row } from '../../test/transitionTable';
import { alphabet } from './alphabet';
import { transitionTables, type CollectedTable } from './collectTables';
import { eventName, explore, regionGraph, type Exploration, type SliceModel } from './explore';
import { sliceModelsOf } from './slices';

export const atlasPath = 'docs/state-machine.md';

/** A value as it is written in a test: 'text', 3, null, { key: value }. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([key, v]) => `${key}: ${formatValue(v)}`).join(', ')} }`;
}

/** An event as it is dispatched: `pageVisited('/hi/')`, `serviceChosen({ treatment: 'botox' })`. */
function formatEvent(action: UnknownAction): string {
  const name = eventName(action.type);
  if (!(name in events)) return `an action of another type ('${action.type}')`;
  const payload = (action as { payload?: unknown }).payload;
  if (name === 'pageVisited') return `pageVisited('${(payload as { path: string }).path}')`;
  return payload === undefined ? `${name}()` : `${name}(${formatValue(payload)})`;
}

/** Field paths and values: `{ uiPanels: { menuOpen: true } }` is `uiPanels.menuOpen true`. */
function formatFields(partial: unknown, prefix = ''): string[] {
  if (typeof partial !== 'object' || partial === null || Array.isArray(partial)) {
    return [`${prefix} ${formatValue(partial)}`];
  }
  const entries = Object.entries(partial as Record<string, unknown>);
  if (prefix !== '' && (entries.length === 0 || prefix.endsWith('slides'))) {
    return [`${prefix} ${formatValue(partial)}`];
  }
  return entries.flatMap(([key, value]) => formatFields(value, prefix ? `${prefix}.${key}` : key));
}

/** The fields that differ between two states, as `path value` (the value after). */
export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(before) && isObject(after) && !prefix.endsWith('slides')) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys
      .filter((key) => !Object.is(before[key], after[key]))
      .map((key) => `${prefix}.${key} ${formatValue(after[key])}`);
  }
  return Object.is(before, after) || JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [`${prefix} ${formatValue(after)}`];
}

/**
 * A row as a sentence: its prior state, its event, and what the reducer does with them now.
 * Written from the reducer's answer, not from the row's expectation, so a broken rule changes
 * the sentence (with the rules the row names) and the atlas check shows it.
 */
function rowSentence(table: CollectedTable, row: Row<unknown>): string {
  const [title, prior, event, , shown = []] = row;
  const before = merge(table.initial, prior);
  const to = changedFields(before, table.reducer(before, event));
  const from = formatFields(prior);
  return `- ${title}: from ${from.length ? from.join(', ') : 'the initial state'}, \`${formatEvent(event)}\` ${
    to.length ? `sets ${to.join(', ')}` : 'changes nothing'
  }. _(${shown.join(', ')})_`;
}

/** The comment and type of each field of a state interface, read from the slice's source. */
function stateFields(
  file: string,
  name: string,
): { field: string; type: string; meaning: string }[] {
  const source = readFileSync(file, 'utf8');
  const body = new RegExp(`export interface ${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(source)?.[1];
  if (body === undefined) throw new Error(`${file} has no interface ${name}`);
  const fields: { field: string; type: string; meaning: string }[] = [];
  const pattern = /(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?^ {2}(\w+): ([^;]+);/gm;
  for (const match of body.matchAll(pattern)) {
    const meaning = (match[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
    fields.push({ field: match[2] ?? '', type: (match[3] ?? '').replace(/\s+/g, ' '), meaning });
  }
  return fields;
}

/** What each event's comment in events.ts says. */
function eventComments(): Map<string, string> {
  const source = readFileSync('src/state/events.ts', 'utf8');
  const comments = new Map<string, string>();
  const pattern = /(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?export const (\w+) = createAction/g;
  for (const match of source.matchAll(pattern)) {
    const text = (match[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
    comments.set(match[2] ?? '', text);
  }
  return comments;
}

/** The events no code outside the events and the reducers dispatches (tests left out). */
function undispatchedEvents(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|Slice\.ts$/.test(entry.name))
        files.push(path);
    }
  };
  walk('src');
  const sources = files
    .filter((file) => file !== join('src', 'state', 'events.ts'))
    .map((file) => readFileSync(file, 'utf8'));
  return Object.keys(events).filter(
    (name) => !sources.some((source) => new RegExp(`\\b${name}\\(`).test(source)),
  );
}

const mermaidId = (index: number) => `s${index}`;

function diagram<S>(model: SliceModel<S>, walk: Exploration<S>, regionIndex: number): string[] {
  const region = model.regions[regionIndex];
  if (!region) return [];
  const graph = regionGraph(region, walk);
  const ids = new Map(graph.boxes.map((box, index) => [box, mermaidId(index)]));
  const initialBox = region.box((model.normalize ?? ((s: S) => s))(model.initial));
  const lines = ['```mermaid', 'stateDiagram-v2'];
  graph.boxes.forEach((box, index) => {
    const size = graph.sizes.get(box) ?? 0;
    const label = region.grouping && size > 1 ? `${box} (${size} states)` : box;
    // Mermaid ends a label at a double quote.
    lines.push(`  state "${label.replace(/"/g, "'")}" as ${mermaidId(index)}`);
  });
  if (graph.edges.some((edge) => edge.from === 'any'))
    lines.push('  state "from any other state" as any');
  lines.push(`  [*] --> ${ids.get(initialBox) ?? 's0'}`);
  for (const edge of graph.edges) {
    const from = edge.from === 'any' ? 'any' : ids.get(edge.from);
    lines.push(`  ${from} --> ${ids.get(edge.to)}: ${edge.events.join(', ')}`);
  }
  lines.push('```', '');
  return lines;
}

function carouselTable(walk: Exploration<unknown>): string[] {
  const reached = new Map<string, Map<number, Set<string>>>();
  for (const { from, action, to } of walk.transitions) {
    const before = (from as { slides: Record<string, number> }).slides;
    for (const [carousel, index] of Object.entries(
      (to as { slides: Record<string, number> }).slides,
    )) {
      if (before[carousel] === index) continue;
      let positions = reached.get(carousel);
      if (!positions) reached.set(carousel, (positions = new Map<number, Set<string>>()));
      let by = positions.get(index);
      if (!by) positions.set(index, (by = new Set()));
      by.add(eventName(action.type));
    }
  }
  const lines = ['| carousel | positions reached | moved by |', '| --- | --- | --- |'];
  for (const [carousel, positions] of [...reached.entries()].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const indices = [...positions.keys()].sort((a, b) => a - b);
    const by = [...new Set([...positions.values()].flatMap((set) => [...set]))].sort();
    lines.push(`| ${carousel} | ${indices.join(', ')} | ${by.join(', ')} |`);
  }
  return [...lines, ''];
}

export interface Atlas {
  markdown: string;
  /** What must be fixed before the atlas can be trusted: each names a rule, row or slice. */
  problems: string[];
}

export function generateAtlas(): Atlas {
  const tables = transitionTables;
  const problems: string[] = [];
  const sliceModels = sliceModelsOf();

  // The requirements matrix: rule -> rows.
  const rowsOf = new Map<RuleId, { table: CollectedTable; title: string }[]>(
    ruleIds.map((id) => [id, []]),
  );
  for (const table of tables) {
    for (const row of table.rows) {
      for (const problem of ruleProblems(row))
        problems.push(`${table.file}, row "${row[0]}" ${problem}`);
      for (const id of row[4] ?? []) rowsOf.get(id)?.push({ table, title: row[0] });
    }
  }
  for (const [id, shown] of rowsOf) {
    if (shown.length === 0 && rules[id].source !== 'project') {
      problems.push(`rule ${id} (${rules[id].sentence}) has no row in any transition table`);
    }
  }

  const commentOf = eventComments();
  // Every event with every meaningful payload, and every event a table row dispatches: an event
  // added since alphabet.ts was written is walked with the payloads its rows give it.
  const seenEvents = new Set<string>();
  const alphabetEvents = [
    ...alphabet(),
    ...tables.flatMap((table) => table.rows.map((row) => row[2])),
  ].filter((action) => {
    const key = JSON.stringify(action);
    if (
      seenEvents.has(key) ||
      !Object.values(events).some((creator) => creator.type === action.type)
    ) {
      return false;
    }
    seenEvents.add(key);
    return true;
  });
  const answers = (model: SliceModel<unknown>, walk: Exploration<unknown>): string[] =>
    model.transitions
      ? handledEventTypes(model.transitions)
      : [
          ...new Set(
            walk.transitions
              .filter(({ from, to }) => JSON.stringify(from) !== JSON.stringify(to))
              .map(({ action }) => action.type),
          ),
        ];
  const walks = sliceModels.map((model) => explore(model, alphabetEvents));
  const handledBy = sliceModels.map((model, index) =>
    answers(model, walks[index] ?? { states: [], transitions: [] }),
  );
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);

  push(
    '# The state machine: an atlas drawn from the code',
    '',
    '<!-- Written by `npm run atlas` (scripts/atlas/) from the slices, the events, the transition tables and test/rules.ts. Do not edit: `npm test` fails when this file is not what the code produces. -->',
    '',
    'The interface state is five small state machines, one per slice. Everything here is read from the code or found by running it, so it cannot drift from what the site does: `npm test` regenerates this file and fails, showing the difference, when the committed one is not current.',
    '',
    '**Reading it (QA).** Each slice below lists its fields, the events it answers, a diagram of the states its reducer actually reaches from its initial state (found by running the reducer over every event with every meaningful payload: every category, treatment, doctor, carousel slide, navbar item, panel and language, a scroll at, below and beyond 125 px, every page in every language and a 404 address), and every row of its transition table as a sentence. A row is a test: from the prior state, the event gives exactly the named changes, every other field unchanged. Each row ends with the rules it shows (test/rules.ts); the [requirements matrix](#requirements-matrix) lists, for every sentence of spec §4 and §9 and every rule of the project, the rows that prove it, and the tests fail when a spec rule has none. In the diagrams an arrow is drawn only when an event changes the box; an event that leads to the same box from every other one is drawn once, from "from any other state"; an event marked * moves that way from only some of the states the box stands for (it depends on the payload, on the exact state or on the other regions: the rows say when).',
    '',
    "**Turning a Redux DevTools session into a test (developers).** In the extension, press Export (the down arrow): it saves the session as JSON. `npm run replay -- <file>` replays it through `makeStore`, prints each step as the visitor's act and the fields it changed, checks the invariants of test/invariants.ts after every step, and exits non-zero naming the step (and the table rows, with their rules, that the event now fails) when one breaks or when a step's state differs from the recorded one. Save the file under test/sessions/ and `npm test` replays it as a regression test, comparing every step with the state saved in the file. A plain JSON array of actions is accepted too. `npm run record-sessions` records the sessions in test/sessions/ again in Chromium (scripts/atlas/record-session.mjs).",
    '',
    '## Contents',
    '',
    '- [Events](#events)',
    ...sliceModels.map((model) => `- [${model.name}](#${model.name.toLowerCase()})`),
    '- [Across the slices](#across-the-slices)',
    '- [Declared but never reached](#declared-but-never-reached)',
    '- [Requirements matrix](#requirements-matrix)',
    '',
    '## Events',
    '',
    'One visitor act is one event (src/state/events.ts). The slices that answer each:',
    '',
    '| event | what it means | answered by |',
    '| --- | --- | --- |',
  );
  for (const [name, creator] of Object.entries(events)) {
    const answering = sliceModels
      .filter((_model, index) => handledBy[index]?.includes(creator.type))
      .map((model) => model.name);
    push(`| \`${creator.type}\` | ${commentOf.get(name) ?? ''} | ${answering.join(', ')} |`);
  }
  push('');

  sliceModels.forEach((model, index) => {
    const walk = walks[index];
    if (!walk) return;
    const handled = handledBy[index] ?? [];
    push(
      `## ${model.name}`,
      '',
      `Source: \`${model.file}\`. Initial state: \`${formatValue(model.initial)}\`.`,
      '',
    );
    push('| field | type | meaning |', '| --- | --- | --- |');
    for (const { field, type, meaning } of stateFields(model.file, model.stateInterface)) {
      push(
        `| \`${field}\` | \`${type.replace(/\|/g, '\\|')}\` | ${meaning || '(no comment in the source)'} |`,
      );
    }
    push(
      '',
      `Events it answers: ${handled.map((type) => `\`${eventName(type)}\``).join(', ')}.`,
      '',
    );
    push(
      `Reached: ${walk.states.length} states${model.normalize ? ' (carousel positions left out, see below)' : ''}, by running the reducer over ${alphabetEvents.length} events from each state found.`,
      '',
    );
    model.regions.forEach((region, regionIndex) => {
      push(`### ${model.name}: ${region.title}`, '');
      if (region.grouping) push(`Grouped: ${region.grouping}.`, '');
      push(...diagram(model, walk, regionIndex));
    });
    if (model.name === 'services') {
      push(
        '### services: the carousels',
        '',
        "Each carousel keeps its own position; no selection rule reads one, so they are drawn apart from the selection, as the positions the reducer's answers reach:",
        '',
        ...carouselTable(walk),
      );
    }
    const own = tables.filter((table) => table.slice === model.name);
    for (const table of own) {
      push(`### ${model.name}: the rows (${table.rows.length}, \`${table.file}\`)`, '');
      push(...table.rows.map((row) => rowSentence(table, row)), '');
    }
  });

  push('## Across the slices', '');
  for (const table of tables.filter((t) => t.slice === undefined)) {
    push(`### ${table.name} (${table.rows.length} rows, \`${table.file}\`)`, '');
    const sentences = table.rows.map((row) => rowSentence(table, row));
    if (sentences.length > 60) {
      push('<details><summary>Every row</summary>', '', ...sentences, '', '</details>', '');
    } else {
      push(...sentences, '');
    }
  }

  push('## Declared but never reached', '');
  push(
    'What the types or the events declare and the walk above never reached from the initial state, with why. Anything listed here without a reason is a bug or dead code.',
    '',
  );
  const unreachedLines: string[] = [];
  sliceModels.forEach((model, index) => {
    const walk = walks[index];
    if (!walk) return;
    for (const region of model.regions) {
      for (const box of regionGraph(region, walk).unreached) {
        unreachedLines.push(`- ${model.name}, ${region.title}: "${box}"`);
      }
    }
    const answers = walk.transitions.map((t) => t.to);
    for (const check of model.values) {
      const seen = new Set([...walk.states, ...answers].flatMap(check.of));
      for (const value of check.declared.filter((v) => !seen.has(v))) {
        const why = check.explain?.(value);
        unreachedLines.push(`- ${model.name}.${check.label}: ${value}${why ? `: ${why}` : ''}`);
      }
    }
    const changing = new Set(
      walk.transitions
        .filter(({ from, to }) => JSON.stringify(from) !== JSON.stringify(to))
        .map(({ action }) => action.type),
    );
    for (const type of handledBy[index] ?? []) {
      if (!changing.has(type))
        unreachedLines.push(
          `- ${model.name} answers \`${eventName(type)}\` but it never changes the state`,
        );
    }
  });
  const anyChange = new Set(
    walks.flatMap((walk) =>
      walk.transitions
        .filter(({ from, to }) => JSON.stringify(from) !== JSON.stringify(to))
        .map(({ action }) => action.type),
    ),
  );
  for (const creator of Object.values(events)) {
    if (!anyChange.has(creator.type)) unreachedLines.push(`- \`${creator.type}\` changes no slice`);
  }
  for (const name of undispatchedEvents())
    unreachedLines.push(`- \`${name}\` is dispatched by no code in src/`);
  push(
    ...(unreachedLines.length
      ? unreachedLines
      : ['Nothing: every declared state, value and event is reached.']),
    '',
  );

  push('## Requirements matrix', '');
  push(
    'Every rule of test/rules.ts, with the table rows that show it. A spec rule (§4, §9) with no row fails the tests; so does a row naming no rule or an unknown one.',
    '',
  );
  for (const id of ruleIds) {
    const shown = rowsOf.get(id) ?? [];
    push(`### ${id}`, '', `${rules[id].source}: ${rules[id].sentence}`, '');
    if (shown.length === 0) {
      push('No row.', '');
      continue;
    }
    const byTable = new Map<CollectedTable, string[]>();
    for (const { table, title } of shown)
      byTable.set(table, [...(byTable.get(table) ?? []), title]);
    for (const [table, titles] of byTable) {
      if (titles.length > 12)
        push(
          `- ${table.name} (\`${table.file}\`): ${titles.length} rows, ${titles.slice(0, 3).join('; ')}; …`,
        );
      else push(`- ${table.name} (\`${table.file}\`): ${titles.join('; ')}`);
    }
    push('');
  }

  const markdown = `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
  return { markdown, problems };
}

/** The lines of `a` and of `b` outside their longest common subsequence: what changed. */
function changedLines(
  a: readonly string[],
  b: readonly string[],
): { line: number; text: string; sign: '-' | '+' }[] {
  // Common lines at both ends first: the table of the rest stays small.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const rows = endA - start;
  const cols = endB - start;
  // lcs(i, j): the longest common subsequence of a[start + i ..] and b[start + j ..].
  const table = new Uint32Array((rows + 1) * (cols + 1));
  const lcs = (i: number, j: number) => table[i * (cols + 1) + j] ?? 0;
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      table[i * (cols + 1) + j] =
        a[start + i] === b[start + j]
          ? lcs(i + 1, j + 1) + 1
          : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  const changes: { line: number; text: string; sign: '-' | '+' }[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && a[start + i] === b[start + j]) {
      i++;
      j++;
    } else if (i < rows && (j === cols || lcs(i + 1, j) >= lcs(i, j + 1))) {
      changes.push({ line: start + i + 1, text: a[start + i] ?? '', sign: '-' });
      i++;
    } else {
      changes.push({ line: start + j + 1, text: b[start + j] ?? '', sign: '+' });
      j++;
    }
  }
  return changes;
}

/** What differs between the committed atlas and the generated one, by section, with the rules. */
export function describeDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const changes = changedLines(a, b);
  const sectionOf = (lines: readonly string[], line: number) =>
    lines
      .slice(0, line)
      .reverse()
      .find((text) => text.startsWith('#')) ?? '(the top)';
  const limit = 40;
  const out = [
    `${atlasPath} is not what the code produces (run \`npm run atlas\`): ${changes.length} lines differ.`,
  ];
  let section = '';
  for (const change of changes.slice(0, limit)) {
    const here = sectionOf(change.sign === '-' ? a : b, change.line);
    if (here !== section) out.push(`under "${here}":`);
    section = here;
    out.push(`${change.sign} ${change.text}`);
  }
  if (changes.length > limit) out.push(`… and ${changes.length - limit} more`);
  const named = [
    ...new Set(changes.flatMap(({ text }) => text.match(/\b[SP]\d?\.[\w.-]+\w/g) ?? [])),
  ].filter((id) => id in rules);
  if (named.length) out.push(`Rules named in the lines that differ: ${named.join(', ')}`);
  return out.join('\n');
}
