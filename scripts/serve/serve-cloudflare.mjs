// Serves the build (dist/) on Cloudflare's own runtime, as a Cloudflare deployment would:
// workerd (the open-source Workers runtime, shipped in npm) running Cloudflare's asset worker,
// started through miniflare's API, with Workers static assets configured by wrangler.jsonc
// (html_handling, not_found_handling) and the build's _headers and _redirects.
// Usage: npm run serve:cloudflare   (PORT=8788 npm run serve:cloudflare for a fixed port)
// Env: PORT (default: a free port), DIST_DIR (default: dist/).
//
// miniflare and workerd are the ones wrangler (a devDependency pinned to 4.86.0, the last
// release that runs on Node 20) brings and runs in `wrangler dev`. Not `wrangler dev` itself:
// it always watches the config and the assets folder and keeps an esbuild watcher, which once
// died under malformed requests and took the server with it; this server watches nothing
// (serve a new build by starting it again). It reaches no network: no account, no metrics, no
// fetch of the `Request.cf` object (`cf: false`). test/deploy/parity.test.mjs checks it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { freePort, root } from './serve-prod.mjs';

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

/** miniflare's options for wrangler.jsonc's static assets, as `wrangler dev` makes them. */
function runtimeOptions(dist, port) {
  const { assets, compatibility_date: compatibilityDate, ...rest } = wranglerConfig(dist);
  const { directory, html_handling, not_found_handling, ...other } = assets;
  // A setting this server would not apply is refused rather than served otherwise.
  const unknown = [
    ...Object.keys(rest).filter((key) => !['name', 'observability'].includes(key)),
    ...Object.keys(other).map((key) => `assets.${key}`),
  ];
  if (unknown.length > 0)
    throw new Error(`serve-cloudflare.mjs does not apply ${unknown.join(', ')} of wrangler.jsonc`);
  return {
    host: '127.0.0.1',
    port,
    cf: false,
    compatibilityDate,
    // No Worker code: every request goes to the asset worker (has_user_worker: false).
    modules: true,
    script: 'export default {};',
    assets: {
      directory,
      routerConfig: { has_user_worker: false },
      assetConfig: {
        html_handling,
        not_found_handling,
        compatibility_date: compatibilityDate,
        compatibility_flags: [],
      },
    },
  };
}

async function main() {
  const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, '404.html'))) {
    console.error(`${dist} has no built site (index.html, 404.html): run npm run build first.`);
    process.exit(1);
  }
  const port =
    process.env.PORT && process.env.PORT !== '0' ? Number(process.env.PORT) : await freePort();
  // wrangler's own miniflare (a dependency of wrangler, not of this project).
  const fromWrangler = createRequire(import.meta.resolve('wrangler/package.json'));
  const { Miniflare, Log, LogLevel } = await import(
    pathToFileURL(fromWrangler.resolve('miniflare')).href
  );
  const runtime = new Miniflare({ ...runtimeOptions(dist, port), log: new Log(LogLevel.INFO) });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    runtime.dispose().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  await runtime.ready;
  console.log(`Serving dist/ with Cloudflare's runtime on http://127.0.0.1:${port}`);
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
