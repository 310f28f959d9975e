/**
 * Visitors' sessions recorded in a browser in the Redux DevTools extension's Export format
 * (test/sessions/*.json, `npm run record-sessions`), replayed through makeStore: every step
 * keeps the invariants and gives the state the recording saved (scripts/atlas/replay.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseSession, replaySession } from '../../scripts/atlas/replay';

const folder = 'test/sessions';
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort();

it('at least two recorded sessions, one of them a phone visitor', () => {
  expect(files.length).toBeGreaterThanOrEqual(2);
  expect(files.some((file) => file.includes('phone'))).toBe(true);
});

it.each(files)('%s replays as it was recorded', async (file) => {
  const session = parseSession(readFileSync(join(folder, file), 'utf8'));
  const saved = session.recorded.at(-1);
  expect(saved, 'the file saves the state after its last action').toBeDefined();
  const result = await replaySession(session);
  if (!result.ok) expect.fail(result.failures.join('\n'));
  expect(result.final).toStrictEqual(saved);
});
