// `npm test`: every suite of docs/testing.md, against one build of the site.
//
// The browsers, nginx and the other engines are installed first (each ensure-* script does
// nothing when they are there already: two apt-get runs at once would fight over dpkg's lock),
// then the site is built, then the suites run in lanes, each with its own servers on free ports
// and none writing into dist/:
//   unit      the unit and component tests (Vitest, a worker per core), alone
//   then, side by side:
//   browser   the browser suite (Playwright, Chromium, two workers)
//   hosts     the other engines, then the deploy and parity suites (nginx, Cloudflare's runtime)
// The unit lane runs alone because the machine's cores are the limit, not waiting: one
// Playwright worker keeps about 1.5 cores busy (Chromium's processes, nginx, the worker), so two
// fill a 2-core machine. Beside them Vitest was starved: 15 min instead of 3, and tests that wait
// for a lazily loaded module timed out (docs/testing.md, the opening). The hosts lane
// is mostly the other engines starting and waiting, and shares the browser lane's time.
//
// Each line a lane prints is shown as it comes, after the lane's name; the end is a table of
// each lane's result and time. The exit code is non-zero when any lane failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

const installs = [
  ['node', 'scripts/test/ensure-chromium.mjs'],
  ['node', 'scripts/test/ensure-nginx.mjs'],
  ['node', 'scripts/test/ensure-engines.mjs'],
];

const unit = { name: 'unit', steps: [['npx', 'vitest', 'run']] };
const browser = { name: 'browser', steps: [['npx', 'playwright', 'test']] };
const hosts = {
  name: 'hosts',
  steps: [
    ['node', '--test-reporter=spec', 'test/engines/run.mjs'],
    ['node', '--test', 'test/deploy/nginx.test.mjs', 'test/deploy/host-files.test.mjs'],
    ['node', '--test-reporter=spec', 'test/deploy/parity.test.mjs'],
  ],
};
/** The lanes of each phase run side by side; a phase starts when the one before it ended. */
const phases = [[unit], [browser, hosts]];
const lanes = phases.flat();

const width = Math.max(...lanes.map(({ name }) => name.length));

/** How many of a failed lane's last lines are shown again at the end, where CI's log is cut. */
const tailLength = 60;

/**
 * Runs one command; its output's lines go to ours, each after `label` (none: as they are), and
 * to `seen` (when given) as they come.
 */
function run([command, ...args], label, seen) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: label ? { ...process.env, NO_COLOR: '1' } : process.env,
    });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            out.write(`${label} │ ${line}\n`);
            seen?.(line);
          }
        });
        stream.on('end', () => {
          if (!rest) return;
          out.write(`${label} │ ${rest}\n`);
          seen?.(rest);
        });
      }
    }
    child.on('close', (code, signal) => {
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * The seconds of CPU the whole machine has spent since it started (the first line of Linux's
 * /proc/stat: user, nice, system, irq, softirq and steal, at 100 ticks a second), or null where
 * there is none. The machine's, not our children's: `time` misses the browser processes it does
 * not wait for, about half of what the suite spends.
 */
function machineBusySeconds() {
  try {
    const [firstLine = ''] = readFileSync('/proc/stat', 'utf8').split('\n', 1);
    const [, user, nice, system, , , irq, softirq, steal] = firstLine.split(/\s+/).map(Number);
    const ticks = user + nice + system + irq + softirq + steal;
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

/**
 * Runs a lane's steps in order, stopping at the first that fails. Keeps the lane's last lines
 * (told again at the end when it fails) and every line that reports a retry: a test passing
 * only on its second try is a finding even when the lane passes.
 */
async function runLane({ name, steps }) {
  const started = performance.now();
  const label = name.padEnd(width);
  const tail = [];
  const retries = [];
  const seen = (line) => {
    tail.push(line);
    if (tail.length > tailLength) tail.shift();
    if (/\bFLAKY\b|\(retry #\d+\)/.test(line)) retries.push(line);
  };
  for (const step of steps) {
    const code = await run(step, label, seen);
    if (code !== 0) {
      const seconds = (performance.now() - started) / 1000;
      return { name, code, failed: step.join(' '), seconds, tail, retries };
    }
  }
  return { name, code: 0, seconds: (performance.now() - started) / 1000, tail, retries };
}

const started = performance.now();
for (const install of [...installs, ['npm', 'run', 'build']]) {
  const code = await run(install);
  if (code !== 0) process.exit(code);
}
const built = performance.now();
const results = [];
// How busy the cores were during each phase: near 100 %, the suite waits for the CPU, not for
// timers or servers, and only doing less makes it faster.
const busy = [];
for (const phase of phases) {
  const before = { cpu: machineBusySeconds(), wall: performance.now() };
  results.push(...(await Promise.all(phase.map(runLane))));
  const cpu = machineBusySeconds();
  if (before.cpu !== null && cpu !== null) {
    const share =
      (cpu - before.cpu) / ((performance.now() - before.wall) / 1000) / availableParallelism();
    busy.push(
      `${phase.map(({ name }) => name).join(' and ')} ${String(Math.round(share * 100))} %`,
    );
  }
}

for (const { name, code, tail } of results)
  if (code !== 0)
    console.log(`\nThe end of the ${name} lane's output, where it failed:\n${tail.join('\n')}`);
const retried = results.flatMap(({ name, retries }) =>
  retries.map((line) => `${name.padEnd(width)} │ ${line}`),
);
if (retried.length > 0)
  console.log(`\nRetries (each a test that failed once):\n${retried.join('\n')}`);

const minutes = (seconds) =>
  `${String(Math.floor(seconds / 60))} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
console.log(`\nbuild and installs  ${minutes((built - started) / 1000)}`);
for (const { name, code, failed, seconds } of results) {
  const outcome = code === 0 ? 'passed' : `FAILED (${failed ?? ''}: exit ${String(code)})`;
  console.log(`${name.padEnd(width)}  ${minutes(seconds)}  ${outcome}`);
}
console.log(`all                 ${minutes((performance.now() - started) / 1000)}`);
if (busy.length > 0)
  console.log(`cores busy          ${busy.join(', ')} (of ${String(availableParallelism())})`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
