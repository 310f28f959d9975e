// The installed app's icons (public/icons/*.png, named in the web app manifest, vite.config.ts),
// drawn by Chromium from public/favicon.svg: `node scripts/assets/make-app-icons.mjs`.
// The maskable icon keeps the mark inside the middle 80 % (the safe zone a launcher may crop
// to a circle) on the brand colour, edge to edge.
// Each screenshot is then made smaller with Debian's pngquant and optipng (`apt-get install
// pngquant optipng`): Chromium fetches icon-192.png on a page's first load, while the page is
// still loading (to know whether the site can be installed), so its bytes share the phone's
// connection with the page's own (7.2 KB as screenshotted, 3.7 KB after).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { launchChromium } from '../../test/harness/browsers.mjs';

const svg = await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const brand = '#0f5f63';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await launchChromium();
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markSize = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${String(size)}px;height:${String(size)}px;background:${maskable ? brand : 'transparent'}">` +
        `<img src="${source}" width="${String(markSize)}" height="${String(markSize)}"></body>`,
    );
    const path = new URL(`../../public/icons/${file}`, import.meta.url).pathname;
    await page.screenshot({ path, omitBackground: !maskable });
    await page.close();
    // A palette of at most 256 colours, kept only if it looks the same (quality 85-100).
    execFileSync('pngquant', [
      '--quality=85-100',
      '--speed=1',
      '--strip',
      '--force',
      '--ext=.png',
      path,
    ]);
    execFileSync('optipng', ['-o7', '-strip', 'all', '-quiet', path]);
  }
} finally {
  await browser.close();
}
