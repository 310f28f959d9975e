// The browser tests drive Debian's Chromium. Installs it when missing (as root, with apt-get),
// or says what to do. Never downloads a browser build of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const path = chromiumPath;
if (!existsSync(path)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium is not at ${path}. Install it (Debian: sudo apt-get install -y chromium)`,
    );
    console.error('or set CHROMIUM_PATH to a Chromium or Chrome executable.');
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk',
    {
      stdio: 'inherit',
    },
  );
}
