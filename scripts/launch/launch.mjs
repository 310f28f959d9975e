#!/usr/bin/env node
/**
 * `npm run launch`: what is left between the site and a release (docs/launch.md). Exits non-zero
 * while anything is. The work is in launch.ts.
 */
import { importModule, root } from '../runModule.mjs';

const module = await importModule('scripts/launch/launch.ts');
if (module.launch(root, (line) => console.log(line)) > 0) process.exitCode = 1;
