import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine.ts';

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export type SearchStatus = 'empty' | 'typing' | 'searching' | 'results' | 'noResults' | 'error';

const STATUS_TAGS = [
  ['empty', 'empty'],
  ['typing', 'typing'],
  ['busy', 'searching'],
  ['results', 'results'],
  ['noResults', 'noResults'],
  ['error', 'error'],
] as const;

/** What the search panel shows. */
export function selectStatus(snapshot: SearchSnapshot): SearchStatus {
  return STATUS_TAGS.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? 'empty';
}

export const selectQuery = (snapshot: SearchSnapshot) => snapshot.context.query;
/** The hint under an empty field: "type at least N characters". */
export const selectMinSize = (snapshot: SearchSnapshot) => snapshot.context.minSize;

/** The dishes found; the last answer stays while the next query waits or loads. */
export const selectItems = (snapshot: SearchSnapshot) =>
  snapshot.hasTag('results') || snapshot.hasTag('typing') || snapshot.hasTag('busy')
    ? snapshot.context.items
    : [];
export const selectTotal = (snapshot: SearchSnapshot) => snapshot.context.total;
export const selectError = (snapshot: SearchSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
