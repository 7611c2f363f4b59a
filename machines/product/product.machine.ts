// The product sheet: a dish's options, quantity and note, added to the cart.
// Spec §3 "Product"; §2 `/menu`.
import { assign, setup } from 'xstate';
import type { MenuItem } from '../menu/menu.types.ts';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { editDraft, isDraftComplete, lineOf, newDraft } from '../table-order/table-order.rules.ts';
import type { DraftEdit } from '../table-order/table-order.types.ts';
import type {
  CartLine,
  LoadOptionsInput,
  OptionGroup,
  ProductContext,
  ProductErrorKey,
  ProductEvent,
  ProductInput,
  ProductTag,
} from './product.types.ts';

const draftOf = (context: ProductContext) => required(context.draft, 'product: a draft');

const cartLineOf = ({ context }: { context: ProductContext }): CartLine => ({
  ...lineOf(draftOf(context)),
  serviceId: context.serviceId,
});

/**
 * The product sheet of the delivery menu (spec §3 "Product", §2 "/menu"): the dish's option groups
 * with their minimum and maximum, required groups named when missed, sold-out choices refused, the
 * price following the choices, a quantity and a note. "Add" hands the line to the cart
 * (`addToCart`, provided by the app) and closes the sheet. The rules are the table menu's.
 */
export const productMachine = setup({
  types: {} as {
    context: ProductContext;
    events: ProductEvent;
    input: ProductInput;
    tags: ProductTag;
  },
  actors: {
    loadOptions: provided<OptionGroup[], LoadOptionsInput>('product', 'loadOptions'),
  },
  actions: {
    startDraft: assign(({ context }, groups: OptionGroup[]) => ({ draft: newDraft(context.item, groups) })),
    editDraft: assign(({ context }, edit: DraftEdit) => editDraft(draftOf(context), edit)),
    storeError: assign((_, error: ProductErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    /** Provided by the app: the analytics seam (spec §7 PRODUCT_VIEWED: the sheet shows the dish). */
    trackProductViewed: (_, _item: MenuItem) => {},
    /** Provided by the app: the cart's `cart.addItem` (the seam until the cart chart exists). */
    addToCart: (_, _line: CartLine) => {},
  },
  guards: {
    isDraftComplete: ({ context }) => context.draft !== undefined && isDraftComplete(context.draft),
  },
}).createMachine({
  id: 'product',
  context: ({ input }) => ({
    item: input.item,
    serviceId: input.serviceId,
    draft: undefined,
    error: undefined,
  }),
  initial: 'loading',
  on: { 'item.close': '.closed' },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ itemId: context.item.id, serviceId: context.serviceId }),
        onDone: {
          target: 'choosing',
          actions: [
            { type: 'startDraft', params: ({ event }) => event.output },
            { type: 'trackProductViewed', params: ({ context }) => context.item },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => apiErrorKeyOf(event.error) },
        },
      },
    },
    failed: { tags: 'error', on: { 'item.retry': { target: 'loading', actions: 'clearError' } } },
    choosing: {
      tags: 'choosing',
      on: {
        'choice.toggle': { actions: { type: 'editDraft', params: ({ event }) => event } },
        'quantity.set': { actions: { type: 'editDraft', params: ({ event }) => event } },
        'note.change': { actions: { type: 'editDraft', params: ({ event }) => event } },
        'item.add': [
          {
            guard: 'isDraftComplete',
            target: 'added',
            actions: { type: 'addToCart', params: cartLineOf },
          },
          { actions: { type: 'storeError', params: 'optionsRequired' } },
        ],
      },
    },
    added: { type: 'final' },
    closed: { type: 'final' },
  },
});
