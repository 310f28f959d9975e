/**
 * The states a slice reaches, found by running its own reducer: from its initial state, every
 * event of the alphabet (alphabet.ts) on every state found so far, until no new state appears.
 * The states are then drawn by region (a part of the state that moves on its own, such as the
 * sticky navbar) and, where they are many, by box (a kind of state: "a treatment open").
 */
import type { ActionReducerMapBuilder, Reducer, UnknownAction } from '@reduxjs/toolkit';

export interface Region<S> {
  title: string;
  /** The box a state is drawn in. */
  box: (state: S) => string;
  /** Every box the state's types allow, in the order they are drawn. */
  declared: readonly string[];
  /** How the boxes group states, when a box stands for more than one value. */
  grouping?: string;
}

/** A field's values: the ones its type allows and the ones a state has. */
interface ValueCheck<S> {
  label: string;
  declared: readonly string[];
  of: (state: S) => readonly string[];
  /** Why a declared value is never reached, when that is by design. */
  explain?: (value: string) => string | undefined;
}

export interface SliceModel<S> {
  name: string;
  /** The slice's source file and its state's interface: its fields and their comments. */
  file: string;
  stateInterface: string;
  reducer: Reducer<S>;
  initial: S;
  /** The slice's builder callback; absent for a slice the atlas has no model for yet. */
  transitions?: (builder: ActionReducerMapBuilder<S>) => void;
  /**
   * What the walk leaves out of a state, when no rule of the regions drawn reads it (services:
   * the carousel positions, drawn apart); the transitions are still those of the whole state.
   */
  normalize?: (state: S) => S;
  regions: readonly Region<S>[];
  values: readonly ValueCheck<S>[];
}

interface Transition<S> {
  from: S;
  action: UnknownAction;
  /** The reducer's answer, before `normalize`. */
  to: S;
}

export interface Exploration<S> {
  states: S[];
  transitions: Transition<S>[];
}

export function explore<S>(model: SliceModel<S>, events: readonly UnknownAction[]): Exploration<S> {
  const normalize = model.normalize ?? ((state: S) => state);
  const first = normalize(model.initial);
  const seen = new Map<string, S>([[JSON.stringify(first), first]]);
  const queue: S[] = [first];
  const transitions: Transition<S>[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const action of events) {
      const to = model.reducer(next, action);
      transitions.push({ from: next, action, to });
      const normal = normalize(to);
      const key = JSON.stringify(normal);
      if (!seen.has(key)) {
        seen.set(key, normal);
        queue.push(normal);
      }
    }
  }
  return { states: [...seen.values()], transitions };
}

/** An event's name without its slice: `navigation/pageVisited` is `pageVisited`. */
export const eventName = (type: string): string => type.slice(type.indexOf('/') + 1);

interface Edge {
  /** A box, or 'any': from every box but the target. */
  from: string;
  to: string;
  /** Event names; a name ending in * moves this way from only some states of its box. */
  events: string[];
}

export interface RegionGraph {
  boxes: string[];
  /** How many states of the walk each box stands for. */
  sizes: Map<string, number>;
  edges: Edge[];
  unreached: string[];
}

/**
 * The graph of one region: its boxes and the events that move a state from one box to
 * another. An event that moves to the same box from every other box is drawn once, from "any".
 */
export function regionGraph<S>(region: Region<S>, walk: Exploration<S>): RegionGraph {
  const reached = new Set(walk.states.map(region.box));
  const boxes = [
    ...region.declared.filter((box) => reached.has(box)),
    ...[...reached].filter((box) => !region.declared.includes(box)),
  ];
  const sizes = new Map<string, number>();
  for (const state of walk.states) {
    const box = region.box(state);
    sizes.set(box, (sizes.get(box) ?? 0) + 1);
  }

  // For each box and action: the boxes it leads to, to mark moves that hold only sometimes.
  const targets = new Map<string, Set<string>>();
  const moves = new Map<string, Set<string>>(); // "event\u0000to" -> sources
  const conditional = new Set<string>(); // "from\u0000event\u0000to"
  const actionKey = (from: string, action: UnknownAction) =>
    `${from}\u0000${JSON.stringify(action)}`;
  for (const { from, action, to } of walk.transitions) {
    const key = actionKey(region.box(from), action);
    let set = targets.get(key);
    if (!set) targets.set(key, (set = new Set()));
    set.add(region.box(to));
  }
  for (const { from, action, to } of walk.transitions) {
    const source = region.box(from);
    const target = region.box(to);
    if (source === target) continue;
    const name = eventName(action.type);
    const moveKey = `${name}\u0000${target}`;
    let sources = moves.get(moveKey);
    if (!sources) moves.set(moveKey, (sources = new Set()));
    sources.add(source);
    if ((targets.get(actionKey(source, action))?.size ?? 0) > 1) {
      conditional.add(`${source}\u0000${name}\u0000${target}`);
    }
  }

  const edges = new Map<string, Edge>();
  const addEdge = (from: string, to: string, event: string) => {
    const key = `${from}\u0000${to}`;
    let edge = edges.get(key);
    if (!edge) edges.set(key, (edge = { from, to, events: [] }));
    if (!edge.events.includes(event)) edge.events.push(event);
  };
  const order = (a: string, b: string) => boxes.indexOf(a) - boxes.indexOf(b);
  const sortedMoves = [...moves.entries()].sort(([a], [b]) => {
    const [eventA = '', toA = ''] = a.split('\u0000');
    const [eventB = '', toB = ''] = b.split('\u0000');
    return order(toA, toB) || eventA.localeCompare(eventB);
  });
  for (const [moveKey, sources] of sortedMoves) {
    const [name = '', target = ''] = moveKey.split('\u0000');
    const others = boxes.filter((box) => box !== target);
    const starred = (source: string) =>
      conditional.has(`${source}\u0000${name}\u0000${target}`) ? `${name}*` : name;
    if (boxes.length > 2 && others.every((box) => sources.has(box))) {
      addEdge('any', target, others.some((box) => starred(box) !== name) ? `${name}*` : name);
    } else {
      for (const source of [...sources].sort(order)) addEdge(source, target, starred(source));
    }
  }
  const sortedEdges = [...edges.values()].sort(
    (a, b) =>
      (a.from === 'any' ? -1 : boxes.indexOf(a.from)) -
        (b.from === 'any' ? -1 : boxes.indexOf(b.from)) || order(a.to, b.to),
  );
  return {
    boxes,
    sizes,
    edges: sortedEdges,
    unreached: region.declared.filter((box) => !reached.has(box)),
  };
}
