import { selectTable } from '../../machines/app/app.selectors.ts';
import type { AppActor } from './app-tree.ts';
import type { Slices } from './stored-state.ts';
import { onTreeSettled } from './tree-settled.ts';

/**
 * Spec §3 "Table (persisted)": the table, its children included (a payment under way), is written to
 * storage as XState persists it whenever something in the tree changed, once the tree settled.
 */
export function persistTable(app: AppActor, slice: Slices['table']): void {
  let written: string | undefined;
  onTreeSettled(app, () => {
    const table = selectTable(app.getSnapshot());
    if (table === undefined) return;
    const json = JSON.stringify(withoutCardDetails(table.getPersistedSnapshot()));
    if (json === written) return;
    written = json;
    void slice.write(JSON.parse(json));
  });
}

/** A card's number never reaches storage: a card being tokenized is left out (the diner types it again). */
function withoutCardDetails<T>(snapshot: T): T {
  const node = snapshot as { children?: Record<string, { src?: string; snapshot?: unknown }> };
  if (node.children === undefined) return snapshot;
  const children = Object.fromEntries(
    Object.entries(node.children)
      .filter(([, child]) => child.src !== 'tokenizeCard')
      .map(([key, child]) => [key, { ...child, snapshot: withoutCardDetails(child.snapshot) }]),
  );
  return { ...node, children } as T;
}
