// The table-payment terms, loaded once for both terms pages.
// Spec §2 `/table` and `/table/terms`.
import { assign, setup } from 'xstate';
import type { LegalText } from '../../contract/schemas/cms.ts';
import { provided } from '../shared/provided.ts';

/**
 * The table-payment terms (spec §2 `/table` and `/table/terms`): loaded when a terms page asks for
 * them, kept for the other one, and asked again only after a failure. A child of the table.
 */
export const tableTermsMachine = setup({
  types: {} as {
    context: { terms: LegalText | undefined };
    events: { type: 'terms.load' };
    tags: 'busy' | 'error';
  },
  actors: {
    loadTerms: provided<LegalText>('tableTerms', 'loadTerms'),
  },
  actions: {
    storeTerms: assign((_, terms: LegalText) => ({ terms })),
  },
}).createMachine({
  id: 'tableTerms',
  context: { terms: undefined },
  initial: 'idle',
  states: {
    idle: { on: { 'terms.load': 'loading' } },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        onDone: { target: 'loaded', actions: { type: 'storeTerms', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: { tags: 'error', on: { 'terms.load': 'loading' } },
  },
});
