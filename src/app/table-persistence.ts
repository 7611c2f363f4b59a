import { selectTable } from '../../machines/app/app.selectors.ts';
import type { AppActor } from './app-tree.ts';
import type { Slices } from './stored-state.ts';
import { withoutCardDetails } from './table-slice.ts';

/**
 * Spec §3 "Table (persisted)": the table, its children included (a payment under way), is written to
 * storage as XState persists it whenever something in the tree changed, once the tree settled.
 */
export function persistTable(app: AppActor, slice: Slices['table']): void {
  let scheduled = false;
  let written: string | undefined;
  app.system.inspect((event) => {
    if (event.type !== '@xstate.snapshot' || scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      const table = selectTable(app.getSnapshot());
      if (table === undefined) return;
      const json = JSON.stringify(withoutCardDetails(table.getPersistedSnapshot()));
      if (json === written) return;
      written = json;
      void slice.write(JSON.parse(json));
    });
  });
}
