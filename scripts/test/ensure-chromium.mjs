// The browser tests drive Debian's Chromium. Installs it when missing (as root, with apt-get),
// or says what to do. Never downloads a browser build of its own.
// Also the fonts a visitor's phone has for Hindi and Chinese (Noto): without them Chromium
// draws those pages in boxes, and the screenshots, layout checks and the benchmark see pages
// no visitor sees. A machine where Chromium was installed by hand can lack them.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../../test/harness/browsers.mjs';

const root = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = root && existsSync('/usr/bin/apt-get');

/**
 * Whether fontconfig knows a font for `language` (`fc-list :lang=hi`); null when there is no
 * fc-list to ask.
 */
function hasFontFor(language) {
  try {
    return execSync(`fc-list :lang=${language} family`, { encoding: 'utf8' }).trim() !== '';
  } catch {
    return null;
  }
}

const install = (packages) =>
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );

if (!existsSync(chromiumPath)) {
  if (!canInstall) {
    console.error(
      `Chromium is not at ${chromiumPath}. Install it (Debian: sudo apt-get install -y chromium)`,
    );
    console.error('or set CHROMIUM_PATH to a Chromium or Chrome executable.');
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  install(['chromium', 'fonts-noto-core', 'fonts-noto-cjk']);
} else {
  const fonts = [];
  if (hasFontFor('hi') === false) fonts.push('fonts-noto-core');
  if (hasFontFor('zh-cn') === false) fonts.push('fonts-noto-cjk');
  if (fonts.length > 0) {
    // The tests run without the fonts, so a failed install is a warning, not a stop.
    const advice = `pages in Hindi or Chinese show boxes (Debian: sudo apt-get install -y ${fonts.join(' ')})`;
    if (!canInstall) console.warn(`No font for Hindi or Chinese: ${advice}.`);
    else {
      console.log(`Installing ${fonts.join(', ')} for the browser tests…`);
      try {
        install(fonts);
      } catch {
        console.warn(`The fonts could not be installed: ${advice}.`);
      }
    }
  }
}
