#!/usr/bin/env node
/**
 * `npm run facts` checks src/content/clinic-facts.yaml and writes the modules the site reads from
 * it (clinicFactsFile.ts's `generatedModules`); `npm run facts:check` (`--check`) only checks, and
 * fails if those modules no longer match the file. Each mistake is one line: file:line: fact:
 * what is expected. The work is in clinicFactsFile.ts, run through Vite's module runner.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { module } = await runnerImport(join(root, 'scripts/facts/clinicFactsFile.ts'), {
  configFile: false,
  logLevel: 'error',
  root,
});
const check = process.argv.includes('--check');
const reading = module.readFactsFile(root);
const problems = !reading.ok ? reading.problems : check ? await module.factsProblems(root) : [];
if (problems.length > 0) {
  for (const line of problems) console.error(line);
  process.exit(1);
}
if (!check)
  for (const { file, code } of await module.formattedModules(reading.facts, root))
    writeFileSync(join(root, file), code);
console.log(`${module.factsFile}: ${String(reading.samples.length)} samples left`);
for (const { fact, line } of reading.samples)
  console.log(`  - ${module.factsFile}:${String(line)}: ${fact}`);
