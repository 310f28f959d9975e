#!/usr/bin/env node
/**
 * `npm run review -- <page> --by <doctor>` records a clinical review, `--translation <lng>` a
 * translation check (docs/content.md). The work is in reviewCommand.ts, run through Vite's module
 * runner so that it reads the same TypeScript modules as the build.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { module } = await runnerImport(join(root, 'scripts/content/reviewCommand.ts'), {
  configFile: false,
  logLevel: 'error',
  root,
});
try {
  for (const line of module.review(process.argv.slice(2), { root })) console.log(line);
} catch (error) {
  console.error(`npm run review: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
