/**
 * A visitor's session, as the Redux DevTools extension exports it, replayed through the app's
 * own store: each step printed as the visitor's act and the fields it changed, the invariants
 * (test/invariants.ts) checked after every step, and every step's state compared with the
 * one the file recorded. `npm run replay -- <file>`; test/atlas/sessions.test.ts replays every
 * file of test/sessions/.
 *
 * Accepted, as the extension's Export and Import handle them (redux-devtools:
 * extension/src/pageScript/api/importState.ts, packages/redux-devtools-app-core
 * src/middlewares/exportState.ts):
 * - `{ payload, preloadedState }`: `payload` a JSON string (or value) of the instrumented
 *   store's lifted state or of the array of actions, `preloadedState` a JSON string (or value)
 *   of the state before the first action;
 * - the lifted state itself: `{ actionsById, stagedActionIds, skippedActionIds,
 *   computedStates, committedState, … }`, each `actionsById[id]` a `PERFORM_ACTION` wrapping
 *   the app's action;
 * - a plain array of actions.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { UnknownAction } from '@reduxjs/toolkit';
import { brokenInvariants } from '../../test/invariants';
import { makeStore, type RootState } from '../../src/state/store';
import { deepFreeze, merge, type Row } from '../../test/transitionTable';
import { changedFields, formatValue } from './atlas';
import { transitionTables } from './collectTables';
import { eventName } from './explore';

export interface Session {
  preloadedState?: RootState;
  actions: UnknownAction[];
  /** The state the recording had after each action, where the file has it. */
  recorded: (RootState | undefined)[];
}

