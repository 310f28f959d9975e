import { join } from 'node:path';
import { clinicFacts } from '../../src/content/clinicFacts';
import {
  currentFingerprints,
  readChangeRecord,
  staleChanges,
  textIds,
  updatedRecord,
  type ChangeKey,
  type ChangeRecord,
} from './pageChanges';

const root = join(import.meta.dirname, '..', '..');

describe('the change record (src/content/pageChanges.json)', () => {
  it('names every page in every language as its text now reads: after editing words, run npm run changes', () => {
    const current = currentFingerprints(root, clinicFacts);
    expect(Object.keys(current)).toHaveLength(textIds.length * 5);
    expect(staleChanges(readChangeRecord(root), current)).toEqual([]);
  });

  it('gives each page a real date, none after today', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of Object.values(readChangeRecord(root))) {
      expect(entry.changedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.changedOn <= today).toBe(true);
    }
  });
});

describe('bringing the record up to date', () => {
  const was: ChangeRecord = {
    'en/home': { fingerprint: 'sha256-aaaaaaaaaaaaaaaa', changedOn: '2026-11-20' },
    'hi/home': { fingerprint: 'sha256-bbbbbbbbbbbbbbbb', changedOn: '2026-11-21' },
  };
  it.each<[string, Partial<Record<ChangeKey, string>>, ChangeRecord]>([
    [
      'keeps the date of a page whose text is as recorded',
      { 'en/home': 'sha256-aaaaaaaaaaaaaaaa' },
      { 'en/home': { fingerprint: 'sha256-aaaaaaaaaaaaaaaa', changedOn: '2026-11-20' } },
    ],
    [
      'dates a changed page today',
      { 'hi/home': 'sha256-cccccccccccccccc' },
      { 'hi/home': { fingerprint: 'sha256-cccccccccccccccc', changedOn: '2026-11-29' } },
    ],
    [
      'dates a new page today',
      { 'ru/home': 'sha256-dddddddddddddddd' },
      { 'ru/home': { fingerprint: 'sha256-dddddddddddddddd', changedOn: '2026-11-29' } },
    ],
  ])('%s', (_, current, expected) => {
    const now = current as Record<ChangeKey, string>;
    expect(updatedRecord(was, now, '2026-11-29')).toEqual(expected);
    expect(staleChanges(updatedRecord(was, now, '2026-11-29'), now)).toEqual([]);
  });
});
