// Ordering from the table menu.
// Spec §2 `/table/menu`; §7 table orders.
import { assign, setup } from 'xstate';
import { newIdempotencyKey } from '../shared/idempotency-key.ts';
import { isLostAnswer } from '../shared/lost-answer.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { initialContext, orderFailureOf, placeOrderInputOf } from './table-order.context.ts';
import {
  addLine,
  editDraft,
  findItem,
  isDraftComplete,
  lineOf,
  newDraft,
  setLineQuantity,
} from './table-order.rules.ts';
import type {
  DraftEdit,
  LoadItemInput,
  LoadMenuInput,
  OptionGroup,
  PlacedOrder,
  TableMenu,
  TableOrderContext,
  TableOrderErrorKey,
  TableOrderEvent,
  TableOrderInput,
  TableOrderOutput,
  TableOrderTag,
} from './table-order.types.ts';

const draftOf = (context: TableOrderContext) => required(context.draft, 'draft');

/**
 * Ordering from the table menu (spec §2 "/table/menu", with table ordering on): browse, open a
 * dish, choose its options, gather an order, send it to the bill. A send whose answer is lost is
 * retried with the same Idempotency-Key only, so the kitchen never gets the order twice.
 */
export const tableOrderMachine = setup({
  types: {} as {
    context: TableOrderContext;
    events: TableOrderEvent;
    input: TableOrderInput;
    output: TableOrderOutput;
    tags: TableOrderTag;
  },
  actors: {
    loadMenu: provided<TableMenu, LoadMenuInput>('tableOrder', 'loadMenu'),
    loadItem: provided<OptionGroup[], LoadItemInput>('tableOrder', 'loadItem'),
    placeOrder: provided<PlacedOrder, ReturnType<typeof placeOrderInputOf>>('tableOrder', 'placeOrder'),
  },
  actions: {
    storeMenu: assign((_, menu: TableMenu) => ({ menu })),
    storePlaced: assign((_, placed: PlacedOrder) => ({ placed })),
    openItem: assign(({ event }) => (event.type === 'item.open' ? { openedItemId: event.itemId } : {})),
    startDraft: assign(({ context }, groups: OptionGroup[]) => ({
      draft: newDraft(
        required(findItem(context.menu?.sections, required(context.openedItemId, 'item')), 'item'),
        groups,
      ),
    })),
    editDraft: assign(({ context }, edit: DraftEdit) => editDraft(draftOf(context), edit)),
    addDraft: assign(({ context }) => ({ lines: addLine(context.lines, lineOf(draftOf(context))) })),
    closeItem: assign({ openedItemId: undefined, draft: undefined, error: undefined }),
    setLine: assign(({ context, event }) =>
      event.type === 'line.set' ? { lines: setLineQuantity(context.lines, event.key, event.quantity) } : {},
    ),
    newKey: assign({ idempotencyKey: newIdempotencyKey }),
    forgetKey: assign({ idempotencyKey: undefined }),
    storeError: assign((_, error: TableOrderErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
  },
  guards: {
    isAvailable: ({ context, event }) =>
      event.type === 'item.open' && findItem(context.menu?.sections, event.itemId)?.available === true,
    isDraftComplete: ({ context }) => context.draft !== undefined && isDraftComplete(context.draft),
    hasLines: ({ context }) => context.lines.length > 0,
    isLastLineRemoved: ({ context, event }) =>
      event.type === 'line.set' && setLineQuantity(context.lines, event.key, event.quantity).length === 0,
    isAnswerLost: ({ event }) => isLostAnswer((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'tableOrder',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadMenu',
        src: 'loadMenu',
        input: ({ context }) => ({ storeId: context.storeId, position: context.position }),
        onDone: { target: 'browsing', actions: { type: 'storeMenu', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => orderFailureOf({ event }) },
        },
      },
    },
    loadFailed: { tags: 'error', on: { 'menu.retry': { target: 'loading', actions: 'clearError' } } },
    browsing: {
      tags: 'browsing',
      on: {
        'item.open': { guard: 'isAvailable', target: 'item', actions: 'openItem' },
        'basket.open': { guard: 'hasLines', target: 'basket' },
      },
    },
    item: {
      tags: 'item',
      initial: 'loading',
      on: { 'item.close': { target: 'browsing', actions: 'closeItem' } },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadItem',
            src: 'loadItem',
            input: ({ context }) => ({
              itemId: required(context.openedItemId, 'item'),
              serviceId: required(context.menu, 'menu').serviceId,
            }),
            onDone: {
              target: 'choosing',
              actions: { type: 'startDraft', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => orderFailureOf({ event }) },
            },
          },
        },
        failed: { tags: 'error', on: { 'item.retry': { target: 'loading', actions: 'clearError' } } },
        choosing: {
          on: {
            'choice.toggle': { actions: { type: 'editDraft', params: ({ event }) => event } },
            'quantity.set': { actions: { type: 'editDraft', params: ({ event }) => event } },
            'note.change': { actions: { type: 'editDraft', params: ({ event }) => event } },
            'item.add': [
              {
                guard: 'isDraftComplete',
                target: '#tableOrder.browsing',
                actions: ['addDraft', 'closeItem'],
              },
              { actions: { type: 'storeError', params: 'optionsRequired' } },
            ],
          },
        },
      },
    },
    basket: {
      tags: 'basket',
      on: {
        'line.set': [
          { guard: 'isLastLineRemoved', target: 'browsing', actions: ['setLine', 'clearError'] },
          { actions: ['setLine', 'clearError'] },
        ],
        'basket.close': { target: 'browsing', actions: 'clearError' },
        'order.send': { target: 'sending', actions: ['newKey', 'clearError'] },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: placeOrderInputOf,
        onDone: { target: 'sent', actions: { type: 'storePlaced', params: ({ event }) => event.output } },
        onError: [
          {
            guard: 'isAnswerLost',
            target: 'unknown',
            actions: { type: 'storeError', params: ({ event }) => orderFailureOf({ event }) },
          },
          // Refused: nothing reached the bill; the diner edits the order and sends it anew.
          {
            target: 'basket',
            actions: ['forgetKey', { type: 'storeError', params: ({ event }) => orderFailureOf({ event }) }],
          },
        ],
      },
    },
    // The order may or may not be on the bill: only the same key may ask again.
    unknown: {
      tags: ['error', 'unknown'],
      on: { 'order.send': { target: 'sending', actions: 'clearError' } },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => required(context.placed, 'placed'),
});
