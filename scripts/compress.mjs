// Writes precompressed copies next to the build's text files, for nginx's gzip_static and
// brotli_static (deploy/nginx.conf) and hosts that pick up .gz/.br files: file.js.gz and
// file.js.br beside every .html .js .css .svg .xml .txt .json file in dist/ larger than 1 KB.
// Plain Node (zlib), no dependencies. Usage: node scripts/compress.mjs [folder]  (default dist/)
// A copy that would not be smaller is not written (and an old one is removed). Each copy gets
// its original's modification time, so Last-Modified is the same whichever copy is sent.
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folder = resolve(process.argv[2] ?? join(root, 'dist'));
const extensions = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);
const minimumSize = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function* filesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

async function writeSmaller(path, original, compressed, mtime) {
  if (compressed.length >= original.length) {
    await rm(path, { force: true });
    return 0;
  }
  await writeFile(path, compressed);
  await utimes(path, mtime, mtime);
  return compressed.length;
}

async function compress(path) {
  const original = await readFile(path);
  const { mtime } = await stat(path);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
  ]);
  return {
    size: original.length,
    gzip: await writeSmaller(`${path}.gz`, original, gzipped, mtime),
    brotli: await writeSmaller(`${path}.br`, original, brotli, mtime),
  };
}

try {
  if (!(await stat(folder)).isDirectory()) throw new Error('not a folder');
} catch {
  console.error(`compress: ${folder} is not a folder: run npm run build first.`);
  process.exit(1);
}

const queue = [];
for await (const path of filesIn(folder)) {
  if (!extensions.has(extname(path))) continue;
  if ((await stat(path)).size > minimumSize) queue.push(path);
}

const totals = { files: 0, size: 0, gzip: 0, brotli: 0 };
const workers = Array.from({ length: 4 }, async () => {
  for (let path = queue.shift(); path; path = queue.shift()) {
    const result = await compress(path);
    totals.files += 1;
    totals.size += result.size;
    totals.gzip += result.gzip;
    totals.brotli += result.brotli;
  }
});
await Promise.all(workers);

const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(
  `compress: ${totals.files} files in ${relative(process.cwd(), folder) || '.'} (${kB(totals.size)}) → .gz ${kB(totals.gzip)}, .br ${kB(totals.brotli)}`,
);
