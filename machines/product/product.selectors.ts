import type { SnapshotFrom } from 'xstate';
import { draftTotalCents, missingGroups } from '../table-order/table-order.rules.ts';
import type { productMachine } from './product.machine.ts';

export type ProductSnapshot = SnapshotFrom<typeof productMachine>;

export const selectItem = (snapshot: ProductSnapshot) => snapshot.context.item;
export const selectDraft = (snapshot: ProductSnapshot) => snapshot.context.draft;
export const selectIsBusy = (snapshot: ProductSnapshot) => snapshot.hasTag('busy');
/** The options could not be loaded: the sheet offers "try again". */
export const selectIsFailed = (snapshot: ProductSnapshot) => snapshot.hasTag('error');
export const selectError = (snapshot: ProductSnapshot) => snapshot.context.error;

/** The price as chosen so far, and the required groups still without a choice. */
export function selectDraftSummary(snapshot: ProductSnapshot) {
  const { draft } = snapshot.context;
  if (draft === undefined) return undefined;
  const missing = missingGroups(draft).map((group) => group.id);
  return { totalCents: draftTotalCents(draft), complete: missing.length === 0, missing };
}
