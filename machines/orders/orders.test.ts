import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderHistoryMachine } from '../order-history/order-history.machine.ts';
import { orderTrackingMachine } from '../order-tracking/order-tracking.machine.ts';
import { ordersMachine } from './orders.machine.ts';
import { isOrdersPage, orderIdOf } from './orders.pages.ts';
import { selectCustomerCare, selectHistory, selectOrderId, selectTracking } from './orders.selectors.ts';

const never = fromPromise(() => new Promise<never>(() => {}));
const startOrders = (pathname: string) =>
  createActor(
    ordersMachine.provide({
      actors: {
        orderHistory: orderHistoryMachine.provide({ actors: { loadPage: never as never } }),
        orderTracking: orderTrackingMachine.provide({ actors: { loadOrder: never as never } }),
      },
    }),
    { input: { pathname } },
  ).start();
const enter = (pathname: string) => ({ type: 'route.entered' as const, pathname, search: '' });

describe('the orders pages', () => {
  it('know the order of both tracking addresses, and the history', () => {
    expect(orderIdOf('/orders/abc')).toBe('abc');
    expect(orderIdOf('/mobile/order/abc')).toBe('abc');
    expect(orderIdOf('/orders')).toBeUndefined();
    expect(isOrdersPage('/orders/')).toBe(true);
    expect(isOrdersPage('/mobile/order/abc')).toBe(true);
    expect(isOrdersPage('/mobile/orders/abc')).toBe(false);
    expect(isOrdersPage('/menu')).toBe(false);
  });

  it('run the history on /orders and the tracking of the order on its page', () => {
    const orders = startOrders('/orders');
    expect(selectHistory(orders.getSnapshot())).toBeDefined();
    orders.send(enter('/orders/order-1'));
    expect(selectOrderId(orders.getSnapshot())).toBe('order-1');
    expect(selectTracking(orders.getSnapshot())?.getSnapshot().context.orderId).toBe('order-1');
    expect(selectHistory(orders.getSnapshot())).toBeUndefined();
  });

  it('keep the tracking of the same order under its phone address, and start afresh for another', () => {
    const orders = startOrders('/orders/order-1');
    const first = selectTracking(orders.getSnapshot());
    orders.send(enter('/mobile/order/order-1'));
    expect(selectTracking(orders.getSnapshot())).toBe(first);
    orders.send(enter('/orders/order-2'));
    expect(selectTracking(orders.getSnapshot())).not.toBe(first);
    expect(selectTracking(orders.getSnapshot())?.getSnapshot().context.orderId).toBe('order-2');
  });

  it('run customer care about the order shown, and none on the history', () => {
    const orders = startOrders('/orders/order-1');
    expect(selectCustomerCare(orders.getSnapshot())?.getSnapshot().context.from).toEqual({
      source: 'order',
      orderId: 'order-1',
    });
    orders.send(enter('/orders/order-2'));
    expect(selectCustomerCare(orders.getSnapshot())?.getSnapshot().context.from).toEqual({
      source: 'order',
      orderId: 'order-2',
    });
    orders.send(enter('/orders'));
    expect(selectCustomerCare(orders.getSnapshot())).toBeUndefined();
  });

  it('stop reading off the orders pages, and read the same order afresh when it is opened again', () => {
    const orders = startOrders('/orders/order-1');
    const first = selectTracking(orders.getSnapshot());
    orders.send(enter('/menu'));
    expect(selectTracking(orders.getSnapshot())).toBeUndefined();
    expect(first?.getSnapshot().status).toBe('stopped');
    orders.send(enter('/orders/order-1'));
    expect(selectTracking(orders.getSnapshot())?.getSnapshot().status).toBe('active');
  });
});
