import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplesInUse } from '../../src/content/sample';
import { allFacts } from '../../src/content/sampleReport';
import {
  factsFile,
  factsProblems,
  generatedCode,
  readFacts,
  readFactsFile,
  samplesLeft,
  schemaFile,
} from './clinicFactsFile';

const root = process.cwd();
const schema = JSON.parse(readFileSync(join(root, schemaFile), 'utf8')) as Parameters<
  typeof readFacts
>[1];
const original = readFileSync(join(root, factsFile), 'utf8');

/** The facts file with `from` replaced by `to` (once; the test fails if `from` is absent). */
function edited(from: string, to: string): string {
  expect(original).toContain(from);
  return original.replace(from, to);
}

const lineOf = (text: string, needle: string): number =>
  text.slice(0, text.indexOf(needle)).split('\n').length;

const sampleMark = "sample: true # delete this line once the value is the clinic's own";
const consultation = `  consultation:\n    value: 500\n    ${sampleMark}\n`;
const noticeDay = `  privacyNoticeUpdatedOn:\n    value: 2026-11-28\n    ${sampleMark}\n`;

describe('the clinic facts file', () => {
  const cases: { mistake: string; text: string; at: string; says: RegExp }[] = [
    {
      mistake: 'a wrong type',
      text: edited(consultation, `  consultation:\n    value: five hundred\n    ${sampleMark}\n`),
      at: 'five hundred',
      says: /: fees\.consultation\.value: expected a whole number \(rupees, digits only\), e\.g\. 500 \(found "five hundred"\)$/,
    },
    {
      mistake: 'a missing fact',
      text: edited(consultation, ''),
      at: '\nfees:',
      says: /: fees: the fact "consultation" is missing: A consultation with a doctor of the clinic, in rupees/,
    },
    {
      mistake: 'an unknown name',
      text: edited(consultation, `${consultation}  discount:\n    value: 10\n`),
      at: 'discount:',
      says: /: fees\.discount: not a name this file knows \(the names here: consultation, paymentMethods, gstPercent, treatments\)$/,
    },
    {
      mistake: 'a day the calendar does not have',
      text: edited(noticeDay, '  privacyNoticeUpdatedOn:\n    value: 2026-02-30\n'),
      at: '2026-02-30',
      says: /: inWords\.privacyNoticeUpdatedOn\.value: expected a day written YYYY-MM-DD, e\.g\. 2026-11-26 \(found "2026-02-30", no such day\)$/,
    },
    {
      mistake: 'a sample mark left beside the clinic’s own value',
      text: edited(consultation, `  consultation:\n    value: 700\n    ${sampleMark}\n`),
      at: `    value: 700\n    sample`,
      says: /: fees\.consultation\.sample: the value is no longer the sample \(500\): if it is the clinic's own, delete this "sample: true" line$/,
    },
    {
      mistake: 'a sample mark on a group of facts',
      text: edited('fees:\n  # A consultation', 'fees:\n  sample: true\n  # A consultation'),
      at: 'fees:\n  sample',
      says: /: fees\.sample: "sample: true" belongs beside a value, under its fact's name, not on a group of facts$/,
    },
    {
      mistake: 'a sample mark that is not "true"',
      text: edited(consultation, '  consultation:\n    value: 500\n    sample: false\n'),
      at: 'sample: false',
      says: /: fees\.consultation\.sample: write "sample: true", or delete the line once the value is the clinic's own$/,
    },
  ];

  it.each(cases)('answers $mistake with its line and the fact’s name', ({ text, at, says }) => {
    const reading = readFacts(text, schema);
    expect(reading.ok).toBe(false);
    const problems = reading.ok ? [] : reading.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(says);
    const line = lineOf(text, at) + at.split('\n').length - 1;
    expect(problems[0]?.startsWith(`${factsFile}:${String(line)}: `)).toBe(true);
  });

  it('is read without a mistake, and the modules the site reads match it', async () => {
    expect(await factsProblems(root)).toEqual([]);
  });

  it('makes a sample of each value marked `sample: true`, and a plain value of the others', () => {
    const reading = readFacts(edited(consultation, '  consultation:\n    value: 700\n'), schema);
    if (!reading.ok) throw new Error(reading.problems.join('\n'));
    const fees = generatedCode(reading.facts).find(({ code }) => code.includes('feeFacts'));
    expect(fees?.code).toContain('"consultation": 700,');
    expect(fees?.code).toContain('"gstPercent": sample(18),');
  });

  it('lists the samples the build refuses, with their line, group and plain-English name', () => {
    const left = samplesLeft(root);
    // The sample report names the facts of `site`, `inWords` and `visit` without their group.
    const reported = left.map(({ fact }) => fact.replace(/^(site|inWords|visit)\./, '')).sort();
    expect(reported).toEqual(
      samplesInUse(allFacts)
        .map(({ path }) => path)
        .sort(),
    );
    expect(left.find(({ fact }) => fact === 'fees.consultation')).toEqual({
      fact: 'fees.consultation',
      group: 'fees',
      line: lineOf(original, consultation) + 2,
      description: expect.stringMatching(/^A consultation with a doctor of the clinic/) as unknown,
    });
    expect(readFactsFile(root).ok).toBe(true);
  });
});
