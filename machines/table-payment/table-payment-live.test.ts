import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bill } from '../table/bill.ts';
import { bill } from '../table/table.fixtures.ts';
import { approved, declined, diner, receipt } from './table-payment.fixtures.ts';
import { readyToPay, startPayment } from './table-payment.harness.ts';
import { selectError, selectQuoteError, selectRace, selectSelection } from './table-payment.selectors.ts';
import type { PaymentRace } from './table-payment.types.ts';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

const diners = (...list: Array<[name: string, paidCents: number, away?: boolean]>) =>
  list.map(([name, paidCents, away = false], index) => ({
    dinerId: index === 0 ? 'diner-1' : `diner-${name}`,
    name,
    paidCents,
    registered: false,
    away,
  }));

/** Ana (this diner), Bia and Caio at the table; Dani paid already, Eva's phone is away. */
const table: Bill = {
  ...bill,
  participants: diners(['Ana', 0], ['Bia', 0], ['Caio', 0], ['Dani', 5_000], ['Eva', 0, true]),
};

const race: PaymentRace = { by: 'Bia', paying: false, item: undefined, dueCents: 0, billPaid: true };
const refusedByRace = () =>
  Promise.reject(Object.assign(new Error('nothing due'), { key: 'default', status: 409, race }));

describe('equal shares among the people still to pay', () => {
  it('count the diners present who have paid nothing, this diner included', () => {
    const { snapshot } = startPayment({}, { ...diner, bill: table });
    expect(snapshot().context.seats).toEqual({ paying: 1, total: 3 });
  });

  it('are counted again as the table pays, until the diner sets the number', async () => {
    const { actor, snapshot } = startPayment({}, { ...diner, bill: table });
    actor.send({ type: 'mode.select', mode: 'equal' });
    actor.send({
      type: 'bill.changed',
      bill: { ...table, participants: diners(['Ana', 0], ['Bia', 3_000]) },
    });
    expect(snapshot().context.seats).toEqual({ paying: 1, total: 1 });
    actor.send({ type: 'seats.set', paying: 2, total: 4 });
    actor.send({ type: 'bill.changed', bill: table });
    expect(selectSelection(snapshot())).toEqual({ mode: 'equal', paying: 2, total: 4 });
  });
});

describe('a line of several units', () => {
  it('is claimed whole at first, then 1 of its 2 units, never more than are left', async () => {
    const { actor, calls, settle } = startPayment();
    actor.send({ type: 'mode.select', mode: 'items' });
    actor.send({ type: 'item.toggle', billItemId: 'item-2' });
    actor.send({ type: 'item.units', billItemId: 'item-2', units: 1 });
    await settle(300);
    expect(calls.calculate).toMatchObject([
      { selection: { mode: 'items', items: [{ billItemId: 'item-2', parts: 1, units: 1 }] } },
    ]);
    actor.send({ type: 'item.units', billItemId: 'item-2', units: 9 });
    await settle(300);
    expect(calls.calculate?.[1]).toMatchObject({ selection: { items: [{ units: 2 }] } });
  });
});

describe('the bill changing while the diner chooses', () => {
  it('drops claims of lines others took and asks for a new quote', async () => {
    const { actor, calls, settle, snapshot } = startPayment();
    actor.send({ type: 'mode.select', mode: 'items' });
    actor.send({ type: 'item.toggle', billItemId: 'item-1' });
    actor.send({ type: 'item.toggle', billItemId: 'item-2' });
    await settle(300);
    const taken = {
      ...bill,
      items: bill.items.map((line, i) => (i === 0 ? { ...line, remainingCents: 0 } : line)),
    };
    actor.send({ type: 'bill.changed', bill: taken });
    expect(snapshot().hasTag('quoting')).toBe(true);
    await settle(300);
    expect(selectSelection(snapshot())).toEqual({
      mode: 'items',
      items: [{ billItemId: 'item-2', parts: 1, units: 2 }],
    });
    expect(calls.calculate).toHaveLength(2);
  });

  it('keeps the bill while paying, for the choosing that may follow', async () => {
    const { actor, snapshot } = await readyToPay({ addPayment: () => new Promise(() => {}) });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'bill.changed', bill: table });
    expect(snapshot().hasTag('paying')).toBe(true);
    expect(snapshot().context.bill).toBe(table);
  });
});

describe('a share someone else paid first', () => {
  it('says who and what is left, until dismissed; logged as a payment error', async () => {
    const { actor, tracked, settle, snapshot } = await readyToPay({ totalize: refusedByRace });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(selectError(snapshot())).toBe('lostRace');
    expect(selectRace(snapshot())).toEqual(race);
    expect(tracked).toContainEqual(['trackPaymentError', { method: 'card', key: 'lostRace' }]);
    actor.send({ type: 'error.dismiss' });
    expect(selectRace(snapshot())).toBeUndefined();
  });

  it('in a quote, says so in place of the total', async () => {
    const { settle, snapshot } = startPayment({ calculate: refusedByRace });
    await settle(300);
    expect(selectQuoteError(snapshot())).toBe('lostRace');
    expect(selectRace(snapshot())).toEqual(race);
  });
});

describe('analytics, as the delivery checkout sends them (spec §7)', () => {
  it('begin_checkout with what is left, purchase with the paid share', async () => {
    const { actor, tracked, settle } = await readyToPay({ addPayment: async () => approved });
    expect(tracked[0]).toEqual([
      'trackBeginCheckout',
      {
        valueCents: 12_590,
        items: [
          { itemId: 'menu-item-1', name: 'Picanha', priceCents: 8_990, quantity: 1 },
          { itemId: 'menu-item-2', name: 'Caipirinha', priceCents: 1_800, quantity: 2 },
        ],
      },
    ]);
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(tracked).toContainEqual([
      'trackPurchase',
      {
        transactionId: receipt.paymentId,
        valueCents: receipt.total,
        shippingCents: 0,
        items: [{ itemId: 'menu-item-1', name: 'Picanha', priceCents: 8_990, quantity: 1 }],
      },
    ]);
  });

  it('payment_error with the method and the reason of a declined card', async () => {
    const { actor, tracked, settle } = await readyToPay({ addPayment: async () => declined });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(tracked).toContainEqual(['trackPaymentError', { method: 'card', key: 'paymentError' }]);
  });
});
