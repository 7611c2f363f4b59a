// The customer's order history: pages of ten, a filter, load more, empty and failed reads.
// Spec §2 `/orders`; §7 `orders/history/{filter}` (default ALL); §9 page size 10, offset = page × size.
import { assign, setup } from 'xstate';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import type {
  HistoryPage,
  HistoryPageInput,
  OrderHistoryContext,
  OrderHistoryEvent,
  OrderHistoryTag,
} from './order-history.types.ts';

/** Spec §9: order lists read ten at a time. */
export const HISTORY_PAGE_SIZE = 10;

const failure = ({ event }: { event: { error: unknown } }) => apiErrorKeyOf(event.error);
const pageInput = ({ context }: { context: OrderHistoryContext }): HistoryPageInput => ({
  filter: context.filter,
  limit: HISTORY_PAGE_SIZE,
  offset: context.pages * HISTORY_PAGE_SIZE,
});
const output = ({ event }: { event: { output: HistoryPage } }) => event.output;

/** To the list as it now stands: empty, complete, or with more to read. */
const toList = [
  { guard: 'isEmpty', target: '#orderHistory.empty' },
  { guard: 'hasMore', target: '#orderHistory.listed.more' },
  { target: '#orderHistory.listed.complete' },
] as const;

/**
 * The order history (spec §2 `/orders`): the first page of the filter (ALL at first), then the next
 * page at offset page × 10 each time the customer asks for more while the API holds more; another
 * filter starts over. A failed first read offers a retry; a failed next page keeps what is listed.
 */
export const orderHistoryMachine = setup({
  types: {} as {
    context: OrderHistoryContext;
    events: OrderHistoryEvent;
    tags: OrderHistoryTag;
  },
  actors: {
    loadPage: provided<HistoryPage, HistoryPageInput>('orderHistory', 'loadPage'),
  },
  actions: {
    startOver: assign({ orders: [], pages: 0, total: 0, error: undefined }),
    chooseFilter: assign(({ event }) => (event.type === 'history.filter' ? { filter: event.filter } : {})),
    appendPage: assign(({ context }, page: HistoryPage) => ({
      orders: [...context.orders, ...page.orders],
      pages: context.pages + 1,
      total: page.total,
      error: undefined,
    })),
    storeError: assign((_, error: OrderHistoryContext['error']) => ({ error })),
  },
  guards: {
    isEmpty: ({ context }) => context.orders.length === 0,
    hasMore: ({ context }) => context.orders.length < context.total,
    isOtherFilter: ({ context, event }) => event.type === 'history.filter' && event.filter !== context.filter,
  },
}).createMachine({
  id: 'orderHistory',
  context: { filter: 'ALL', orders: [], pages: 0, total: 0, error: undefined },
  on: {
    'history.filter': {
      guard: 'isOtherFilter',
      target: '.loading',
      actions: ['chooseFilter', 'startOver'],
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: pageInput,
        onDone: { target: 'checking', actions: { type: 'appendPage', params: output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: failure } },
      },
    },
    // Where the page just read leaves the list.
    checking: { always: toList },
    failed: { tags: 'error', on: { 'history.retry': 'loading' } },
    empty: { tags: ['ready', 'empty'] },
    listed: {
      tags: 'ready',
      initial: 'complete',
      states: {
        complete: {},
        more: { tags: 'more', on: { 'history.loadMore': 'loadingMore' } },
        loadingMore: {
          tags: ['busy', 'more'],
          invoke: {
            id: 'loadNextPage',
            src: 'loadPage',
            input: pageInput,
            onDone: { target: '#orderHistory.checking', actions: { type: 'appendPage', params: output } },
            onError: { target: 'moreFailed', actions: { type: 'storeError', params: failure } },
          },
        },
        // What is listed stays; asking again reads the same page.
        moreFailed: { tags: ['error', 'more'], on: { 'history.loadMore': 'loadingMore' } },
      },
    },
  },
});
