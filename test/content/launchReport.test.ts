import { describe, expect, it } from 'vitest';
import type { ReviewProblem } from '../../scripts/content/pageReviews.ts';
import { itemsLeft, launchSections, launchText } from '../../scripts/launch/launchReport.ts';

const ready = {
  samples: [],
  siteUrl: 'https://clinic.in',
  host: 'nginx',
  confirmedOn: { fees: '2026-11-01' },
  factGroups: ['fees'],
  buildDate: '2026-11-28',
  problems: [],
};

const unreviewed: ReviewProblem = {
  kind: 'unreviewed',
  page: 'privacy',
  message: 'privacy: no one has reviewed it',
};
const staleTranslation: ReviewProblem = {
  kind: 'stale-translation',
  page: 'visit',
  language: 'hi',
  message: 'visit (hi): the English text changed',
};

const phoneSample = {
  fact: 'site.phone',
  group: 'site',
  line: 70,
  description: "The clinic's telephone number (header, contact page, footer): e.g. 0832 …",
};
const emailSample = { ...phoneSample, fact: 'site.email', line: 80, description: 'The e-mail.' };
const feeSample = { fact: 'fees.consultation', group: 'fees', line: 400, description: 'A fee.' };

const count = (title: string, inputs: Parameters<typeof launchSections>[0]) =>
  launchSections(inputs).find((section) => section.title === title)?.items.length ?? 0;

describe('the launch report', () => {
  it.each([
    ['nothing left', ready, 0],
    ['two samples', { ...ready, samples: [phoneSample, emailSample] }, 2],
    ['no site address nor host', { ...ready, siteUrl: undefined, host: undefined }, 2],
    ['an example address', { ...ready, siteUrl: 'https://clinic.example.com' }, 1],
    ['fees confirmed 91 days before', { ...ready, buildDate: '2027-01-31' }, 1],
    // One page to read, and four languages to check once it is read.
    ['a page never reviewed', { ...ready, problems: [unreviewed] }, 5],
    ['a translation checked against older English', { ...ready, problems: [staleTranslation] }, 1],
  ])('counts %s', (_name, inputs, left) => {
    expect(itemsLeft(launchSections(inputs))).toBe(left);
  });

  it("lists the samples by the facts file's group, each with its line and what it is", () => {
    const text = launchText(
      launchSections({ ...ready, samples: [phoneSample, emailSample, feeSample] }),
    );
    expect(text).toContain("Facts still samples: the clinic's details: 2\n");
    expect(text).toContain(
      "line 70, site.phone: The clinic's telephone number (header, contact page, footer).\n",
    );
    expect(text).toContain('Facts still samples: fees: 1\n');
  });

  it('puts a review signed under a sample name apart from the pages to read', () => {
    const signed: ReviewProblem = {
      kind: 'sample-reviewer',
      page: 'home',
      message: 'home: reviewed by oral-maxillofacial-surgeon, still a sample',
    };
    const inputs = { ...ready, problems: [signed] };
    expect(count("Reviews waiting for their reviewer's own name", inputs)).toBe(1);
    expect(count('Pages for oral-maxillofacial-surgeon to read', inputs)).toBe(0);
  });

  it('puts each page under its reviewer and each check under its language', () => {
    const inputs = { ...ready, problems: [unreviewed, staleTranslation] };
    expect(count('Pages for privacyContact to read', inputs)).toBe(1);
    expect(count('Pages to check in hi', inputs)).toBe(2);
    expect(count('Pages to check in ru', inputs)).toBe(1);
    expect(launchText(launchSections(inputs))).toMatch(/^6 things left before the release\./);
    const text = launchText(launchSections(inputs));
    expect(text).toContain('  Pack: npm run review:pack -- --reviewer privacyContact\n');
    expect(text).toContain('  Pack: npm run review:pack -- --language hi\n');
  });
});
