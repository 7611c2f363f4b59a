import { useSelector } from '@xstate/react';
import type { TableSnapshot } from '../../../machines/table/table.selectors.ts';
import type { TableActor } from '../../app/table-actor.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The long-lived table actor (DESIGN §3); the route guard loaded it before any table page renders. */
export function useTable(): TableActor {
  const { actor } = useAppActors().table;
  if (actor === undefined) throw new Error('The table actor is loaded by the table routes’ guard');
  return actor;
}

/** A value read from the table's snapshot through one of its selectors. */
export function useTableSelector<T>(
  selector: (snapshot: TableSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useTable(), selector, compare);
}
