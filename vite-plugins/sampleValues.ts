/**
 * Lists the sample values still in src/content/clinicFacts.ts when `vite build` starts
 * (docs/content.md, "The clinic's facts"). A release build (`npm run build:release`, RELEASE=1,
 * or any build for a real site address) stops there while any remains, so a sample never ships.
 */
import type { Plugin } from 'vite';
import { sampleReport } from '../src/content/sampleReport';

/** Names reserved for examples and tests (RFC 2606, RFC 6761): no visitor reaches them. */
const exampleHost =
  /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$|^localhost$|^127\.|^\[::1\]$/;

/**
 * Whether `siteUrl` is the address of a real site: a build for it is a release build, with
 * every gate of `npm run build:release`, however it was started.
 */
export function isRealSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl) return false;
  try {
    return !exampleHost.test(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** The samples in use, the site's address included (src/content/site.ts reads VITE_SITE_URL). */
function samplesInUse(siteUrl: string | undefined): string[] {
  const lines = sampleReport();
  if (!siteUrl) lines.push('VITE_SITE_URL: unset, so the sample https://clinic.example.com');
  else if (!isRealSiteUrl(siteUrl))
    lines.push(`VITE_SITE_URL: ${siteUrl}, an address reserved for examples`);
  return lines;
}

/** What the build says of the samples; throws for a release build while any remains. */
function checkSamples(lines: string[], release: boolean): string {
  if (lines.length === 0) return 'no sample values left';
  const heading = `${String(lines.length)} sample values (src/content/clinicFacts.ts, VITE_SITE_URL)`;
  const list = lines.map((line) => `  - ${line}`).join('\n');
  if (release)
    throw new Error(`${heading}: a release build needs the clinic's own values.\n${list}`);
  return `${heading} (the clinic replaces them before release):\n${list}`;
}

export function sampleValues({ release }: { release: boolean }): Plugin {
  return {
    name: 'clinic:sample-values',
    apply: 'build',
    buildApp: {
      order: 'pre',
      handler() {
        this.info(checkSamples(samplesInUse(process.env.VITE_SITE_URL), release));
        return Promise.resolve();
      },
    },
  };
}
