#!/usr/bin/env node
/**
 * `npm run review -- --pack <pack>` records the review or translation check signed on a pack
 * (docs/launch.md); `npm run review` lists what is left. The work is in reviewCommand.ts.
 */
import { importModule, root } from '../runModule.mjs';

const module = await importModule('scripts/content/reviewCommand.ts');
try {
  for (const line of module.review(process.argv.slice(2), { root })) console.log(line);
} catch (error) {
  console.error(`npm run review: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
