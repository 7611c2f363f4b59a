// The customer's orders pages: the history, or one order's tracking with rebuy, invoice and customer care.
// Spec §2 `/orders`, `/orders/{id}`, `/mobile/order/{id}`; §7 "Cards, orders, payments", "support clicks".
import { assign, setup } from 'xstate';
import { customerCareMachine } from '../customer-care/customer-care.machine.ts';
import { orderActionsMachine } from '../order-actions/order-actions.machine.ts';
import { orderHistoryMachine } from '../order-history/order-history.machine.ts';
import { orderTrackingMachine } from '../order-tracking/order-tracking.machine.ts';
import { isHistoryPage, isOrdersPage, orderIdOf } from './orders.pages.ts';
import type { OrdersContext, OrdersEvent, OrdersInput, OrdersTag } from './orders.types.ts';

const pathnameOf = (event: OrdersEvent | { type: string }) =>
  event.type === 'route.entered' ? (event as OrdersEvent).pathname : '';

/**
 * The orders pages' chart: on `/orders` the history runs (systemId `orderHistory`); on an order's page
 * its tracking (`orderTracking`) runs beside what can be done with it (`orderActions`: rebuy, invoice)
 * and the customer care sheet about it (`customerCare`).
 * Another order's page starts them afresh for it; the same order under its other address keeps them.
 * Off the orders pages nothing runs.
 */
export const ordersMachine = setup({
  types: {} as { context: OrdersContext; events: OrdersEvent; input: OrdersInput; tags: OrdersTag },
  actors: {
    orderHistory: orderHistoryMachine,
    orderTracking: orderTrackingMachine,
    orderActions: orderActionsMachine,
    customerCare: customerCareMachine,
  },
  actions: {
    storeOrderId: assign((_, pathname: string) => ({ orderId: orderIdOf(pathname) })),
  },
  guards: {
    isTrackingOrder: ({ context }) => context.orderId !== undefined,
    isHistoryPage: (_, pathname: string) => isHistoryPage(pathname),
    isOffOrdersPages: (_, pathname: string) => !isOrdersPage(pathname),
    isOtherOrderPage: ({ context }, pathname: string) => {
      const id = orderIdOf(pathname);
      return id !== undefined && id !== context.orderId;
    },
  },
}).createMachine({
  id: 'orders',
  context: ({ input }) => ({ orderId: orderIdOf(input.pathname) }),
  initial: 'opening',
  on: {
    'route.entered': [
      {
        guard: { type: 'isHistoryPage', params: ({ event }) => pathnameOf(event) },
        target: '.history',
        actions: { type: 'storeOrderId', params: ({ event }) => pathnameOf(event) },
      },
      {
        guard: { type: 'isOtherOrderPage', params: ({ event }) => pathnameOf(event) },
        target: '.tracking',
        actions: { type: 'storeOrderId', params: ({ event }) => pathnameOf(event) },
      },
      {
        guard: { type: 'isOffOrdersPages', params: ({ event }) => pathnameOf(event) },
        target: '.elsewhere',
        actions: { type: 'storeOrderId', params: ({ event }) => pathnameOf(event) },
      },
    ],
  },
  states: {
    opening: { always: [{ guard: 'isTrackingOrder', target: 'tracking' }, { target: 'history' }] },
    history: {
      tags: 'route:/orders',
      invoke: { id: 'orderHistory', systemId: 'orderHistory', src: 'orderHistory', onError: 'failed' },
    },
    tracking: {
      tags: 'route:/orders/$id',
      invoke: [
        {
          id: 'orderTracking',
          systemId: 'orderTracking',
          src: 'orderTracking',
          input: ({ context }) => ({ orderId: context.orderId ?? '' }),
          onError: 'failed',
        },
        {
          id: 'orderActions',
          systemId: 'orderActions',
          src: 'orderActions',
          input: ({ context }) => ({ orderId: context.orderId ?? '' }),
          onError: 'failed',
        },
        {
          id: 'customerCare',
          systemId: 'customerCare',
          src: 'customerCare',
          input: ({ context }) => ({ source: 'order' as const, orderId: context.orderId ?? '' }),
          onError: 'failed',
        },
      ],
    },
    // Another page of the app: nothing is read or polled until an orders page is entered again.
    elsewhere: {},
    // A chart of the page broke (a bug): the page says so; another orders page starts afresh.
    failed: { tags: 'error' },
  },
});
