/**
 * A stand-in for the Redux DevTools extension, as a store enhancer: it records every action
 * that reaches the reducers (the extension's log) and can jump to a state the way the
 * extension does, replacing the state without any action of the app's.
 */
import type { Reducer, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../src/state/store';

const JUMP = '@@devtoolsStandIn/jump';

export interface DevtoolsStandIn {
  enhancer: StoreEnhancer;
  /** The types of the app's actions so far, in order (Redux's own @@ actions left out). */
  actions: () => string[];
  jumpTo: (state: RootState) => void;
}

export function devtoolsStandIn(): DevtoolsStandIn {
  const log: string[] = [];
  let jump: ((state: RootState) => void) | undefined;
  const enhancer: StoreEnhancer = (createStore) => (reducer, preloadedState) => {
    let target: RootState | undefined;
    const appReducer = reducer as unknown as Reducer<RootState | undefined>;
    const recording = (state: RootState | undefined, action: UnknownAction) => {
      if (action.type === JUMP) return target;
      if (!action.type.startsWith('@@')) log.push(action.type);
      return appReducer(state, action);
    };
    const store = createStore(recording as unknown as typeof reducer, preloadedState);
    // The store inside the middleware: like the extension's jump, no middleware sees it.
    const innerDispatch = store.dispatch as unknown as (action: UnknownAction) => void;
    jump = (state) => {
      target = state;
      innerDispatch({ type: JUMP });
    };
    return store;
  };
  return {
    enhancer,
    actions: () => [...log],
    jumpTo: (state) => {
      if (!jump) throw new Error('the stand-in has no store yet');
      jump(state);
    },
  };
}
