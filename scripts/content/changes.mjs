#!/usr/bin/env node
/**
 * `npm run changes` records which pages' texts changed, and when (src/content/pageChanges.json);
 * `npm run changes -- --from-history` writes the record again from git's history. The work is in
 * changesCommand.ts.
 */
import { importModule, root } from '../runModule.mjs';

const module = await importModule('scripts/content/changesCommand.ts');
for (const line of module.changes(process.argv.slice(2), root)) console.log(line);
