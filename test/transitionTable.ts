/**
 * Transition tables: the reducers' rules as rows QA can read, in one style for every slice.
 *
 *   [rule, prior state, event, changes, rules shown]
 *
 * A row means one thing everywhere: the state after the event is the prior state plus the
 * named changes, every other field unchanged (`toStrictEqual`). Prior states are frozen, so a
 * reducer that mutated its input would fail. Each table also checks that it is complete: every
 * event its slice handles has at least one row, and that every row names the rules it shows
 * (test/rules.ts). The tables themselves are plain data modules in test/transitions/, which the
 * slices' tests run through `describeTransitions` and the atlas (scripts/atlas,
 * docs/state-machine.md) reads.
 */
import type { ActionReducerMapBuilder, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { events } from '../src/state/events';
import { isRuleId, type RuleId } from './rules';

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export type Row<S> = [
  rule: string,
  prior: DeepPartial<S>,
  event: UnknownAction,
  changes: DeepPartial<S>,
  /** The rules of test/rules.ts this row shows. */
  rules?: readonly RuleId[],
];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `changes` laid over it, object by object. */
export function merge<S>(base: S, changes: DeepPartial<S>): S {
  if (!isPlainObject(base) || !isPlainObject(changes)) return changes as S;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    result[key] =
      isPlainObject(value) && isPlainObject(result[key]) ? merge(result[key], value) : value;
  }
  return result as S;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** The action types a slice's transitions handle, read from the slice's own builder callback. */
export function handledEventTypes<S>(
  transitions: (builder: ActionReducerMapBuilder<S>) => void,
): string[] {
  const types: string[] = [];
  const recorder = {
    addCase(actionCreator: { type: string } | string) {
      types.push(typeof actionCreator === 'string' ? actionCreator : actionCreator.type);
      return recorder;
    },
    addAsyncThunk() {
      throw new Error('transition tables do not cover thunks');
    },
    addMatcher() {
      throw new Error('transition tables list events one by one: no matchers');
    },
    addDefaultCase() {
      throw new Error('transition tables list events one by one: no default case');
    },
  };
  transitions(recorder);
  return types;
}

/** Every event type of src/state/events.ts. */
export const eventTypes: readonly string[] = Object.values(events).map((creator) => creator.type);

export interface Table<S> {
  reducer: Reducer<S>;
  initial: S;
  /** The slice's builder callback, to list the events it handles; omit for the root reducer. */
  transitions?: (builder: ActionReducerMapBuilder<S>) => void;
  rows: readonly Row<S>[];
}

/** A table as its data module exports it: its name, and the slice it belongs to, if one. */
export interface TransitionTable<S> extends Table<S> {
  name: string;
  /** The slice whose table it is; absent for the rows across the slices (the root reducer). */
  slice?: string;
}

/** The rules a row names that test/rules.ts does not list, or a note when it names none. */
export function ruleProblems(row: Row<unknown>): string[] {
  // Read as plain strings: a row from a file the type checker has not seen may name anything.
  const named: readonly string[] = row[4] ?? [];
  if (named.length === 0) return ['names no rule (add the ids of test/rules.ts it shows)'];
  return named.filter((id) => !isRuleId(id)).map((id) => `names the unknown rule ${id}`);
}

/** Runs a transition table and, for a slice, checks it has a row for every event it handles. */
export function describeTransitions<S>(table: TransitionTable<S>) {
  const { name, reducer, initial, transitions, rows } = table;
  describe(name, () => {
    // The title names the rules, so a failing row says which rule broke.
    const titled = rows.map((row) => [`${row[0]} [${(row[4] ?? []).join(', ')}]`, row] as const);
    it.each(titled)('%s', (_title, [, prior, event, changes]) => {
      const before = deepFreeze(merge(initial, prior));
      expect(reducer(before, event)).toStrictEqual(merge(before, changes));
    });

    it('every row names the rules it shows, each one of test/rules.ts', () => {
      const problems = rows.flatMap((row) =>
        ruleProblems(row as Row<unknown>).map((problem) => `${row[0]}: ${problem}`),
      );
      expect(problems).toStrictEqual([]);
    });

    if (transitions) {
      it('has a row for every event the slice handles', () => {
        const covered = new Set(rows.map(([, , event]) => event.type));
        const missing = handledEventTypes(transitions).filter((type) => !covered.has(type));
        expect(missing).toStrictEqual([]);
      });
    }
  });
}
