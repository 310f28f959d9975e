// The bounded load run on nginx (10 s, 10 connections, 127.0.0.1 only): run by the deploy test
// (test/deploy/nginx.test.mjs), which prints its figures, and by `npm run bench`
// (scripts/measure/bench.mjs), which alone writes them into docs/performance.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx } from '../../test/harness/nginx.mjs';

/** The pages the load run cycles through. */
export const loadPages = ['/', '/service/cosmetics/botox', '/contact', '/hi/', '/zh/contact'];

/** A markdown table laid out as Prettier lays it out (docs/ is checked by `prettier --check`). */
function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(3, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [
    line(rows[0]),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.slice(1).map(line),
  ].join('\n');
}

async function loadWithAutocannon(autocannonPath, base) {
  const { default: autocannon } = await import(autocannonPath);
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: 10,
    requests: loadPages.map((path) => ({ method: 'GET', path })),
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    tool: 'autocannon',
    command: `autocannon -c 10 -d 10 (requests cycling ${loadPages.join(' ')}) ${base}`,
    requests: result.requests.total,
    throughput: result.requests.average,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function loadWithWrk(base) {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-wrk-'));
  const script = join(dir, 'pages.lua');
  writeFileSync(
    script,
    `-- Cycles through the pages, asks for compressed responses, counts non-2xx answers.
local paths = { ${loadPages.map((path) => `"${path}"`).join(', ')} }
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) n = 0; non2xx = 0 end
function request()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1], { ["Accept-Encoding"] = "br, gzip" })
end
function response(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end
function done(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("non2xx") end
  local e = summary.errors
  io.write(string.format("RESULT requests=%d seconds=%.3f p99us=%d errors=%d non2xx=%d\\n",
    summary.requests, summary.duration / 1e6, latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, bad))
end
`,
  );
  const args = ['-t2', '-c10', '-d10s', '--timeout', '5s', '-s', script, `${base}/`];
  try {
    const output = execFileSync('wrk', args, { encoding: 'utf8', timeout: 60_000 });
    const match =
      /RESULT requests=(\d+) seconds=([\d.]+) p99us=(\d+) errors=(\d+) non2xx=(\d+)/.exec(output);
    if (!match) throw new Error(`wrk printed no result:\n${output}`);
    const [requests, seconds, p99us, errors, non2xx] = match.slice(1).map(Number);
    return {
      tool: 'wrk',
      command: `wrk ${args.join(' ').replace(script, 'pages.lua')}`,
      requests,
      throughput: requests / seconds,
      p99ms: p99us / 1000,
      errors,
      non2xx,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the load against `base` (a loopback origin) with autocannon if installed, else wrk. */
export async function runLoad(base) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base))
    throw new Error('load runs against 127.0.0.1 only');
  let autocannonPath = null;
  try {
    autocannonPath = createRequire(import.meta.url).resolve('autocannon');
  } catch {
    // not installed: Debian's wrk
  }
  return autocannonPath ? loadWithAutocannon(autocannonPath, base) : loadWithWrk(base);
}

/** The run's figures as the Markdown section of docs/performance.md. */
export function loadSection(result) {
  const nginxVersion = spawnSync(findNginx(), ['-v'], { encoding: 'utf8' }).stderr.trim();
  const rows = [
    ['what', 'value'],
    ['date', new Date().toISOString().replace(/\.\d+Z$/, 'Z')],
    ['tool', result.tool],
    ['command', `\`${result.command.replace(/:\d+/, ':PORT')}\``],
    ['pages', loadPages.map((path) => `\`${path}\``).join(' ')],
    ['requests sent', 'GET, cycling through the pages, `Accept-Encoding: br, gzip`'],
    ['server', `${nginxVersion.replace('nginx version: ', '')}, ${cpus().length} CPU cores`],
    ['requests', result.requests],
    ['throughput', `${result.throughput.toFixed(0)} requests/s`],
    ['p99 latency', `${result.p99ms.toFixed(2)} ms`],
    ['errors', result.errors],
    ['non-2xx', result.non2xx],
  ];
  return `## Load test (nginx, loopback)

A bounded load run against nginx serving \`dist/\` with \`deploy/nginx.conf\`, on 127.0.0.1,
written by \`npm run bench\` (\`scripts/measure/load-run.mjs\`); \`npm run test:deploy\` runs the same
load and prints these figures without writing them. The test asserts only that no request
failed and every answer was 2xx; the numbers depend on the machine and what else it was doing.

${table(rows)}`;
}
