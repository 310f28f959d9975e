/**
 * The atlas's commands, run by scripts/atlas/run.mjs (Vite's module runner loads the
 * TypeScript): `atlas` writes docs/state-machine.md, `atlas --check` only compares it,
 * `replay <file>` replays a Redux DevTools export.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { atlasPath, describeDifference, generateAtlas } from './atlas';
import { replayFile } from './replay';

export function main(args: readonly string[]): number {
  const [command, ...rest] = args;
  if (command === 'atlas') {
    const { markdown, problems } = generateAtlas();
    for (const problem of problems) console.error(`atlas: ${problem}`);
    if (rest.includes('--check')) {
      const committed = readFileSync(atlasPath, 'utf8');
      if (committed !== markdown) {
        console.error(describeDifference(committed, markdown));
        return 1;
      }
      console.log(`${atlasPath} is current.`);
    } else {
      writeFileSync(atlasPath, markdown);
      console.log(`Wrote ${atlasPath} (${markdown.split('\n').length} lines).`);
    }
    return problems.length ? 1 : 0;
  }
  if (command === 'replay') {
    const files = rest.filter((arg) => arg !== '--');
    if (files.length === 0) {
      console.error('usage: npm run replay -- <session.json> [more.json …]');
      return 2;
    }
    let failed = 0;
    for (const file of files) {
      const result = replayFile(file, (line) => console.log(line));
      if (!result.ok) {
        for (const failure of result.failures) console.error(failure);
        failed++;
      }
    }
    return failed ? 1 : 0;
  }
  console.error('usage: run.mjs atlas [--check] | replay <file>');
  return 2;
}
