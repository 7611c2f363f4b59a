// After an order: order it again (rebuy) and send its invoice by e-mail.
// Spec §1 "re-buy and invoice by e-mail"; §7 `orders/rebuy`, `send invoice`, REPURCHASE_COMPLETED; §8 "rebuy order".
import { assign, setup } from 'xstate';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import type {
  InvoiceInput,
  OrderActionsContext,
  OrderActionsEvent,
  OrderActionsInput,
  OrderActionsTag,
  RebuyInput,
  RebuyOutcome,
  RepurchaseTracked,
} from './order-actions.types.ts';

const failure = ({ event }: { event: { error: unknown } }) => apiErrorKeyOf(event.error);
const outcome = ({ event }: { event: { output: RebuyOutcome } }) => event.output;
const repurchase = ({ context, event }: { context: OrderActionsContext; event: { output: RebuyOutcome } }) =>
  ({
    order_id: context.orderId,
    cart_order_id: event.output.cartOrderId,
    items: event.output.lineCount,
    missing_items: event.output.missing.length,
  }) satisfies RepurchaseTracked;

/** An address worth sending to (the API checks it too). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailOf = (event: OrderActionsEvent) => (event.type === 'invoice.send' ? event.email.trim() : '');

/**
 * What the customer can do with a past order (spec §1, §7): order it again — the API fills the cart
 * with its lines at today's prices and names those no longer available; the app reloads its cart,
 * and the customer goes on to it (at once when nothing is missing, after reading what is otherwise)
 * — and have its invoice e-mailed to an address of theirs.
 */
export const orderActionsMachine = setup({
  types: {} as {
    context: OrderActionsContext;
    events: OrderActionsEvent;
    input: OrderActionsInput;
    tags: OrderActionsTag;
  },
  actors: {
    rebuy: provided<RebuyOutcome, RebuyInput>('orderActions', 'rebuy'),
    sendInvoice: provided<void, InvoiceInput>('orderActions', 'sendInvoice'),
  },
  actions: {
    storeMissing: assign((_, { missing }: RebuyOutcome) => ({ missing, rebuyError: undefined })),
    storeRebuyError: assign((_, rebuyError: OrderActionsContext['rebuyError']) => ({ rebuyError })),
    clearRebuy: assign({ missing: [], rebuyError: undefined }),
    storeRecipient: assign(({ event }) => ({ invoiceTo: emailOf(event), invoiceError: undefined })),
    storeInvoiceError: assign((_, invoiceError: OrderActionsContext['invoiceError']) => ({ invoiceError })),
    // Provided by the app: the tree's cart reads the refilled cart; the customer goes to it; analytics.
    reloadCart: () => {},
    goToCart: () => {},
    trackRepurchase: (_, _tracked: RepurchaseTracked) => {},
  },
  guards: {
    hasMissing: ({ event }) => (event as unknown as { output: RebuyOutcome }).output.missing.length > 0,
    isEmail: ({ event }) => EMAIL.test(emailOf(event)),
  },
}).createMachine({
  id: 'orderActions',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    missing: [],
    rebuyError: undefined,
    invoiceTo: undefined,
    invoiceError: undefined,
  }),
  states: {
    rebuy: {
      initial: 'idle',
      states: {
        idle: { on: { 'rebuy.start': 'rebuying' } },
        rebuying: {
          tags: 'busy',
          invoke: {
            id: 'rebuy',
            src: 'rebuy',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: 'hasMissing',
                target: 'incomplete',
                actions: [
                  { type: 'storeMissing', params: outcome },
                  'reloadCart',
                  { type: 'trackRepurchase', params: repurchase },
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'storeMissing', params: outcome },
                  'reloadCart',
                  { type: 'trackRepurchase', params: repurchase },
                  'goToCart',
                ],
              },
            ],
            onError: { target: 'failed', actions: { type: 'storeRebuyError', params: failure } },
          },
        },
        // The cart is refilled without some lines: the customer reads which before going on.
        incomplete: {
          tags: 'rebuy:incomplete',
          on: {
            'rebuy.continue': { target: 'idle', actions: ['clearRebuy', 'goToCart'] },
            'rebuy.dismiss': { target: 'idle', actions: 'clearRebuy' },
          },
        },
        failed: {
          tags: 'error',
          on: {
            'rebuy.start': { target: 'rebuying', actions: 'clearRebuy' },
            'rebuy.dismiss': { target: 'idle', actions: 'clearRebuy' },
          },
        },
      },
    },
    invoice: {
      initial: 'idle',
      on: {
        'invoice.send': [
          { guard: 'isEmail', target: '.sending', actions: 'storeRecipient' },
          { target: '.idle', actions: { type: 'storeInvoiceError', params: 'invalidEmail' } },
        ],
      },
      states: {
        idle: {},
        sending: {
          tags: 'busy',
          // One at a time: a second press while it is sent is not a second e-mail.
          on: { 'invoice.send': {} },
          invoke: {
            id: 'sendInvoice',
            src: 'sendInvoice',
            input: ({ context }) => ({ orderId: context.orderId, email: context.invoiceTo ?? '' }),
            onDone: { target: 'sent' },
            onError: { target: 'idle', actions: { type: 'storeInvoiceError', params: failure } },
          },
        },
        sent: {
          tags: 'invoice:sent',
          on: { 'invoice.dismiss': 'idle' },
        },
      },
    },
  },
});
