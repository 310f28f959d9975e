/**
 * The change record at build time (scripts/content/pageChanges.ts): `virtual:page-changes` gives
 * the server renderer each page's fingerprint and, where the record matches the text, the date
 * it last changed, which every page prints. A page whose text no longer matches its record shows
 * no date, the build says which (npm run changes brings the record up to date), and a release
 * build refuses.
 */
import type { Plugin } from 'vite';
import { clinicFacts } from '../src/content/clinicFacts.ts';
import {
  changeRecordFile,
  currentFingerprints,
  readChangeRecord,
  staleChanges,
  type ChangeKey,
} from '../scripts/content/pageChanges.ts';
import type { LeftForRelease } from './releaseGate.ts';

const virtualId = 'virtual:page-changes';
const resolvedVirtualId = `\0${virtualId}`;

/** What the server renderer reads: each page's fingerprint, and its date where recorded. */
type PageChanges = Record<ChangeKey, { fingerprint: string; changedOn?: string }>;

function pageChangesOf(root: string): { changes: PageChanges; stale: ChangeKey[] } {
  const record = readChangeRecord(root);
  const current = currentFingerprints(root, clinicFacts);
  const stale = staleChanges(record, current);
  const changes = Object.fromEntries(
    (Object.keys(current) as ChangeKey[]).map((key) => {
      const changedOn = stale.includes(key) ? undefined : record[key]?.changedOn;
      return [key, { fingerprint: current[key], ...(changedOn && { changedOn }) }];
    }),
  ) as PageChanges;
  return { changes, stale };
}

export function pageChanges({ release, left }: { release: boolean; left: LeftForRelease }): Plugin {
  let root = process.cwd();
  return {
    name: 'clinic:page-changes',
    configResolved(config) {
      root = config.root;
    },
    buildApp: {
      order: 'pre',
      handler() {
        const { stale } = pageChangesOf(root);
        if (stale.length === 0) return Promise.resolve();
        const text = `${String(stale.length)} pages read otherwise than ${changeRecordFile} records (run npm run changes; until then they print no date of change): ${stale.join(', ')}`;
        if (release) left.push(text);
        else this.warn(text);
        return Promise.resolve();
      },
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      this.addWatchFile(`${root}/${changeRecordFile}`);
      return `export default ${JSON.stringify(pageChangesOf(root).changes)};`;
    },
  };
}
