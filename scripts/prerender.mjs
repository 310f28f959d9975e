// Writes the prerendered HTML of every page in every language into dist/, plus 404.html,
// sitemap.xml, robots.txt and llms.txt. Runs after `vite build` (client) and the SSR build
// of src/ssr/entry-server.tsx into dist-ssr/ (see package.json "build").
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const server = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');

/**
 * The stylesheet first and the hero's poster next, ahead of the scripts: on a slow phone
 * connection the scripts would otherwise take the bandwidth the first paint needs. A page
 * without a hero (the page not found) does not fetch the poster.
 */
function firstPaintFirst(html, body) {
  const stylesheets = html.match(/\s*<link rel="stylesheet" crossorigin[^>]*>/g) ?? [];
  let head = html;
  for (const link of stylesheets) head = head.replace(link, '');
  const early = [
    ...stylesheets.map((link) => link.trim()),
    ...(body.includes('id="hero"')
      ? [
          '<link rel="preload" as="image" href="/media/hero-poster.webp" type="image/webp" fetchpriority="high" />',
        ]
      : []),
  ].join('\n    ');
  return head.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${early}`);
}

/**
 * Holds the first paint until the hero has been parsed (where the browser knows rel=expect),
 * so a slow phone never paints a half-parsed hero that then grows: the page's first paint is
 * its final above-the-fold layout.
 */
function heroBeforeFirstPaint(html, body) {
  if (!body.includes('id="hero"')) return html;
  return html.replace(
    /(<link rel="stylesheet"[^>]*>)/,
    '$1\n    <link rel="expect" href="#hero" blocking="render" />',
  );
}

function fill(page) {
  return heroBeforeFirstPaint(firstPaintFirst(template, page.body), page.body)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

/** `/service/cosmetics` -> dist/service/cosmetics/index.html, `/hi/` -> dist/hi/index.html */
const fileFor = (path) => join(dist, ...path.split('/').filter(Boolean), 'index.html');

const paths = server.allPaths();
let written = 0;
for (const path of paths) {
  const page = await server.renderPage(path);
  if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
  const file = fileFor(path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, fill(page));
  written += 1;
}

const notFound = await server.renderPage('/404');
if (notFound.status !== 404)
  throw new Error(`the 404 page rendered with status ${notFound.status}`);
await writeFile(join(dist, '404.html'), fill(notFound));

for (const [name, content] of Object.entries(await server.siteFiles())) {
  await writeFile(join(dist, name), content);
}
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${written} pages, 404.html, sitemap.xml, robots.txt and llms.txt`);
