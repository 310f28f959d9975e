#!/usr/bin/env node
/**
 * `npm run facts` checks src/content/clinic-facts.yaml and writes the modules the site reads from
 * it (clinicFactsFile.ts's `generatedModules`); `npm run facts:check` (`--check`) only checks, and
 * fails if those modules no longer match the file. Each mistake is one line: file:line: fact:
 * what is expected. The work is in clinicFactsFile.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importModule, root } from '../runModule.mjs';

const module = await importModule('scripts/facts/clinicFactsFile.ts');
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
