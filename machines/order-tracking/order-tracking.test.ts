import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deliveryOrder, MINUTE, progressOf } from './order-tracking.fixtures.ts';
import { backoffMs, orderTrackingMachine, POLL_INTERVAL_MS } from './order-tracking.machine.ts';
import {
  selectCanConfirmDelivery,
  selectError,
  selectIsFinal,
  selectIsLoading,
  selectIsNotFound,
  selectIsStale,
  selectLastUpdated,
  selectLocation,
  selectOrder,
  selectStatus,
  selectTimeline,
} from './order-tracking.selectors.ts';

type Answer = unknown;

const failure = (status: number | undefined) =>
  Object.assign(new Error('failed'), { key: status === undefined ? 'network' : 'default', status });

/** Answers in turn, repeating the last; an Error is thrown. */
const inTurn = (...values: Answer[]) => {
  let index = 0;
  return async () => {
    const value = values[Math.min(index++, values.length - 1)];
    if (value instanceof Error) throw value;
    return value;
  };
};

interface Fakes {
  loadOrder?: () => Promise<Answer>;
  pollOrder?: () => Promise<Answer>;
  confirmDelivery?: () => Promise<Answer>;
}

function startTracking(fakes: Fakes = {}) {
  const calls: Record<string, unknown[]> = {};
  const fake = (name: keyof Fakes, fallback: () => Promise<Answer>) =>
    fromPromise<Answer, unknown>(async ({ input }) => {
      calls[name] = [...(calls[name] ?? []), input];
      return (fakes[name] ?? fallback)();
    });
  const machine = orderTrackingMachine.provide({
    actors: {
      loadOrder: fake('loadOrder', async () => deliveryOrder),
      pollOrder: fake('pollOrder', async () => progressOf('accepted')),
      confirmDelivery: fake('confirmDelivery', async () => progressOf('delivered')),
    } as never,
  });
  const actor = createActor(machine, { input: { orderId: 'order-9' } });
  actor.start();
  const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
  return { actor, calls, settle, snapshot: () => actor.getSnapshot() };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('following an order', () => {
  it('reads the order, shows it on its tracking page with when it was read', async () => {
    const { calls, settle, snapshot } = startTracking();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectLocation(snapshot())).toEqual({ path: '/orders/$id', params: { id: 'order-9' } });
    await settle();
    expect(calls.loadOrder).toEqual([{ orderId: 'order-9' }]);
    expect(selectOrder(snapshot())).toEqual(deliveryOrder);
    expect(selectStatus(snapshot())).toBe('accepted');
    expect(selectLastUpdated(snapshot())).toBe(1_000_000);
  });

  it('polls the progress every 5 s and follows each status', async () => {
    const { calls, settle, snapshot } = startTracking({
      pollOrder: inTurn(
        progressOf('preparing', 'accepted'),
        progressOf('outForDelivery', 'accepted', 'preparing'),
      ),
    });
    await settle();
    await settle(POLL_INTERVAL_MS);
    expect(calls.pollOrder).toEqual([{ orderId: 'order-9' }]);
    expect(selectStatus(snapshot())).toBe('preparing');
    expect(selectLastUpdated(snapshot())).toBe(1_000_000 + POLL_INTERVAL_MS);
    await settle(POLL_INTERVAL_MS);
    expect(selectStatus(snapshot())).toBe('outForDelivery');
    expect(selectTimeline(snapshot()).map((change) => change.status)).toEqual([
      'accepted',
      'preparing',
      'outForDelivery',
    ]);
    // The order's details stay; only its progress is polled.
    expect(selectOrder(snapshot())?.lines).toEqual(deliveryOrder.lines);
  });

  it("says it was last updated at the API's time of its answer when the API gives one", async () => {
    const { settle, snapshot } = startTracking({
      pollOrder: inTurn({ ...progressOf('preparing', 'accepted'), checkedAt: 42 * MINUTE }),
    });
    await settle();
    await settle(POLL_INTERVAL_MS);
    expect(selectLastUpdated(snapshot())).toBe(42 * MINUTE);
  });

  it.each([
    ['delivered', progressOf('delivered', 'accepted', 'preparing', 'outForDelivery')],
    ['pickedUp', progressOf('pickedUp', 'accepted', 'preparing', 'readyForPickup')],
    ['cancelled', progressOf('cancelled', 'accepted')],
    ['paymentFailed', progressOf('paymentFailed')],
  ])('stops polling once the order is %s', async (status, progress) => {
    const { calls, settle, snapshot } = startTracking({ pollOrder: inTurn(progress) });
    await settle();
    await settle(POLL_INTERVAL_MS);
    expect(selectStatus(snapshot())).toBe(status);
    expect(selectIsFinal(snapshot())).toBe(true);
    await settle(10 * POLL_INTERVAL_MS);
    expect(calls.pollOrder).toHaveLength(1);
  });

  it('starts in the status the order is already in', async () => {
    const { calls, settle, snapshot } = startTracking({
      loadOrder: inTurn({ ...deliveryOrder, ...progressOf('delivered', 'accepted') }),
    });
    await settle(POLL_INTERVAL_MS);
    expect(selectStatus(snapshot())).toBe('delivered');
    expect(calls.pollOrder).toBeUndefined();
  });

  it('reads again at once on request', async () => {
    const { actor, calls, settle } = startTracking();
    await settle();
    actor.send({ type: 'order.refresh' });
    await settle();
    expect(calls.pollOrder).toHaveLength(1);
  });

  it('follows news the app pushes', async () => {
    const { actor, settle, snapshot } = startTracking();
    await settle();
    actor.send({ type: 'order.updated', progress: progressOf('preparing', 'accepted') });
    expect(selectStatus(snapshot())).toBe('preparing');
  });
});

