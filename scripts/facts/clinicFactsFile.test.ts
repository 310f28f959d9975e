import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmedOnFacts } from '../../src/content/confirmedOn';
import { samplesInUse } from '../../src/content/sample';
import {
  factsFile,
  factsProblems,
  generatedModule,
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

describe('the clinic facts file', () => {
  const feesDay = "  fees:\n    value: '2026-11-26'\n    sample: true";
  const cases: { mistake: string; text: string; at: string; says: RegExp }[] = [
    {
      mistake: 'a wrong type',
      text: edited(feesDay, '  fees:\n    value: 20261126\n    sample: true'),
      at: '20261126',
      says: /: confirmedOn\.fees\.value: expected a day written YYYY-MM-DD, e\.g\. 2026-11-26 \(found 20261126\)$/,
    },
    {
      mistake: 'a missing fact',
      text: edited(feesDay + " # delete this line once the value is the clinic's own\n", ''),
      at: 'confirmedOn:',
      says: /: confirmedOn: the fact "fees" is missing: The day the clinic last checked every fee/,
    },
    {
      mistake: 'an unknown key',
      text: edited('  closures:', "  holidays:\n    value: '2026-11-26'\n  closures:"),
      at: 'holidays',
      says: /: confirmedOn\.holidays: not a fact this file knows \(the facts here: fees, registrations, clinicians, languages, closures\)$/,
    },
    {
      mistake: 'a bad date',
      text: edited(feesDay, "  fees:\n    value: '2026-02-30'"),
      at: '2026-02-30',
      says: /: confirmedOn\.fees\.value: expected a day written YYYY-MM-DD, e\.g\. 2026-11-26 \(found "2026-02-30", no such day\)$/,
    },
    {
      mistake: 'a sample line left where the value is real',
      text: edited(feesDay, "  fees:\n    value: '2026-12-01'\n    sample: true"),
      at: '    sample: true',
      says: /: confirmedOn\.fees\.sample: the value is no longer the sample \("2026-11-26"\): if it is the clinic's own, delete this "sample: true" line$/,
    },
  ];

  it.each(cases)('answers $mistake with its line and the fact’s name', ({ text, at, says }) => {
    const reading = readFacts(text, schema);
    expect(reading.ok).toBe(false);
    const problems = reading.ok ? [] : reading.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(says);
    expect(problems[0]?.startsWith(`${factsFile}:${String(lineOf(text, at))}: `)).toBe(true);
  });

  it('is read without a mistake, and the module the site reads matches it', async () => {
    expect(await factsProblems(root)).toEqual([]);
  });

  it('makes a sample of each value marked `sample: true`, and a plain value of the others', () => {
    const reading = readFacts(edited(feesDay, "  fees:\n    value: '2026-11-20'"), schema);
    if (!reading.ok) throw new Error(reading.problems.join('\n'));
    const module = generatedModule(reading.facts);
    expect(module).toContain('fees: "2026-11-20",');
    expect(module).toContain('registrations: sample("2026-11-26"),');
  });

  it('lists the samples left with their line, group and plain-English name', () => {
    const left = samplesLeft(root);
    expect(left.map(({ fact }) => fact)).toEqual(
      samplesInUse(confirmedOnFacts).map(({ path }) => `confirmedOn.${path}`),
    );
    const fees = left[0];
    expect(fees).toEqual({
      fact: 'confirmedOn.fees',
      group: 'confirmedOn',
      line: lineOf(original, feesDay) + 2,
      description: expect.stringMatching(/^The day the clinic last checked every fee/) as unknown,
    });
    expect(readFactsFile(root).ok).toBe(true);
  });
});
