/**
 * Type-only, as check.ts: every language's a-z.json holds exactly the keys of the English one,
 * so a word of the A-Z missing from a translation fails `npm run typecheck` with the key's path.
 */
import type { Matching } from './check';
import type chAz from './ch/a-z.json';
import type enAz from './en/a-z.json';
import type frAz from './fr/a-z.json';
import type hiAz from './hi/a-z.json';
import type ruAz from './ru/a-z.json';

/** Each language's a-z.json, checked against English. Exported only so the check is not unused. */
export type CheckedAz = [
  Matching<typeof enAz, typeof hiAz>,
  Matching<typeof enAz, typeof ruAz>,
  Matching<typeof enAz, typeof frAz>,
  Matching<typeof enAz, typeof chAz>,
];
