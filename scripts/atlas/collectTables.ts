/**
 * The transition tables, read from the test files themselves: each file is imported with
 * vitest's globals replaced by stand-ins that run no test, and `describeTransitions` registers
 * its table as it is described (test/transitionTable.ts). A new slice's table is found by its
 * file name, src/features/<slice>/<slice>Slice.test.ts.
 */
import { registeredTables, type RegisteredTable } from '../../test/transitionTable';

export interface CollectedTable extends RegisteredTable {
  /** The test file that describes the table, from the project's root. */
  file: string;
}

const tableFiles = import.meta.glob([
  '/src/features/*/*Slice.test.ts',
  '/src/app/transitions.test.ts',
]);

type Callable = (...args: unknown[]) => unknown;

/** Calls nothing and answers every property and call with itself: `it.each(rows)('%s', fn)`. */
const inert: Callable = new Proxy(() => undefined, {
  get: () => inert,
  apply: () => inert,
});

/** `describe` runs its body (tables are described inside it); everything else does nothing. */
const describeStandIn: Callable = new Proxy(
  (_name: unknown, body: unknown) => {
    if (typeof body === 'function') (body as () => void)();
  },
  { get: () => inert },
);

const globalNames = [
  'describe',
  'it',
  'test',
  'expect',
  'vi',
  'beforeAll',
  'beforeEach',
  'afterAll',
  'afterEach',
];

let collected: Promise<CollectedTable[]> | undefined;

async function importTables(): Promise<CollectedTable[]> {
  const scope = globalThis as Record<string, unknown>;
  const saved = new Map(globalNames.map((name) => [name, scope[name]]));
  for (const name of globalNames) scope[name] = name === 'describe' ? describeStandIn : inert;
  const tables: CollectedTable[] = [];
  try {
    for (const path of Object.keys(tableFiles).sort()) {
      const start = registeredTables.length;
      await tableFiles[path]?.();
      for (const table of registeredTables.slice(start))
        tables.push({ ...table, file: path.slice(1) });
    }
  } finally {
    for (const [name, value] of saved) scope[name] = value;
  }
  return tables;
}

/** Every transition table of the project, in file order, each table's rows in its own order. */
export function collectTables(): Promise<CollectedTable[]> {
  collected ??= importTables();
  return collected;
}
