import { useSelector } from '@xstate/react';
import { selectTable, type TableActor } from '../../../machines/app/app.selectors.ts';
import type { TableSnapshot } from '../../../machines/table/table.location.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The table (DESIGN §3); the table pages' guard waits for its code before any of them renders. */
export function useTable(): TableActor {
  const table = useSelector(useAppActors().app, selectTable);
  if (table === undefined) throw new Error('The table is loaded before the table pages render (their guard)');
  return table;
}

/** A value read from the table's snapshot through one of its selectors. */
export function useTableSelector<T>(
  selector: (snapshot: TableSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useTable(), selector, compare);
}
