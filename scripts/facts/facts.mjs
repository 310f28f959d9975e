#!/usr/bin/env node
/**
 * `npm run facts` checks src/content/clinic-facts.yaml and writes the module the site reads from
 * it (src/content/clinicFacts.generated.ts); `npm run facts:check` (`--check`) only checks, and
 * fails if that module no longer matches the file. Each mistake is one line: file:line: fact:
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
const reading = module.readFactsFile(root);
const problems = !reading.ok
  ? reading.problems
  : process.argv.includes('--check')
    ? await module.factsProblems(root)
    : [];
if (problems.length > 0) {
  for (const line of problems) console.error(line);
  process.exit(1);
}
if (!process.argv.includes('--check'))
  writeFileSync(
    join(root, module.generatedFile),
    await module.formattedModule(reading.facts, root),
  );
console.log(`${module.factsFile}: ${String(reading.samples.length)} samples left`);
for (const { fact, line } of reading.samples)
  console.log(`  - ${module.factsFile}:${String(line)}: ${fact}`);