interface LiftedState {
  actionsById: Record<string, { action: UnknownAction }>;
  stagedActionIds: number[];
  skippedActionIds?: number[];
  computedStates?: { state: RootState }[];
  committedState?: RootState;
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAppAction = (action: UnknownAction) => !action.type.startsWith('@@');

function fromActions(list: unknown[], preloadedState?: RootState): Session {
  const actions = list
    .map((item) => (isObject(item) && item.type === 'PERFORM_ACTION' ? item.action : item))
    .filter((item): item is UnknownAction => isObject(item) && typeof item.type === 'string')
    .filter(isAppAction);
  return { preloadedState, actions, recorded: actions.map(() => undefined) };
}

function fromLifted(lifted: LiftedState, preloadedState?: RootState): Session {
  const skipped = new Set(lifted.skippedActionIds ?? []);
  const actions: UnknownAction[] = [];
  const recorded: (RootState | undefined)[] = [];
  lifted.stagedActionIds.forEach((id, index) => {
    const action = lifted.actionsById[String(id)]?.action;
    if (!action || !isAppAction(action) || skipped.has(id)) return;
    actions.push(action);
    recorded.push(lifted.computedStates?.[index]?.state);
  });
  return { preloadedState: preloadedState ?? lifted.committedState, actions, recorded };
}

export function parseSession(text: string): Session {
  const data: unknown = JSON.parse(text);
  if (Array.isArray(data)) return fromActions(data);
  if (isObject(data) && 'payload' in data) {
    const payload = parsed(data.payload);
    const preloadedState = parsed(data.preloadedState) as RootState | undefined;
    if (Array.isArray(payload)) return fromActions(payload, preloadedState);
    if (isObject(payload) && 'actionsById' in payload) {
      return fromLifted(payload as unknown as LiftedState, preloadedState);
    }
  }
  if (isObject(data) && 'actionsById' in data) return fromLifted(data as unknown as LiftedState);
  throw new Error(
    'not a Redux DevTools export: expected { payload, preloadedState }, a lifted state or an array of actions',
  );
}

const navItem: Record<number, string> = { 1: 'Home', 2: 'Service', 3: 'Meet Us', 4: 'Contact Us' };

/** What the visitor did, in words: the act an event stands for. */
function visitorAct(action: UnknownAction): string {
  const p = ((action as { payload?: unknown }).payload ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : formatValue(value));
  switch (eventName(action.type)) {
    case 'pageVisited':
      return `arrived at ${text(p.path)}`;
    case 'serviceChosen':
      return `chose ${
        [
          p.category ? `the category ${text(p.category)}` : '',
          p.treatment ? `the treatment ${text(p.treatment)}` : '',
        ]
          .filter(Boolean)
          .join(' and ') || 'no service'
      }`;
    case 'categoryOpened':
      return `opened the category ${text(p.category)}`;
    case 'doctorChosen':
      return `chose the doctor ${text(p.doctor)}`;
    case 'navItemClicked':
      return `clicked ${navItem[p.index as number] ?? text(p.index)} in the navbar`;
    case 'pageScrolled':
      return `scrolled to ${text(p.y)} px`;
    case 'clickedOutside':
      return `clicked outside the ${text(p.panel)}`;
    case 'escapePressed':
      return 'pressed Escape';
    case 'menuToggled':
      return 'pressed the menu button';
    case 'socialToggled':
      return 'pressed the social button';
    case 'languageMenuToggled':
      return 'pressed the language button';
    case 'slideChanged':
      return `moved the ${text(p.carousel)} carousel to slide ${text(p.index)}`;
    case 'languageChosen':
      return `chose the language ${text(p.lng)}`;
    default:
      return `dispatched ${action.type}`;
  }
}

/** The table rows of an event that the reducers fail now, with the rules they name. */
function failingRows(type: string): string[] {
  const failing: string[] = [];
  for (const table of transitionTables) {
    for (const row of table.rows as Row<unknown>[]) {
      const [title, prior, event, changes, shown = []] = row;
      if (event.type !== type) continue;
      const before = deepFreeze(merge(table.initial, prior));
      let after: unknown;
      try {
        after = table.reducer(before, event);
      } catch {
        after = undefined;
      }
      if (!isDeepStrictEqual(after, merge(before, changes))) {
        failing.push(`    ${table.file}: "${title}" [${shown.join(', ')}]`);
      }
    }
  }
  return failing;
}

export interface ReplayResult {
  ok: boolean;
  failures: string[];
  steps: number;
  final: RootState;
}

export function replaySession(
  session: Session,
  print: (line: string) => void = () => undefined,
): ReplayResult {
  const store = makeStore(session.preloadedState);
  const failures: string[] = [];
  for (const [index, action] of session.actions.entries()) {
    const step = index + 1;
    const before = store.getState();
    store.dispatch(action);
    const after = store.getState();
    const act = visitorAct(action);
    const changed = changedFields(before, after);
    print(
      `${String(step).padStart(3)}. ${act}: ${changed.length ? changed.join(', ') : 'nothing changed'}`,
    );

    const broken = brokenInvariants({ before, action, after });
    const recorded = session.recorded[index];
    const differs = recorded !== undefined && !isDeepStrictEqual(recorded, after);
    if (broken.length === 0 && !differs) continue;

    failures.push(`step ${step} (${act}, ${action.type}) fails:`);
    for (const invariant of broken) {
      failures.push(`  breaks the invariant "${invariant.name}" [${invariant.rules.join(', ')}]`);
    }
    if (differs) {
      const replayed = changedFields(recorded, after).map((field) => `replayed ${field}`);
      const wanted = changedFields(after, recorded).map((field) => `recorded ${field}`);
      failures.push(
        `  the state differs from the recorded one: ${[...wanted, ...replayed].join('; ')}`,
      );
    }
    const rows = failingRows(action.type);
    failures.push(
      ...(rows.length
        ? ['  the table rows of this event that fail now:', ...rows]
        : ['  no table row of this event fails: add one for this case']),
    );
    return { ok: false, failures, steps: step, final: after };
  }
  return { ok: true, failures, steps: session.actions.length, final: store.getState() };
}

export function replayFile(
  file: string,
  print: (line: string) => void = () => undefined,
): ReplayResult {
  const session = parseSession(readFileSync(file, 'utf8'));
  print(`${file}: ${session.actions.length} steps`);
  return replaySession(session, print);
}
