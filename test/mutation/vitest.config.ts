/**
 * The tests StrykerJS runs against each mutant of the state machine (stryker.config.json,
 * `npm run mutate`): the unit tests of the slices, the events, the addresses and the selectors,
 * the invariants and the replayed sessions. The component tests, which render the whole app,
 * are left out: a mutant of a slice would run them all (docs/testing.md, "The mutation score").
 * The runner asks Vitest for its `threads` pool, one worker (stryker-js issue 6223: Vite 8's
 * native transforms can crash a thread on large test sets; not seen with these files). The files
 * share one module registry, as in the `logic` project, and each mutant's run starts a new
 * worker, so a mutant active while a module loads (a slice is built when its module loads) is
 * loaded anew. No jsdom where no document is needed, which saves most of each file's start.
 */
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from '../../vite.config';

/**
 * The order of the files for a mutant that is active while its module loads, which runs every
 * related file until one fails (bail). First the store's own test: it imports the modules inside
 * the test, so a mutant that makes a module throw while it loads fails a test there (were
 * another file first, its imports would fail with no test to report, the run would stop there
 * and the runner would count the mutant as survived). Then the quick tables, and last the
 * random event sequences, slower, which catch what the tables do not.
 */
class StoreFirstSequencesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) =>
      file.moduleId.endsWith('/src/state/store.test.ts')
        ? 0
        : file.moduleId.endsWith('/test/invariants.test.ts')
          ? 2
          : 1;
    const sorted = (await super.sort(files)).reverse();
    return [0, 1, 2].flatMap((place) => sorted.filter((file) => rank(file) === place));
  }
}

const inADocument = ['src/app/pageHead.test.ts', 'src/app/preloadPage.test.ts'];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    environment: 'node',
    setupFiles: [],
    isolate: false,
    sequence: { ...base.test?.sequence, sequencer: StoreFirstSequencesLast },
    projects: [
      {
        extends: true,
        test: {
          name: 'state machine',
          include: [
            'src/state/*/*Slice.test.ts',
            'src/state/*.test.ts',
            'src/app/*.test.ts',
            'test/invariants.test.ts',
            'test/atlas/sessions.test.ts',
          ],
          exclude: inADocument,
        },
      },
      {
        extends: true,
        test: {
          name: 'in a document',
          include: inADocument,
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
