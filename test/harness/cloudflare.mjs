// Cloudflare's own runtime serving a build, as a Cloudflare deployment would: `wrangler dev`
// runs workerd (the open-source Workers runtime, shipped in npm) with Workers static assets
// configured by wrangler.jsonc (html_handling, not_found_handling) and the build's _headers and
// _redirects. Started through startServer('cloudflare') (servers.mjs).
//
// wrangler is a devDependency pinned to 4.86.0, the last release that runs on Node 20. It
// reaches no network here: no login (--local, no account), no metrics or error reports, no
// update check (the banner is hidden), no fetch of the `Request.cf` object; its state, logs and
// settings stay in a temporary folder. test/deploy/parity.test.mjs checks it under no network.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, root, spawnServer } from './process.mjs';

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

/** Cloudflare's runtime serving `dist` on 127.0.0.1:`port`: { origin, stop, output }. */
export async function startCloudflareServer({ dist, port, echo = false }) {
  const wrangler = findWrangler();
  if (!wrangler) throw new Error('wrangler is not installed: run npm ci (it is a devDependency).');
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
  const origin = `http://127.0.0.1:${port}`;
  const server = await spawnServer(process.execPath, args, {
    port,
    name: 'wrangler',
    echo,
    cwd: stateDir,
    env: offlineEnv(stateDir),
    ready: (output) => output.includes(`Ready on ${origin}`),
    onExit: () => rmSync(stateDir, { recursive: true, force: true }),
    timeout: 60_000,
  });
  return { ...server, origin };
}
