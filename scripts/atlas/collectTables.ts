/**
 * The transition tables: plain data modules (test/transitions/), the same ones the slices'
 * tests run through `describeTransitions` (test/transitionTable.ts). A new table is listed here.
 */
import type { TransitionTable } from '../../test/transitionTable';
import { acrossTable, everyPageTable } from '../../test/transitions/across';
import { doctorsTable } from '../../test/transitions/doctors';
import { localeTable } from '../../test/transitions/locale';
import { navigationTable } from '../../test/transitions/navigation';
import { servicesTable } from '../../test/transitions/services';
import { uiPanelsTable } from '../../test/transitions/uiPanels';

export interface CollectedTable extends TransitionTable<unknown> {
  /** The data module that holds the table, from the project's root. */
  file: string;
}

const table = <S>(file: string, data: TransitionTable<S>): CollectedTable => ({
  ...(data as unknown as TransitionTable<unknown>),
  file,
});

/** Every transition table of the project: the rows across the slices, then slice by slice. */
export const transitionTables: readonly CollectedTable[] = [
  table('test/transitions/across.ts', acrossTable),
  table('test/transitions/across.ts', everyPageTable),
  table('test/transitions/doctors.ts', doctorsTable),
  table('test/transitions/locale.ts', localeTable),
  table('test/transitions/navigation.ts', navigationTable),
  table('test/transitions/services.ts', servicesTable),
  table('test/transitions/uiPanels.ts', uiPanelsTable),
];
