// The cross-engine suite (test/engines) drives Debian's firefox-esr (puppeteer-core over
// WebDriver BiDi) and WebKitGTK's MiniBrowser (WebKitWebDriver, under Xvfb) besides Chromium.
// Installs what is missing (as root, with apt-get), or says what to do. Never downloads a
// browser build of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  firefoxPath,
  miniBrowserPath,
  webkitDriverPath,
  xvfbPath,
} from '../../test/harness/engines.mjs';

const needed = [
  { path: firefoxPath, pkg: 'firefox-esr' },
  { path: webkitDriverPath, pkg: 'webkit2gtk-driver' },
  { path: miniBrowserPath, pkg: 'webkit2gtk-driver' },
  { path: xvfbPath, pkg: 'xvfb' },
];
const missing = [...new Set(needed.filter(({ path }) => !existsSync(path)).map(({ pkg }) => pkg))];

if (missing.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `The cross-engine suite needs ${missing.join(', ')} (Debian: sudo apt-get install -y ${missing.join(' ')}).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} for the cross-engine suite…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
}
