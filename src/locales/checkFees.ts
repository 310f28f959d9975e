/**
 * Type-only, as check.ts: every language's fees.json holds exactly the keys of the English one,
 * so a fee word missing from a translation fails `npm run typecheck` with the key's path.
 */
import type { Matching } from './check';
import type chFees from './ch/fees.json';
import type enFees from './en/fees.json';
import type frFees from './fr/fees.json';
import type hiFees from './hi/fees.json';
import type ruFees from './ru/fees.json';

/** Each language's fees.json, checked against English. Exported only so the check is not unused. */
export type CheckedFees = [
  Matching<typeof enFees, typeof hiFees>,
  Matching<typeof enFees, typeof ruFees>,
  Matching<typeof enFees, typeof frFees>,
  Matching<typeof enFees, typeof chFees>,
];
