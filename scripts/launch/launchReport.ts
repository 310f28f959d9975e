/**
 * Everything between the site and a release, in one report (`npm run launch`, docs/launch.md):
 * the clinic's sample facts, the site's address and host, facts due to be confirmed again, each
 * reviewer's pages to read and each language's pages to check. The release build refuses while
 * any of it is left.
 */
import { defaultHost } from '../../deploy/host-rules.mjs';
import { staleFacts } from '../../vite-plugins/factFreshness.ts';
import { isRealSiteUrl } from '../../vite-plugins/sampleValues.ts';
import { factsFile, samplesLeft, type SampleLeft } from '../facts/clinicFactsFile.ts';
import { reviewersOf, translatedLanguages, type ReviewProblem } from '../content/pageReviews.ts';

/** The command that prints a reviewer's pack, or a language's (scripts/packs). */
const packCommand = (option: '--reviewer' | '--language', name: string) =>
  `npm run review:pack -- ${option} ${name}`;

export interface LaunchSection {
  title: string;
  /** What the clinic does about it, in its own words. */
  what: string;
  /** The command that prints the pack its people read and sign, if it has one. */
  pack?: string;
  items: string[];
}

export interface LaunchInputs {
  /** The sample facts left in the facts file. */
  samples: readonly SampleLeft[];
  siteUrl: string | undefined;
  host: string | undefined;
  confirmedOn: Readonly<Record<string, unknown>>;
  factGroups: readonly string[];
  buildDate: string;
  problems: readonly ReviewProblem[];
}

/** The sample facts left in the facts file, as the report lists them. */
export function launchSamples(root: string): SampleLeft[] {
  return samplesLeft(root);
}

/** The facts file's groups, as the manager knows them. */
const groupTitles: Record<string, string> = {
  site: "the clinic's details",
  inWords: 'emergency departments and the statements',
  visit: 'your visit',
  fees: 'fees',
  promises: 'promises to patients',
  confirmedOn: 'days of confirmation',
};

/** The first sentence of a fact's description: what it is (one ending in a colon, ended). */
const firstSentence = (text: string) =>
  (/^.*?[.:](?=\s|$)/s.exec(text)?.[0] ?? text).replace(/:$/, '.');

function sampleSections(samples: readonly SampleLeft[]): LaunchSection[] {
  const groups = new Map<string, SampleLeft[]>();
  for (const sample of samples)
    groups.set(sample.group, [...(groups.get(sample.group) ?? []), sample]);
  const sections = [...groups].map(([group, facts]) => ({
    title: `Facts still samples: ${groupTitles[group] ?? group}`,
    what: `The manager replaces each in ${factsFile} with the clinic's own value and deletes its line "sample: true".`,
    items: facts.map(
      ({ fact, line, description }) =>
        `line ${String(line)}, ${fact}: ${firstSentence(description).replace(/\s+/g, ' ')}`,
    ),
  }));
  return sections.length > 0 ? sections : [{ title: 'Facts still samples', what: '', items: [] }];
}

function siteSettings(siteUrl: string | undefined, host: string | undefined): string[] {
  const lines: string[] = [];
  if (!siteUrl) lines.push('The site address (VITE_SITE_URL) is not set.');
  else if (!isRealSiteUrl(siteUrl))
    lines.push(`The site address ${siteUrl} is one reserved for examples.`);
  if (!host)
    lines.push(
      `The host (VITE_HOST) is not set, so the privacy notice describes ${defaultHost}'s logs.`,
    );
  return lines;
}

const readKinds = new Set(['unreviewed', 'english-changed', 'overdue']);

function byKey(entries: [string, string][]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, line] of entries) grouped.set(key, [...(grouped.get(key) ?? []), line]);
  return grouped;
}

/** The report's sections, in the order the launch takes them; an empty one is done. */
export function launchSections(inputs: LaunchInputs): LaunchSection[] {
  const reading = byKey(
    inputs.problems
      .filter((problem) => readKinds.has(problem.kind))
      .map((problem) => [reviewersOf(problem.page).join(' or '), problem.message]),
  );
  // A page no one has reviewed has no translation checked either: each language waits for it.
  const checking = byKey(
    inputs.problems.flatMap((problem): [string, string][] =>
      problem.kind === 'unreviewed'
        ? translatedLanguages.map((language) => [
            language,
            `${problem.page}: to check once the English is reviewed`,
          ])
        : problem.language === undefined
          ? []
          : [[problem.language, problem.message]],
    ),
  );
  return [
    ...sampleSections(inputs.samples),
    {
      title: 'Site address and host',
      what: 'The developer sets them for the release build.',
      items: siteSettings(inputs.siteUrl, inputs.host),
    },
    {
      title: 'Facts due to be confirmed again',
      what: 'The manager confirms each group and writes the day.',
      items: staleFacts(inputs.confirmedOn, inputs.factGroups, inputs.buildDate),
    },
    {
      // Signed and recorded, but by a doctor the site still names with a sample: not a page to
      // read again, a name to fill in.
      title: "Reviews waiting for their reviewer's own name",
      what: `The manager fills in the reviewer's name in ${factsFile}; the reviews then count.`,
      items: inputs.problems
        .filter((problem) => problem.kind === 'sample-reviewer')
        .map((problem) => problem.message),
    },
    ...[...reading].map(([reviewers, items]) => ({
      title: `Pages for ${reviewers} to read`,
      what: 'The reviewer reads each page of their pack and signs it; the developer records it from the pack.',
      // A page some may review: either's pack holds it.
      pack: reviewers
        .split(' or ')
        .map((reviewer) => packCommand('--reviewer', reviewer))
        .join(', or '),
      items,
    })),
    ...[...checking].map(([language, items]) => ({
      title: `Pages to check in ${language}`,
      what: 'The translator checks each page of their pack against the English and signs it; the developer records it from the pack.',
      pack: packCommand('--language', language),
      items,
    })),
  ];
}

/** How many things are left in all. */
export function itemsLeft(sections: readonly LaunchSection[]): number {
  return sections.reduce((total, section) => total + section.items.length, 0);
}

export function launchText(sections: readonly LaunchSection[]): string {
  const left = itemsLeft(sections);
  const lines = [
    left === 0
      ? 'Nothing left: the site can be released.'
      : `${String(left)} things left before the release.`,
  ];
  for (const section of sections) {
    lines.push(
      '',
      `${section.title}: ${section.items.length === 0 ? 'done' : String(section.items.length)}`,
    );
    if (section.items.length > 0)
      lines.push(
        `  ${section.what}`,
        ...(section.pack ? [`  Pack: ${section.pack}`] : []),
        ...section.items.map((item) => `  - ${item}`),
      );
  }
  return lines.join('\n');
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function launchHtml(sections: readonly LaunchSection[], date: string): string {
  const left = itemsLeft(sections);
  const body = sections
    .map(
      (section) =>
        `<section><h2>${escaped(section.title)}: ${section.items.length === 0 ? 'done' : String(section.items.length)}</h2>` +
        (section.items.length === 0
          ? ''
          : `<p>${escaped(section.what)}</p>${section.pack ? `<p>Pack: <code>${escaped(section.pack)}</code></p>` : ''}<ul>${section.items.map((item) => `<li>${escaped(item)}</li>`).join('')}</ul>`) +
        '</section>',
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Launch report ${date}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{margin:.2rem 0}@media print{body{margin:0}}</style>
</head><body><h1>Launch report, ${date}</h1>
<p>${left === 0 ? 'Nothing left: the site can be released.' : `${String(left)} things left before the release.`}</p>
${body}
</body></html>
`;
}
