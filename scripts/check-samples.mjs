// Lists the sample values still in src/content/clinicFacts.ts (README, "Replacing sample
// values"). `npm run build` runs it first and goes on; with --release (or RELEASE=1), as
// `npm run build:release` runs it, any sample left makes it fail, so a sample never ships.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const release = process.argv.includes('--release') || process.env.RELEASE === '1';
const root = fileURLToPath(new URL('..', import.meta.url));

const { module } = await runnerImport(
  fileURLToPath(new URL('../src/content/sampleReport.ts', import.meta.url)),
  { root, configFile: false, logLevel: 'silent' },
);

const lines = module.sampleReport();
// The site's public address is the other sample (src/content/site.ts), set at build time.
if (!process.env.VITE_SITE_URL)
  lines.push('VITE_SITE_URL: unset, so the sample https://clinic.example.com');
if (lines.length === 0) {
  console.log('no sample values left');
} else {
  const heading = `${lines.length} sample values (src/content/clinicFacts.ts, VITE_SITE_URL)`;
  const list = lines.map((line) => `  - ${line}`).join('\n');
  if (release) {
    console.error(`${heading}: a release build needs the clinic's own values.\n${list}`);
    process.exit(1);
  }
  console.log(`${heading} (the clinic replaces them before release):\n${list}`);
}
