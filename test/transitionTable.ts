/**
 * Transition tables: the reducers' rules as rows QA can read, in one style for every slice.
 *
 *   [rule, prior state, event, changes]
 *
 * A row means one thing everywhere: the state after the event is the prior state plus the
 * named changes, every other field unchanged (`toStrictEqual`). Prior states are frozen, so a
 * reducer that mutated its input would fail. Each table also checks that it is complete: every
 * event its slice handles has at least one row.
 */
import type { ActionReducerMapBuilder, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { events } from '../src/app/events';

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

/** Every event type of src/app/events.ts. */
export const eventTypes: readonly string[] = Object.values(events).map((creator) => creator.type);

interface Table<S> {
  reducer: Reducer<S>;
  initial: S;
  /** The slice's builder callback, to list the events it handles; omit for the root reducer. */
  transitions?: (builder: ActionReducerMapBuilder<S>) => void;
  rows: readonly Row<S>[];
}

/** Runs a transition table and, for a slice, checks it has a row for every event it handles. */
export function describeTransitions<S>(
  name: string,
  { reducer, initial, transitions, rows }: Table<S>,
) {
  describe(name, () => {
    it.each(rows)('%s', (_rule, prior, event, changes) => {
      const before = deepFreeze(merge(initial, prior));
      expect(reducer(before, event)).toStrictEqual(merge(before, changes));
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
