#!/usr/bin/env node
/**
 * `npm run review:pack`: the review and translation packs to print and sign (docs/launch.md).
 * The work is in reviewPackCommand.ts; `--pdf` also prints each pack to PDF beside it with the
 * project's Chromium.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../../test/harness/browsers.mjs';
import { importModule, root } from '../runModule.mjs';

const pdf = process.argv.includes('--pdf');
const module = await importModule('scripts/packs/reviewPackCommand.ts');
try {
  const written = module.reviewPacks(
    process.argv.slice(2).filter((argument) => argument !== '--pdf'),
    { root },
  );
  const browser = pdf ? await launchChromium() : undefined;
  for (const { file, says } of written) {
    console.log(`${file}: ${says}`);
    if (!browser) continue;
    const page = await browser.newPage();
    await page.goto(pathToFileURL(join(root, file)).href);
    const pdfFile = file.replace(/\.html$/, '.pdf');
    await page.pdf({ path: join(root, pdfFile), preferCSSPageSize: true, printBackground: true });
    await page.close();
    console.log(`${pdfFile}: the same, to print`);
  }
  await browser?.close();
  console.log(
    'Print each pack, have it read and signed, then record it: npm run review -- --pack <pack id>',
  );
} catch (error) {
  console.error(`npm run review:pack: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
