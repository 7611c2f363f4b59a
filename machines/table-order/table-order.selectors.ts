import type { SnapshotFrom } from 'xstate';
import type { tableOrderMachine } from './table-order.machine.ts';
import {
  draftTotalCents,
  isDraftComplete,
  missingGroups,
  orderCount,
  orderTotalCents,
} from './table-order.rules.ts';

export type TableOrderSnapshot = SnapshotFrom<typeof tableOrderMachine>;

export const selectMenu = (snapshot: TableOrderSnapshot) => snapshot.context.menu;
export const selectIsBusy = (snapshot: TableOrderSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: TableOrderSnapshot) => snapshot.context.error;
/** The sheet of a dish is open (loading, failed or choosing). */
export const selectIsItemOpen = (snapshot: TableOrderSnapshot) => snapshot.hasTag('item');
export const selectDraft = (snapshot: TableOrderSnapshot) => snapshot.context.draft;
export const selectOpenedItemId = (snapshot: TableOrderSnapshot) => snapshot.context.openedItemId;
export const selectIsBasketOpen = (snapshot: TableOrderSnapshot) =>
  snapshot.hasTag('basket') || snapshot.matches('sending') || snapshot.matches('unknown');
/** The order was sent but its answer was lost: only "try again" is safe. */
export const selectIsOutcomeUnknown = (snapshot: TableOrderSnapshot) => snapshot.hasTag('unknown');
export const selectLines = (snapshot: TableOrderSnapshot) => snapshot.context.lines;

export function selectOrderSummary(snapshot: TableOrderSnapshot) {
  const { lines } = snapshot.context;
  return { count: orderCount(lines), totalCents: orderTotalCents(lines) };
}

/** The open sheet's price and the groups still missing a choice. */
export function selectDraftSummary(snapshot: TableOrderSnapshot) {
  const { draft } = snapshot.context;
  if (draft === undefined) return undefined;
  return {
    totalCents: draftTotalCents(draft),
    complete: isDraftComplete(draft),
    missing: missingGroups(draft).map((group) => group.id),
  };
}
