// Writes the mutation score that QA reads (docs/mutation.md, its generated section) from
// StrykerJS's JSON report: the score of each file and of all, every mutant that survived or that
// no test reaches, and every mutant left out as equivalent with its reason. `npm run mutate`
// (scripts/test/mutate.mjs) runs it after Stryker; given file names, it reads those reports
// together (runs of a few files each, `--mutate <file>`, whose files do not overlap).
//
//   node scripts/test/mutation-report.mjs [report.json ...] [--duration "1 h 20 min"]
import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { writeReportSection } from '../measure/report-section.mjs';

const args = process.argv.slice(2);
const durationAt = args.indexOf('--duration');
const duration = durationAt === -1 ? null : args.splice(durationAt, 2)[1];
const reports = args.length > 0 ? args : ['reports/mutation/mutation.json'];

/**
 * Every mutated file of every report, by its path from the project's root, with its mutants. A
 * mutant a later report has too (the same change of the same source line) is the later one's:
 * a run of some lines (`--mutate file:10-20`) after a run of the whole file.
 */
const files = new Map();
for (const report of reports) {
  const { files: reported, projectRoot } = JSON.parse(readFileSync(report, 'utf8'));
  for (const [name, file] of Object.entries(reported)) {
    // Stryker names a file from the project's root, or by its absolute path: either way the
    // same name, whichever directory the run was made in.
    const path = projectRoot && isAbsolute(name) ? relative(projectRoot, name) : name;
    // A line is named by its text and how many lines of the same text come before it.
    const seen = new Map();
    const lines = file.source.split('\n').map((line) => {
      const text = line.trim();
      seen.set(text, (seen.get(text) ?? 0) + 1);
      return `${text}#${seen.get(text)}`;
    });
    const key = (mutant) =>
      [
        lines[mutant.location.start.line - 1],
        mutant.location.start.column,
        lines[mutant.location.end.line - 1],
        mutant.location.end.column,
        mutant.mutatorName,
        mutant.replacement,
      ].join('|');
    const mutants = new Map(files.get(path)?.mutants.map((mutant) => [mutant.key, mutant]));
    for (const mutant of file.mutants) mutants.set(key(mutant), { ...mutant, key: key(mutant) });
    files.set(path, { mutants: [...mutants.values()] });
  }
}

const undetected = new Set(['Survived', 'NoCoverage']);

function count(mutants) {
  const by = (status) => mutants.filter((mutant) => mutant.status === status).length;
  const killed = by('Killed') + by('Timeout');
  const missed = by('Survived') + by('NoCoverage');
  return {
    total: mutants.length,
    killed,
    survived: by('Survived'),
    noCoverage: by('NoCoverage'),
    ignored: by('Ignored'),
    errors: by('RuntimeError') + by('CompileError'),
    score: killed + missed === 0 ? 100 : (100 * killed) / (killed + missed),
  };
}

const row = (name, c) =>
  `| ${name} | ${c.score.toFixed(2)} % | ${c.total} | ${c.killed} | ${c.survived} | ${c.noCoverage} | ${c.ignored} | ${c.errors} |`;

const paths = [...files.keys()].sort();
const all = paths.flatMap((path) => files.get(path).mutants);
const lines = [
  duration ? `Last run: ${duration}, one test process.` : '',
  '',
  '| file | score | mutants | killed | survived | no test reaches it | equivalent (left out) | errors |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...paths.map((path) => row(`\`${path}\``, count(files.get(path).mutants))),
  row('**all**', count(all)),
  '',
];

const at = (path, mutant) => `\`${path}:${mutant.location.start.line}\``;
const change = (mutant) =>
  `${mutant.mutatorName}: \`${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 90)}\``;

const missed = paths.flatMap((path) =>
  files
    .get(path)
    .mutants.filter((mutant) => undetected.has(mutant.status))
    .map((mutant) => `- ${at(path, mutant)} ${change(mutant)} (${mutant.status})`),
);
lines.push('### Not caught', '', ...(missed.length > 0 ? missed : ['None.']), '');

const equivalent = paths.flatMap((path) =>
  files
    .get(path)
    .mutants.filter((mutant) => mutant.status === 'Ignored')
    .map((mutant) => `- ${at(path, mutant)} ${change(mutant)}: ${mutant.statusReason ?? ''}`),
);
lines.push(
  '### Left out as equivalent',
  '',
  ...(equivalent.length > 0 ? equivalent : ['None.']),
  '',
);

await writeReportSection('docs/mutation.md', 'mutation-score', lines.join('\n'));
const total = count(all);
console.log(
  `mutation score ${total.score.toFixed(2)} %: ${total.killed} of ${total.killed + total.survived + total.noCoverage} mutants caught (docs/mutation.md)`,
);
