/**
 * `npm run changes`: brings the change record (src/content/pageChanges.json) up to date with the
 * text: a page whose text differs from its recorded fingerprint changed today. `--from-history`
 * writes the whole record again from git's history instead: each page changed on the date of the
 * oldest commit since which its text has read as it does now (for a record lost or begun late).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clinicFacts } from '../../src/content/clinicFacts.ts';
import { clinicToday } from './pageReviews.ts';
import {
  currentFingerprints,
  readChangeRecord,
  staleChanges,
  updatedRecord,
  writeChangeRecord,
  type ChangeKey,
  type ChangeRecord,
} from './pageChanges.ts';

/** Every page's fingerprint as the locale files read at `commit`; none where they cannot be read. */
function fingerprintsAt(root: string, commit: string): Partial<Record<ChangeKey, string>> {
  const folder = mkdtempSync(join(tmpdir(), 'page-changes-'));
  try {
    const archive = execFileSync('git', ['archive', commit, 'src/locales'], {
      cwd: root,
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    return currentFingerprints(folder, clinicFacts, true);
  } catch {
    // Files of another shape (before a page or its words existed): no page reads as now.
    return {};
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function recordFromHistory(root: string, today: string): ChangeRecord {
  const current = currentFingerprints(root, clinicFacts);
  const commits = execFileSync('git', ['log', '--format=%H %cs', '--', 'src/locales'], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((line) => line.split(' ') as [string, string]);
  const record: ChangeRecord = {};
  let open = new Set(Object.keys(current) as ChangeKey[]);
  // A text not yet committed changed today; one committed changed with the oldest commit of the
  // run of commits, newest first, at which it reads as now.
  for (const key of open) record[key] = { fingerprint: current[key], changedOn: today };
  for (const [commit, date] of commits) {
    if (open.size === 0) break;
    const then = fingerprintsAt(root, commit);
    const still = new Set<ChangeKey>();
    for (const key of open) {
      if (then[key] !== current[key]) continue;
      record[key] = { fingerprint: current[key], changedOn: date };
      still.add(key);
    }
    open = still;
  }
  return record;
}

export function changes(args: readonly string[], root: string): string[] {
  const today = clinicToday(clinicFacts.utcOffsetMinutes);
  if (args.includes('--from-history')) {
    const record = recordFromHistory(root, today);
    writeChangeRecord(root, record);
    return [`${String(Object.keys(record).length)} pages recorded from git's history`];
  }
  const record = readChangeRecord(root);
  const current = currentFingerprints(root, clinicFacts);
  const stale = staleChanges(record, current);
  writeChangeRecord(root, updatedRecord(record, current, today));
  return stale.length === 0
    ? ['every page as recorded']
    : [`${String(stale.length)} pages changed on ${today}:`, ...stale.map((key) => `  - ${key}`)];
}
