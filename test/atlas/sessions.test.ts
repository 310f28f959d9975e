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

it.each(files)('%s replays as it was recorded', (file) => {
  const session = parseSession(readFileSync(join(folder, file), 'utf8'));
  const saved = session.recorded.at(-1);
  expect(saved, 'the file saves the state after its last action').toBeDefined();
  const result = replaySession(session);
  if (!result.ok) expect.fail(result.failures.join('\n'));
  expect(result.final).toStrictEqual(saved);
});

describe('the forms of an export the replay reads', () => {
  const text = readFileSync(join(folder, files[0] ?? ''), 'utf8');
  const recorded = parseSession(text);
  const envelope = JSON.parse(text) as { payload: string; preloadedState: string };
  const lifted = JSON.parse(envelope.payload) as {
    actionsById: Record<string, { action: unknown }>;
    stagedActionIds: number[];
  };
  const actions = lifted.stagedActionIds.map((id) => lifted.actionsById[String(id)]?.action);

  it.each([
    ['the lifted state itself (Export with the export feature on)', JSON.stringify(lifted)],
    [
      '{ payload, preloadedState } with the actions as payload (the extension’s custom export)',
      JSON.stringify({ payload: JSON.stringify(actions), preloadedState: envelope.preloadedState }),
    ],
    ['a plain array of actions', JSON.stringify(actions)],
  ])('%s', (_form, exported) => {
    const session = parseSession(exported);
    expect(session.actions).toStrictEqual(recorded.actions);
    const result = replaySession(session);
    expect(result.ok).toBe(true);
    expect(result.final).toStrictEqual(recorded.recorded.at(-1));
  });

  it('anything else is refused with what it expected', () => {
    expect(() => parseSession('{"state": {}}')).toThrow(/not a Redux DevTools export/);
  });
});
