// Cloudflare's own runtime serving a build, as a Cloudflare deployment would: workerd (the
// open-source Workers runtime, shipped in npm) running Cloudflare's asset worker, with Workers
// static assets configured by wrangler.jsonc (html_handling, not_found_handling) and the build's
// _headers and _redirects. Started through startServer('cloudflare') (servers.mjs).
//
// miniflare and workerd are the ones wrangler (a devDependency pinned to 4.86.0, the last
// release that runs on Node 20) brings and runs in `wrangler dev`. Not `wrangler dev` itself:
// it always watches the config and the assets folder and keeps an esbuild watcher, which once
// died under malformed requests and took the server with it; this server watches nothing
// (serve a new build by starting it again). It reaches no network: no account, no metrics, no
// fetch of the `Request.cf` object (`cf: false`). test/deploy/parity.test.mjs checks it.
//
// Run as a script (`node test/harness/cloudflare.mjs <dist> <port>`), it is the server process
// that startCloudflareServer starts and stops.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { root, spawnServer } from './process.mjs';

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
    throw new Error(
      `test/harness/cloudflare.mjs does not apply ${unknown.join(', ')} of wrangler.jsonc`,
    );
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

/** The server process: the runtime on `port` until SIGTERM. */
async function serve(dist, port) {
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
  console.log(`Cloudflare's runtime on http://127.0.0.1:${String(port)}`);
}

/** Cloudflare's runtime serving `dist` on 127.0.0.1:`port`: { origin, stop, output }. */
export async function startCloudflareServer({ dist, port, echo = false }) {
  const origin = `http://127.0.0.1:${String(port)}`;
  const server = await spawnServer(
    process.execPath,
    [fileURLToPath(import.meta.url), dist, String(port)],
    {
      port,
      name: 'cloudflare',
      echo,
      ready: (output) => output.includes(`runtime on ${origin}`),
      timeout: 60_000,
    },
  );
  return { ...server, origin };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dist = join(root, 'dist'), port = '8788'] = process.argv.slice(2);
  await serve(resolve(dist), Number(port));
}
