// The menu search: enough characters, a pause, the latest answer.
// Spec §5 search (minSize 4, debounce 2000 ms); §7 search items.
import { assign, setup } from 'xstate';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import type {
  SearchContext,
  SearchEvent,
  SearchInput,
  SearchItemsInput,
  SearchResults,
  SearchTag,
  SearchTracked,
} from './search.types.ts';

/** Spec §5: "Search needs at least 4 characters (default minSize), debounce 2000 ms." */
export const SEARCH_DEFAULTS = { minSize: 4, debounce: 2000 } as const;
/** Results shown at once; longer queries than a dish's name are cut. */
export const SEARCH_LIMIT = 20;
export const MAX_QUERY_LENGTH = 100;

/** A block value out of its range (a bad payload) falls back to the spec's default. */
const bounded = (value: number | undefined, min: number, max: number, fallback: number) =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

const queryOf = (event: SearchEvent) =>
  event.type === 'query.change' ? event.query.trim().slice(0, MAX_QUERY_LENGTH) : '';

/**
 * The menu search (spec §5, §7 "search items"): waits for enough characters and a pause in typing,
 * then asks; a newer query wins (leaving `searching` stops the older request, so its answer is
 * never seen). Each answer is tracked as the engagement event SEARCH.
 */
export const searchMachine = setup({
  types: {} as {
    context: SearchContext;
    events: SearchEvent;
    input: SearchInput;
    tags: SearchTag;
  },
  actors: {
    searchItems: provided<SearchResults, SearchItemsInput>('search', 'searchItems'),
  },
  actions: {
    storeQuery: assign(({ event }) => ({ query: queryOf(event) })),
    storeResults: assign((_, { items, total }: SearchResults) => ({ items, total })),
    clearResults: assign({ items: [], total: 0 }),
    clearQuery: assign({ query: '' }),
    storeError: assign((_, error: SearchContext['error']) => ({ error })),
    clearError: assign({ error: undefined }),
    /** Provided by the app: the analytics seam. */
    trackSearch: (_, _search: SearchTracked) => {},
  },
  guards: {
    isSameQuery: ({ context, event }) => queryOf(event) === context.query,
    isLongEnough: ({ context, event }) => queryOf(event).length >= context.minSize,
    hasItems: (_, results: SearchResults) => results.items.length > 0,
  },
  delays: {
    searchDebounce: ({ context }) => context.debounce,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    serviceId: input.serviceId,
    minSize: bounded(input.minSize, 1, MAX_QUERY_LENGTH, SEARCH_DEFAULTS.minSize),
    debounce: bounded(input.debounce, 0, 10_000, SEARCH_DEFAULTS.debounce),
    query: '',
    items: [],
    total: 0,
    error: undefined,
  }),
  initial: 'empty',
  on: {
    'query.change': [
      // A space typed or removed: nothing new to ask.
      { guard: 'isSameQuery' },
      { guard: 'isLongEnough', target: '.typing', actions: ['storeQuery', 'clearError'] },
      { target: '.empty', actions: ['storeQuery', 'clearResults', 'clearError'] },
    ],
    'search.clear': { target: '.empty', actions: ['clearQuery', 'clearResults', 'clearError'] },
  },
  states: {
    empty: { tags: 'empty' },
    typing: {
      tags: 'typing',
      after: { searchDebounce: 'searching' },
      on: { 'search.submit': 'searching' },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchItems',
        src: 'searchItems',
        input: ({ context }) => ({ serviceId: context.serviceId, query: context.query, limit: SEARCH_LIMIT }),
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => event.output },
            target: 'results',
            actions: [
              { type: 'storeResults', params: ({ event }) => event.output },
              { type: 'trackSearch', params: ({ context, event }) => tracked(context.query, event.output) },
            ],
          },
          {
            target: 'noResults',
            actions: [
              { type: 'storeResults', params: ({ event }) => event.output },
              { type: 'trackSearch', params: ({ context, event }) => tracked(context.query, event.output) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => apiErrorKeyOf(event.error) },
        },
      },
    },
    results: { tags: 'results' },
    noResults: { tags: 'noResults' },
    failed: {
      tags: 'error',
      on: { 'search.retry': { target: 'searching', actions: 'clearError' } },
    },
  },
});

function tracked(query: string, { total }: SearchResults): SearchTracked {
  return { query, resultCount: total };
}
