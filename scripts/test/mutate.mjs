// `npm run mutate`: StrykerJS over the state machine (stryker.config.json), then the score
// written into docs/mutation.md with how long the run took. Arguments go to `stryker run`,
// e.g. `npm run mutate -- --mutate src/state/address.ts` for one file (its report then holds that
// file alone: write docs/mutation.md from a whole run).
//
// With `--incremental`, Stryker starts from the committed report of the last run,
// test/mutation/stryker-incremental.json.gz (gzip: the JSON, which holds the source of every
// file it read, is 2.3 MB), unpacked to reports/ (git-ignored), and runs again only the mutants
// whose code or tests changed; the report is packed back afterwards. `--ci` (npm run
// mutate:ci) writes neither the report nor docs/mutation.md: it only fails under 95 %.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

const packed = 'test/mutation/stryker-incremental.json.gz';
const unpacked = 'reports/stryker-incremental.json';
const args = process.argv.slice(2);
const ci = args.includes('--ci');
const incremental = args.includes('--incremental');
const strykerArgs = args.filter((arg) => arg !== '--ci');

if (incremental && existsSync(packed)) {
  mkdirSync('reports', { recursive: true });
  writeFileSync(unpacked, gunzipSync(readFileSync(packed)));
}

const started = performance.now();
const stryker = spawnSync('npx', ['stryker', 'run', ...strykerArgs], { stdio: 'inherit' });
if (stryker.status !== 0) process.exit(stryker.status ?? 1);
if (ci) process.exit(0);
if (incremental) writeFileSync(packed, gzipSync(readFileSync(unpacked), { level: 9 }));
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
