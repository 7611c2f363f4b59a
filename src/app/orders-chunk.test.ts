import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { attachAnalytics, type TrackedEvent } from '../lib/analytics.ts';
import type { Slices } from './stored-state.ts';

const rebuyOrder = vi.fn();
const fetchOrder = vi.fn();
vi.mock('../api/orders.ts', () => ({
  rebuyOrder: (...args: unknown[]) => rebuyOrder(...args),
  fetchOrder: (...args: unknown[]) => fetchOrder(...args),
  fetchOrderHistory: vi.fn(),
  pollOrder: vi.fn(),
  confirmDelivery: vi.fn(),
  sendInvoice: vi.fn(),
}));

const { ordersLogic } = await import('./orders-chunk.ts');

const guestSlices = {
  guestSession: { read: async () => ({ orderId: 'cart-1', session: 'secret-1' }) },
} as unknown as Slices;

describe('the orders chunk', () => {
  it("rebuys into the order's service when none is chosen yet, and reports REPURCHASE_COMPLETED through the seam", async () => {
    fetchOrder.mockResolvedValue({ service_id: 'service-9' });
    rebuyOrder.mockResolvedValue({
      cart: { order_id: 'cart-2', items: [{}, {}] },
      unavailable_items: [{ item_id: 'i', name: 'Costela', reason: 'ITEM_UNAVAILABLE' }],
    });
    const seen: TrackedEvent[] = [];
    const detach = attachAnalytics((event) => seen.push(event));
    const orders = createActor(ordersLogic(guestSlices), { input: { pathname: '/orders/order-9' } }).start();
    const actions = orders.getSnapshot().children.orderActions;
    actions?.send({ type: 'rebuy.start' });
    await waitFor(actions as never, (snapshot: { hasTag(tag: string): boolean }) =>
      snapshot.hasTag('rebuy:incomplete'),
    );
    detach();
    orders.stop();
    expect(rebuyOrder).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 'order-9', serviceId: 'service-9', guestSession: 'secret-1' }),
    );
    expect(seen.filter((event) => event.name === 'REPURCHASE_COMPLETED')).toEqual([
      {
        kind: 'engagement',
        name: 'REPURCHASE_COMPLETED',
        properties: { order_id: 'order-9', cart_order_id: 'cart-2', items: 2, missing_items: 1 },
      },
    ]);
  });
});
