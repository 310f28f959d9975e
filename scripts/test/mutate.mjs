// `npm run mutate`: StrykerJS over the state machine (stryker.config.json), then the score
// written into docs/mutation.md with how long the run took. Arguments go to `stryker run`,
// e.g. `npm run mutate -- --mutate src/app/address.ts` for one file (its report then holds that
// file alone: write docs/mutation.md from a whole run).
import { spawnSync } from 'node:child_process';

const started = performance.now();
const stryker = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (stryker.status !== 0) process.exit(stryker.status ?? 1);
const minutes = Math.round((performance.now() - started) / 60_000);
const report = spawnSync(
  'node',
  [
    'scripts/test/mutation-report.mjs',
    '--duration',
    `${minutes} min on ${new Date().toISOString().slice(0, 10)}`,
  ],
  { stdio: 'inherit' },
);
process.exit(report.status ?? 1);
