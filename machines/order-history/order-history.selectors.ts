import type { SnapshotFrom } from 'xstate';
import type { orderHistoryMachine } from './order-history.machine.ts';

export type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;

export const selectOrders = (snapshot: OrderHistorySnapshot) => snapshot.context.orders;
export const selectFilter = (snapshot: OrderHistorySnapshot) => snapshot.context.filter;
export const selectTotal = (snapshot: OrderHistorySnapshot) => snapshot.context.total;
/** The first page is being read (nothing to list yet). */
export const selectIsLoading = (snapshot: OrderHistorySnapshot) => snapshot.matches('loading');
/** The next page is being read below what is listed. */
export const selectIsLoadingMore = (snapshot: OrderHistorySnapshot) =>
  snapshot.matches({ listed: 'loadingMore' });
export const selectHasMore = (snapshot: OrderHistorySnapshot) => snapshot.hasTag('more');
export const selectIsEmpty = (snapshot: OrderHistorySnapshot) => snapshot.hasTag('empty');
/** The first page could not be read: the page offers a retry. */
export const selectLoadFailed = (snapshot: OrderHistorySnapshot) => snapshot.matches('failed');
/** The next page could not be read: what is listed stays, "load more" tries again. */
export const selectMoreFailed = (snapshot: OrderHistorySnapshot) =>
  snapshot.matches({ listed: 'moreFailed' });
export const selectError = (snapshot: OrderHistorySnapshot) => snapshot.context.error;
