/**
 * Lists the sample values still in src/content/clinic-facts.yaml (read through the modules made
 * from it: sampleReport.ts) when `vite build` starts, and the groups of facts confirmed more
 * than 90 days before the build date (docs/content.md, "The clinic's facts"). A release build
 * (`npm run build:release`, RELEASE=1, or any build for a real site address) stops there while
 * any remains (vite-plugins/releaseGate.ts), so neither a sample nor a stale price ever ships.
 */
import type { Plugin } from 'vite';
import { defaultHost } from '../deploy/host-rules.mjs';
import { factsProblems } from '../scripts/facts/clinicFactsFile.ts';
import { confirmedOnFacts, factGroups } from '../src/content/confirmedOn.ts';
import { sampleReport } from '../src/content/sampleReport.ts';
import { buildDay, maxAgeDays, staleFacts } from './factFreshness.ts';
import { refusal, type LeftForRelease } from './releaseGate.ts';

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
  // The privacy notice says what the host logs: a release says which host it is for.
  if (!process.env.VITE_HOST)
    lines.push(`VITE_HOST: unset, so the privacy notice describes ${defaultHost}'s logs`);
  return lines;
}

const listed = (lines: readonly string[]) => lines.map((line) => `  - ${line}`).join('\n');

/**
 * What the build says of the samples and of the facts' freshness on `buildDate`, naming each;
 * for a release build, whether it must refuse.
 */
function checkFacts(
  samples: string[],
  stale: string[],
  release: boolean,
): { text: string; refused: boolean } {
  const parts: string[] = [];
  if (samples.length > 0)
    parts.push(
      `${String(samples.length)} sample values (src/content/clinic-facts.yaml, VITE_SITE_URL, VITE_HOST)${
        release
          ? ": a release build needs the clinic's own values."
          : ' (the clinic replaces them before release):'
      }\n${listed(samples)}`,
    );
  if (stale.length > 0)
    parts.push(
      `${String(stale.length)} groups of facts not confirmed in the ${String(maxAgeDays)} days before the build (src/content/clinic-facts.yaml, confirmedOn)${
        release
          ? ': a release build needs them confirmed again.'
          : ' (the clinic confirms them again before release):'
      }\n${listed(stale)}`,
    );
  if (parts.length === 0)
    return { text: 'no sample values left, every fact confirmed in time', refused: false };
  return { text: parts.join('\n'), refused: release };
}

/** Logs what is left; for a release build adds it to `left`, which releaseGate refuses. */
export function sampleValues({
  release,
  left,
}: {
  release: boolean;
  left: LeftForRelease;
}): Plugin {
  return {
    name: 'clinic:sample-values',
    apply: 'build',
    buildApp: {
      order: 'pre',
      async handler() {
        // A mistake in the facts file stops every build, named by its line: no stack trace.
        const problems = await factsProblems(process.cwd());
        if (problems.length > 0) {
          for (const line of problems) this.warn(line);
          const mistakes = problems.length === 1 ? 'mistake' : 'mistakes';
          throw refusal(`${String(problems.length)} ${mistakes} in the clinic's facts (above)`);
        }
        const buildDate = buildDay(process.env.BUILD_DATE);
        const stale = staleFacts(confirmedOnFacts, factGroups, buildDate).map(
          (line) => `${line} (${buildDate})`,
        );
        const { text, refused } = checkFacts(
          samplesInUse(process.env.VITE_SITE_URL),
          stale,
          release,
        );
        if (refused) left.push(text);
        else this.info(text);
        return Promise.resolve();
      },
    },
  };
}
