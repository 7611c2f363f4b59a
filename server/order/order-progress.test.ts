import { describe, expect, it } from 'vitest';
import { type ProgressInput, planMilestones, progressAt } from './order-progress.ts';

const paidAt = new Date('2026-11-25T15:00:00.000Z');
const minutes = (n: number) => new Date(paidAt.getTime() + n * 60_000);

function placed(option: 'DELIVERY' | 'TAKEOUT', prep = 20, delivery = 32): ProgressInput {
  return {
    status: 'PLACED',
    checkout_option: option,
    submitted_at: paidAt,
    ...planMilestones(paidAt, option, prep, delivery),
    cancelled_at: null,
    failed_at: null,
  };
}

describe('planMilestones', () => {
  it('a delivery: accepted now, preparing in 2 min, out after the kitchen time, delivered by the estimate', () => {
    expect(planMilestones(paidAt, 'DELIVERY', 20, 32)).toEqual({
      accepted_at: paidAt,
      preparing_at: minutes(2),
      dispatched_at: minutes(20),
      completed_at: minutes(32),
    });
  });

  it('a takeout is ready after the kitchen time and counts as picked up after the pickup window', () => {
    expect(planMilestones(paidAt, 'TAKEOUT', 25, 0)).toMatchObject({
      dispatched_at: minutes(25),
      completed_at: minutes(55),
    });
  });

  it('keeps the steps in order for a very short kitchen time', () => {
    const plan = planMilestones(paidAt, 'DELIVERY', 1, 0);
    expect(plan.preparing_at < plan.dispatched_at && plan.dispatched_at < plan.completed_at).toBe(true);
  });
});

describe('progressAt', () => {
  it.each([
    [0, 'ACCEPTED', 1],
    [5, 'PREPARING', 2],
    [25, 'OUT_FOR_DELIVERY', 3],
    [40, 'DELIVERED', 4],
  ] as const)('a delivery %i min after payment is %s', (after, status, steps) => {
    const progress = progressAt(placed('DELIVERY'), minutes(after));
    expect(progress.status).toBe(status);
    expect(progress.timeline).toHaveLength(steps);
    expect(progress.final).toBe(status === 'DELIVERED');
    expect(progress.estimatedAt).toEqual(status === 'DELIVERED' ? null : minutes(32));
  });

  it('a takeout is ready for pickup, then picked up', () => {
    expect(progressAt(placed('TAKEOUT'), minutes(21)).status).toBe('READY_FOR_PICKUP');
    expect(progressAt(placed('TAKEOUT'), minutes(51))).toMatchObject({ status: 'PICKED_UP', final: true });
  });

  it('the timeline carries the time of each step', () => {
    expect(progressAt(placed('DELIVERY'), minutes(6)).timeline).toEqual([
      { status: 'ACCEPTED', at: paidAt.toISOString() },
      { status: 'PREPARING', at: minutes(2).toISOString() },
    ]);
  });

  it('a cancelled order keeps the steps it reached before, then ends', () => {
    const cancelled = { ...placed('DELIVERY'), status: 'CANCELLED' as const, cancelled_at: minutes(10) };
    expect(progressAt(cancelled, minutes(60))).toEqual({
      status: 'CANCELLED',
      final: true,
      timeline: [
        { status: 'ACCEPTED', at: paidAt.toISOString() },
        { status: 'PREPARING', at: minutes(2).toISOString() },
        { status: 'CANCELLED', at: minutes(10).toISOString() },
      ],
      estimatedAt: null,
    });
  });

  it('an unpaid order waits for payment, and ends when it failed', () => {
    const waiting: ProgressInput = {
      ...placed('DELIVERY'),
      status: 'AWAITING_PAYMENT',
      accepted_at: null,
      preparing_at: null,
      dispatched_at: null,
      completed_at: null,
    };
    expect(progressAt(waiting, minutes(3))).toMatchObject({ status: 'AWAITING_PAYMENT', final: false });
    expect(
      progressAt({ ...waiting, status: 'PAYMENT_FAILED', failed_at: minutes(10) }, minutes(11)),
    ).toMatchObject({
      status: 'PAYMENT_FAILED',
      final: true,
      timeline: [
        { status: 'AWAITING_PAYMENT', at: paidAt.toISOString() },
        { status: 'PAYMENT_FAILED', at: minutes(10).toISOString() },
      ],
    });
  });
});
