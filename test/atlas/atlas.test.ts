/**
 * The atlas (docs/state-machine.md) is what the code produces, and every rule is traced: each
 * spec rule has a table row, each row names rules of test/rules.ts (scripts/atlas/atlas.ts).
 */
import { readFileSync } from 'node:fs';
import {
  atlasPath,
  describeDifference,
  generateAtlas,
  type Atlas,
} from '../../scripts/atlas/atlas';

let atlas: Atlas;
beforeAll(() => {
  atlas = generateAtlas();
}, 60_000);

it('every rule of spec §4 and §9 has a row, every row names rules of test/rules.ts', () => {
  expect(atlas.problems).toStrictEqual([]);
});

it(`${atlasPath} is what the code produces (npm run atlas writes it)`, () => {
  const committed = readFileSync(atlasPath, 'utf8');
  if (committed !== atlas.markdown) expect.fail(describeDifference(committed, atlas.markdown));
});
