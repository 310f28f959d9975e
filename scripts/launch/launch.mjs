#!/usr/bin/env node
/**
 * `npm run launch`: what is left between the site and a release (docs/launch.md). Exits non-zero
 * while anything is. The work is in launch.ts, run through Vite's module runner.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { module } = await runnerImport(join(root, 'scripts/launch/launch.ts'), {
  configFile: false,
  logLevel: 'error',
  root,
});
if (module.launch(root, (line) => console.log(line)) > 0) process.exitCode = 1;
