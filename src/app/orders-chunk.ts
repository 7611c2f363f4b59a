import { type AnyActorRef, fromPromise } from 'xstate';
import { orderActionsMachine } from '../../machines/order-actions/order-actions.machine.ts';
import type {
  InvoiceInput,
  RebuyInput,
  RebuyOutcome,
  RepurchaseTracked,
} from '../../machines/order-actions/order-actions.types.ts';
import { orderHistoryMachine } from '../../machines/order-history/order-history.machine.ts';
import type { HistoryPage, HistoryPageInput } from '../../machines/order-history/order-history.types.ts';
import { orderTrackingMachine } from '../../machines/order-tracking/order-tracking.machine.ts';
import type {
  OrderIdInput,
  OrderProgress,
  TrackedOrder,
} from '../../machines/order-tracking/order-tracking.types.ts';
import { ordersMachine } from '../../machines/orders/orders.machine.ts';
import type { StartupSnapshot } from '../../machines/startup/startup.selectors.ts';
import { selectServiceId } from '../../machines/startup/startup.selectors.ts';
import {
  confirmDelivery,
  fetchOrder,
  fetchOrderHistory,
  type Owner,
  pollOrder,
  rebuyOrder,
  sendInvoice,
} from '../api/orders.ts';
import { track } from '../lib/analytics.ts';
import { customerCareLogic } from './customer-care-logic.ts';
import { orderSummaryOf, progressOf, trackedOrderOf } from './flows/order-wire.ts';
import type { Slices } from './stored-state.ts';

interface System {
  system: { get(systemId: string): AnyActorRef | undefined };
}

/**
 * The customer's orders (spec §2 `/orders`, `/orders/{id}`, `/mobile/order/{id}`) with their real
 * effects: the history's pages, the order and its progress, confirming delivery, rebuy, the
 * invoice and customer care. A guest's calls carry its stored guest session; a signed-in customer's, the token.
 * A chunk of its own, loaded with the orders pages.
 */
export function ordersLogic(slices: Slices) {
  const owner = async (): Promise<Owner> => {
    const guest = await slices.guestSession.read();
    return guest === undefined ? {} : { guestSession: guest.session };
  };

  /**
   * The cart is refilled for the service the customer orders from now (the cart is that service's);
   * before the start-up load knows it, for the service of the order.
   */
  async function rebuy({ orderId }: RebuyInput, system: System['system'], signal: AbortSignal) {
    const who = await owner();
    const startup = system.get('startup')?.getSnapshot() as StartupSnapshot | undefined;
    const current = startup === undefined ? undefined : selectServiceId(startup);
    const serviceId = current ?? (await fetchOrder({ orderId, signal, ...who })).service_id;
    const result = await rebuyOrder({ orderId, serviceId, signal, ...who });
    return {
      cartOrderId: result.cart.order_id,
      lineCount: result.cart.items.length,
      missing: result.unavailable_items.map((line) => ({
        name: line.name,
        reason: line.reason === 'INVALID_OPTIONS' ? 'optionsChanged' : 'unavailable',
      })),
    } satisfies RebuyOutcome;
  }

  return ordersMachine.provide({
    actors: {
      orderHistory: orderHistoryMachine.provide({
        actors: {
          loadPage: fromPromise<HistoryPage, HistoryPageInput>(async ({ input, signal }) => {
            const page = await fetchOrderHistory({ ...input, signal, ...(await owner()) });
            return { orders: page.orders.map(orderSummaryOf), total: page.total };
          }),
        },
      }),
      orderTracking: orderTrackingMachine.provide({
        actors: {
          loadOrder: fromPromise<TrackedOrder, OrderIdInput>(async ({ input, signal }) =>
            trackedOrderOf(await fetchOrder({ ...input, signal, ...(await owner()) })),
          ),
          pollOrder: fromPromise<OrderProgress, OrderIdInput>(async ({ input, signal }) =>
            progressOf(await pollOrder({ ...input, signal, ...(await owner()) })),
          ),
          confirmDelivery: fromPromise<OrderProgress, OrderIdInput>(async ({ input, signal }) =>
            progressOf(await confirmDelivery({ ...input, signal, ...(await owner()) })),
          ),
        },
      }),
      orderActions: orderActionsMachine.provide({
        actors: {
          rebuy: fromPromise<RebuyOutcome, RebuyInput>(({ input, system, signal }) =>
            rebuy(input, system, signal),
          ),
          sendInvoice: fromPromise<void, InvoiceInput>(async ({ input, signal }) =>
            sendInvoice({ ...input, signal, ...(await owner()) }),
          ),
        },
        actions: {
          // The tree's cart reads the cart the API refilled.
          reloadCart: ({ system }: System) => system.get('app')?.send({ type: 'cart.reload' }),
          goToCart: ({ system }: System) =>
            system.get('app')?.send({ type: 'navigation.requested', to: '/menu' }),
          trackRepurchase: (_, properties: RepurchaseTracked) =>
            track({ kind: 'engagement', name: 'REPURCHASE_COMPLETED', properties: { ...properties } }),
        },
      }),
      customerCare: customerCareLogic,
    },
  });
}
