// Customer care: the sheet with the brand's contact (the CMS content `support`), opened from the profile or an order.
// Spec §1 engagement tracking; §7 engagement events "support clicks" (SUPPORT_CLICKED), CMS contents.
import { assign, setup } from 'xstate';
import type { CmsContent } from '../../contract/schemas/cms.ts';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import type {
  CustomerCareContext,
  CustomerCareEvent,
  CustomerCareInput,
  CustomerCareTag,
  SupportClicked,
} from './customer-care.types.ts';

const clicked = ({ context: { from } }: { context: CustomerCareContext }): SupportClicked =>
  from.source === 'order' ? { source: 'order', order_id: from.orderId } : { source: 'profile' };

/**
 * Customer care (spec §7 "support clicks"): each opening is tracked with where it happened; the
 * content is read the first time the sheet opens and kept while the chart runs; a failed read says
 * so and can be tried again.
 */
export const customerCareMachine = setup({
  types: {} as {
    context: CustomerCareContext;
    events: CustomerCareEvent;
    input: CustomerCareInput;
    tags: CustomerCareTag;
  },
  actors: {
    loadContent: provided<CmsContent>('customerCare', 'loadContent'),
  },
  actions: {
    storeContent: assign((_, content: CmsContent) => ({ content, error: undefined })),
    storeError: assign((_, error: CustomerCareContext['error']) => ({ error })),
    // Provided by the app: the engagement event through the analytics seam.
    trackSupportClicked: (_, _clicked: SupportClicked) => {},
  },
  guards: {
    hasContent: ({ context }) => context.content !== undefined,
  },
}).createMachine({
  id: 'customerCare',
  context: ({ input }) => ({ from: input, content: undefined, error: undefined }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'care.open': [
          {
            guard: 'hasContent',
            target: 'open.shown',
            actions: { type: 'trackSupportClicked', params: clicked },
          },
          { target: 'open.loading', actions: { type: 'trackSupportClicked', params: clicked } },
        ],
      },
    },
    open: {
      tags: 'open',
      initial: 'loading',
      on: { 'care.close': 'closed' },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadContent',
            src: 'loadContent',
            onDone: {
              target: 'shown',
              actions: { type: 'storeContent', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => apiErrorKeyOf(event.error) },
            },
          },
        },
        shown: { tags: 'ready' },
        failed: { tags: 'error', on: { 'care.retry': 'loading' } },
      },
    },
  },
});
