import { describe, expect, it } from 'vitest';
import {
  isPaymentOf,
  isReplayed,
  rehydrate,
  remember,
  type StoredSnapshot,
  topState,
} from './table-payment-progress.ts';

const seat = { sessionId: 'session-1', userSessionId: 'seat-1' };

describe('a payment kept across a reload', () => {
  it('belongs to its seat only', () => {
    const progress = { ...seat, events: [] };
    expect(isPaymentOf(progress, seat)).toBe(true);
    expect(isPaymentOf(progress, { ...seat, userSessionId: 'seat-2' })).toBe(false);
    expect(isPaymentOf(undefined, seat)).toBe(false);
  });

  it('replays the choices but never a card’s details or a payment', () => {
    expect(isReplayed({ type: 'item.toggle' })).toBe(true);
    expect(isReplayed({ type: 'card.submit' })).toBe(false);
    expect(isReplayed({ type: 'payment.submit' })).toBe(false);
  });

  it('keeps the last value of a setter and every toggle', () => {
    let events = remember([], { type: 'amount.set', cents: 100 });
    events = remember(events, { type: 'amount.set', cents: 1000 });
    events = remember(events, { type: 'fee.toggle' });
    events = remember(events, { type: 'fee.toggle' });
    expect(events).toEqual([
      { type: 'amount.set', cents: 1000 },
      { type: 'fee.toggle' },
      { type: 'fee.toggle' },
    ]);
  });

  it('reads the top state of a snapshot value', () => {
    expect(topState('pix')).toBe('pix');
    expect(topState({ choosing: { quote: 'ready' } })).toBe('choosing');
  });

  it('puts the clocks back and turns a reconciliation waiting on a timer into one the diner retries', () => {
    const stored = {
      value: { unknown: 'reconciling' },
      context: { idempotencyKey: 'key-1' },
      children: {
        reconciliation: { snapshot: { value: 'waiting', context: {} } },
        pix: { snapshot: { value: 'waiting', context: { expiresAt: 1 } } },
      },
    } as unknown as StoredSnapshot;
    const restored = rehydrate(stored) as unknown as {
      context: { now: unknown; makeKey: unknown; idempotencyKey: string };
      children: Record<string, { snapshot: { value: string; context: { now?: unknown } } }>;
    };
    expect(typeof restored.context.now).toBe('function');
    expect(typeof restored.context.makeKey).toBe('function');
    expect(restored.context.idempotencyKey).toBe('key-1');
    expect(restored.children.reconciliation?.snapshot.value).toBe('stuck');
    expect(typeof restored.children.pix?.snapshot.context.now).toBe('function');
  });
});
