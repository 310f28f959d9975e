// What the nginx tests (test/deploy/) and `npm run serve:prod` need from Debian: nginx, the
// brotli_static module (libnginx-mod-http-brotli-static), openssl (for the certificate of
// `TLS=1`, which the tests serve over too) and, unless autocannon is installed, wrk for the load
// test. Installs what is missing with apt-get when run as root; otherwise says what to install
// and exits 1 (a missing brotli module alone is only a warning: nginx then serves gzip only).
// With --optional (the browser suite, which runs against the preview server without nginx) it
// installs what it can and never fails.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliModulePath, findNginx } from '../../test/harness/nginx.mjs';

/** The path of a command on PATH, or null. */
function commandPath(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function hasAutocannon() {
  try {
    createRequire(import.meta.url).resolve('autocannon');
    return true;
  } catch {
    return false;
  }
}

function missing() {
  const packages = [];
  if (!findNginx()) packages.push({ name: 'nginx', required: true });
  if (!brotliModulePath())
    packages.push({ name: 'libnginx-mod-http-brotli-static', required: false });
  if (!commandPath('openssl')) packages.push({ name: 'openssl', required: true });
  if (!hasAutocannon() && !commandPath('wrk')) packages.push({ name: 'wrk', required: true });
  return packages;
}

const optional = process.argv.includes('--optional');
const packages = missing();
if (packages.length > 0) {
  const names = packages.map(({ name }) => name).join(' ');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing ${names} with apt-get…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`,
      { stdio: 'inherit' },
    );
    const still = missing();
    if (still.some(({ required }) => required)) {
      console.error(`Still missing after apt-get: ${still.map(({ name }) => name).join(' ')}`);
      process.exit(optional ? 0 : 1);
    }
  } else {
    const required = packages.filter((entry) => entry.required);
    const why = root ? 'apt-get is not available' : 'not running as root';
    console.error(`Missing for the nginx tests: ${names} (${why}, so not installing).`);
    console.error(`Install them: sudo apt-get install -y ${names}`);
    if (required.length > 0) process.exit(optional ? 0 : 1);
    console.error('Going on without brotli: nginx will serve gzip only.');
  }
}
