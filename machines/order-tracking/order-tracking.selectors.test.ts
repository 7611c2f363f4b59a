import { describe, expect, it } from 'vitest';
import { deliveryOrder, MINUTE, progressOf } from './order-tracking.fixtures.ts';
import { orderTrackingMachine } from './order-tracking.machine.ts';
import {
  selectCanConfirmDelivery,
  selectIsConfirming,
  selectIsFinal,
  selectIsLoading,
  selectIsStale,
  selectLocation,
  selectStatus,
  selectTimeline,
} from './order-tracking.selectors.ts';
import type { OrderStatus } from './order-tracking.types.ts';

const context = (status: OrderStatus) => ({
  orderId: 'order-9',
  order: { ...deliveryOrder, ...progressOf(status) },
  updatedAt: 0,
  failures: 0,
  error: undefined,
});

const following = (
  status: 'accepted' | 'preparing' | 'outForDelivery' | 'readyForPickup',
  polling: 'waiting' | 'fetching' | 'backingOff' = 'waiting',
  confirmation: 'idle' | 'confirming' | 'failed' = 'idle',
) =>
  orderTrackingMachine.resolveState({
    value: { following: { status, polling, confirmation } },
    context: context(status),
  });

describe('order tracking selectors', () => {
  it("name the order's tracking page", () => {
    expect(selectLocation(following('accepted'))).toEqual({ path: '/orders/$id', params: { id: 'order-9' } });
  });

  it('read the status from the state that shows it', () => {
    expect(selectStatus(following('readyForPickup'))).toBe('readyForPickup');
    const delivered = orderTrackingMachine.resolveState({
      value: { finished: 'delivered' },
      context: context('delivered'),
    });
    expect(selectStatus(delivered)).toBe('delivered');
    expect(selectIsFinal(delivered)).toBe(true);
    expect(selectIsFinal(following('preparing'))).toBe(false);
    const loading = orderTrackingMachine.resolveState({
      value: 'loading',
      context: { ...context('accepted'), order: undefined },
    });
    expect(selectStatus(loading)).toBeUndefined();
    expect(selectIsLoading(loading)).toBe(true);
  });

  it('sort the timeline oldest first', () => {
    const snapshot = orderTrackingMachine.resolveState({
      value: { following: { status: 'preparing', polling: 'waiting', confirmation: 'idle' } },
      context: {
        ...context('preparing'),
        order: {
          ...deliveryOrder,
          status: 'preparing',
          timeline: [
            { status: 'preparing', at: MINUTE },
            { status: 'accepted', at: 0 },
          ],
        },
      },
    });
    expect(selectTimeline(snapshot).map((change) => change.status)).toEqual(['accepted', 'preparing']);
  });

  it('mark the status stale while reads fail', () => {
    expect(selectIsStale(following('preparing', 'backingOff'))).toBe(true);
    expect(selectIsStale(following('preparing', 'fetching'))).toBe(false);
  });

  it('offer confirming delivery when it is on its way or ready, and not twice', () => {
    expect(selectCanConfirmDelivery(following('preparing'))).toBe(false);
    expect(selectCanConfirmDelivery(following('outForDelivery'))).toBe(true);
    expect(selectCanConfirmDelivery(following('readyForPickup', 'waiting', 'failed'))).toBe(true);
    const confirming = following('outForDelivery', 'waiting', 'confirming');
    expect(selectCanConfirmDelivery(confirming)).toBe(false);
    expect(selectIsConfirming(confirming)).toBe(true);
  });
});