describe('failed reads', () => {
  it('wait longer after each failure, keep the last status and mark it stale', async () => {
    const { calls, settle, snapshot } = startTracking({
      pollOrder: inTurn(failure(503), failure(undefined), progressOf('preparing', 'accepted')),
    });
    await settle();
    await settle(POLL_INTERVAL_MS);
    expect(selectIsStale(snapshot())).toBe(true);
    expect(selectStatus(snapshot())).toBe('accepted');
    expect(selectLastUpdated(snapshot())).toBe(1_000_000);
    await settle(backoffMs(1));
    expect(calls.pollOrder).toHaveLength(2);
    await settle(backoffMs(2) - 1);
    expect(calls.pollOrder).toHaveLength(2);
    await settle(1);
    expect(calls.pollOrder).toHaveLength(3);
    expect(selectIsStale(snapshot())).toBe(false);
    expect(selectStatus(snapshot())).toBe('preparing');
    expect(snapshot().context.failures).toBe(0);
  });

  it('back off from 2 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(backoffMs)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('retry the first read with the same back-off', async () => {
    const { calls, settle, snapshot } = startTracking({
      loadOrder: inTurn(failure(undefined), deliveryOrder),
    });
    await settle();
    expect(selectError(snapshot())).toBe('network');
    expect(selectStatus(snapshot())).toBeUndefined();
    await settle(backoffMs(1));
    expect(calls.loadOrder).toHaveLength(2);
    expect(selectStatus(snapshot())).toBe('accepted');
    expect(selectError(snapshot())).toBeUndefined();
  });

  it("say so when the order is not found (or is someone else's)", async () => {
    const { calls, settle, snapshot } = startTracking({ loadOrder: inTurn(failure(404)) });
    await settle(MINUTE);
    expect(selectIsNotFound(snapshot())).toBe(true);
    expect(calls.loadOrder).toHaveLength(1);
  });
});

describe('confirming delivery', () => {
  it('is offered once the order is out for delivery, and ends the tracking', async () => {
    const { actor, calls, settle, snapshot } = startTracking({
      pollOrder: inTurn(progressOf('outForDelivery', 'accepted', 'preparing')),
    });
    await settle();
    expect(selectCanConfirmDelivery(snapshot())).toBe(false);
    actor.send({ type: 'delivery.confirm' });
    await settle();
    expect(calls.confirmDelivery).toBeUndefined();
    await settle(POLL_INTERVAL_MS);
    expect(selectCanConfirmDelivery(snapshot())).toBe(true);
    actor.send({ type: 'delivery.confirm' });
    expect(selectCanConfirmDelivery(snapshot())).toBe(false);
    await settle();
    expect(calls.confirmDelivery).toEqual([{ orderId: 'order-9' }]);
    expect(selectStatus(snapshot())).toBe('delivered');
    expect(selectIsFinal(snapshot())).toBe(true);
  });

  it('is offered for a pickup that is ready', async () => {
    const { actor, calls, settle, snapshot } = startTracking({
      loadOrder: inTurn({ ...deliveryOrder, checkoutOption: 'takeout', ...progressOf('readyForPickup') }),
      confirmDelivery: inTurn(progressOf('pickedUp', 'readyForPickup')),
    });
    await settle();
    actor.send({ type: 'delivery.confirm' });
    await settle();
    expect(calls.confirmDelivery).toHaveLength(1);
    expect(selectStatus(snapshot())).toBe('pickedUp');
  });

  it('says why it failed and can be tried again', async () => {
    const { actor, settle, snapshot } = startTracking({
      loadOrder: inTurn({ ...deliveryOrder, ...progressOf('outForDelivery') }),
      confirmDelivery: inTurn(failure(500), progressOf('delivered', 'outForDelivery')),
    });
    await settle();
    actor.send({ type: 'delivery.confirm' });
    await settle();
    expect(selectError(snapshot())).toBe('default');
    expect(selectStatus(snapshot())).toBe('outForDelivery');
    actor.send({ type: 'delivery.confirm' });
    await settle();
    expect(selectStatus(snapshot())).toBe('delivered');
  });
});
