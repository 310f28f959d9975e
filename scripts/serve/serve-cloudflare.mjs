// Serves the build (dist/) on Cloudflare's own runtime, as a Cloudflare deployment would:
// `wrangler dev` runs workerd (the open-source Workers runtime, shipped in npm) with Workers
// static assets configured by wrangler.jsonc (html_handling, not_found_handling) and the
// build's _headers and _redirects.
// Usage: npm run serve:cloudflare   (PORT=8788 npm run serve:cloudflare for a fixed port)
// Env: PORT (default: a free port), DIST_DIR (default: dist/).
//
// wrangler is a devDependency pinned to 4.86.0, the last release that runs on Node 20. It
// reaches no network here: no login (--local, no account), no metrics or error reports, no
// update check (the banner is hidden), no fetch of the `Request.cf` object; its state, logs and
// settings stay in a temporary folder. test/deploy/parity.test.mjs checks it under no network.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { freePort, root } from './serve-prod.mjs';

/** The environment that keeps wrangler off the network and out of the home folder. */
export function offlineEnv(stateDir) {
  return {
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: join(stateDir, 'logs'),
    XDG_CONFIG_HOME: join(stateDir, 'config'),
    NO_UPDATE_NOTIFIER: '1',
  };
}

/** wrangler's command-line script, or null when it is not installed (npm ci installs it). */
export function findWrangler() {
  try {
    const manifest = fileURLToPath(import.meta.resolve('wrangler/package.json'));
    const script = join(manifest, '..', 'bin', 'wrangler.js');
    return existsSync(script) ? script : null;
  } catch {
    return null;
  }
}

/** wrangler.jsonc (comment lines dropped) with the assets folder made absolute. */
export function wranglerConfig(dist) {
  const text = readFileSync(join(root, 'wrangler.jsonc'), 'utf8');
  const config = JSON.parse(
    text
      .split('\n')
      .filter((line) => !/^\s*\/\//.test(line))
      .join('\n'),
  );
  return { ...config, assets: { ...config.assets, directory: dist } };
}

async function main() {
  const wrangler = findWrangler();
  if (!wrangler) {
    console.error('wrangler is not installed: run npm ci (it is a devDependency).');
    process.exit(1);
  }
  const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, '404.html'))) {
    console.error(`${dist} has no built site (index.html, 404.html): run npm run build first.`);
    process.exit(1);
  }
  const port =
    process.env.PORT && process.env.PORT !== '0' ? Number(process.env.PORT) : await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), 'clinic-wrangler-'));
  const config = join(stateDir, 'wrangler.json');
  writeFileSync(config, JSON.stringify(wranglerConfig(dist), null, 2));
  const args = [
    wrangler,
    'dev',
    '--local',
    '--config',
    config,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(await freePort()),
    '--persist-to',
    join(stateDir, 'state'),
    '--show-interactive-dev-session=false',
    '--log-level',
    process.env.WRANGLER_LOG ?? 'info',
  ];
  const server = spawn(process.execPath, args, {
    cwd: stateDir,
    env: { ...process.env, ...offlineEnv(stateDir) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  /** What wrangler printed until it was ready (null after). */
  let printed = '';
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (printed === null) return;
    // Without colours, when the caller forces them.
    printed += stripVTControlCharacters(String(chunk));
    if (printed.includes(`Ready on http://127.0.0.1:${port}`)) {
      printed = null;
      console.log(`Serving dist/ with Cloudflare's runtime on http://127.0.0.1:${port}`);
    }
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // wrangler and its workerd: the process group this script started.
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 3000).unref();
  };
  server.on('exit', (code, signal) => {
    rmSync(stateDir, { recursive: true, force: true });
    if (!stopping) console.error(`wrangler stopped (${signal ?? `exit code ${code}`}).`);
    process.exit(stopping ? 0 : (code ?? 1));
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
}

/**
 * Runs this script as a child process on a free port (or `port`) and resolves once the runtime
 * answers there, with its origin and `stop()` (resolves when it has exited). Options: env
 * (added to this process's, e.g. DIST_DIR), echo (pass its output through).
 */
export async function startCloudflareServer({ env = {}, echo = false, port } = {}) {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const server = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...env, PORT: String(chosen) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => server.on('exit', done));
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    return exited;
  };
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  let output = '';
  let started = false;
  await new Promise((done, fail) => {
    const timer = setTimeout(() => {
      void stop();
      fail(new Error(`serve-cloudflare did not start within 60 s:\n${output}`));
    }, 60_000);
    const listen = (stream) => (chunk) => {
      if (echo) stream.write(chunk);
      output += chunk;
      if (started) return;
      if (output.includes(`runtime on ${origin}`)) {
        started = true;
        clearTimeout(timer);
        done();
      }
    };
    server.stdout.on('data', listen(process.stdout));
    server.stderr.on('data', listen(process.stderr));
    server.on('exit', (code) => {
      clearTimeout(timer);
      if (!started) fail(new Error(`serve-cloudflare exited (${code}) before serving:\n${output}`));
    });
  });
  return { origin, stop, output: () => output };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
