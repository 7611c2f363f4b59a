import { describe, expect, it } from 'vitest';
import type { TableBill } from '../../../contract/schemas/table.ts';
import {
  lastPaymentByOthers,
  payableBill,
  peopleStillToPay,
  presentDiners,
  serviceFeeOf,
} from '../../../machines/table/bill.ts';
import { toBill } from './table-bill.ts';

const brl = (value: number) => ({ value, currency: 'BRL' as const });

const answer: TableBill = {
  session_id: 'session-1',
  status: 'OPEN',
  bill_status: 'OPEN',
  table: { id: 'table-7', code: '7', seats: 6, indoor: true },
  items: [
    {
      id: 'line-1',
      item_id: 'picanha',
      name: 'Picanha na Brasa',
      image: '/media/items/picanha',
      quantity: 1,
      unit_price: brl(7990),
      total: brl(7990),
      options: ['Ao ponto'],
      note: 'sem sal grosso',
      ordered_by: { diner_id: 'diner-1', name: 'Maria' },
      claims: {
        paid_cents: 0,
        held_cents: 7990,
        remaining_cents: 0,
        holders: [{ diner_id: 'diner-2', name: 'Joana' }],
      },
    },
    {
      id: 'line-2',
      item_id: 'chopp',
      name: 'Chopp',
      image: '/media/items/chopp',
      quantity: 3,
      unit_price: brl(1490),
      total: brl(4470),
      options: [],
      note: null,
      ordered_by: null,
      claims: { paid_cents: 1490, held_cents: 0, remaining_cents: 2980, holders: [] },
    },
  ],
  participants: [
    { diner_id: 'diner-1', name: 'Maria', paid: brl(1639), approved: false, registered: true, away: false },
    { diner_id: 'diner-2', name: 'Joana', paid: brl(0), approved: false, registered: false, away: false },
    { diner_id: 'diner-3', name: 'Caio', paid: brl(0), approved: false, registered: false, away: true },
  ],
  payments: [
    {
      id: 'pay-1',
      diner_id: 'diner-2',
      name: 'Joana',
      method: 'PIX',
      status: 'PENDING',
      items_amount: brl(7990),
      service_fee: brl(799),
      tip: brl(0),
      total: brl(8789),
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  totals: {
    items_total: brl(12460),
    paid: brl(1490),
    held: brl(7990),
    due: brl(2980),
    service_fee_percent: 10,
  },
  updated_at: '2026-11-21T10:00:00.000Z',
};

describe('the bill as the table machine holds it', () => {
  const bill = toBill(answer);

  it('counts a share being paid as still unpaid, so a waiting PIX never settles the table', () => {
    expect(bill.totals).toEqual({ itemsTotal: 12460, paid: 1490, due: 10970, seats: 6 });
    expect(bill.heldCents).toBe(7990);
  });

  it('keeps who ordered each line, with its options and note', () => {
    expect(bill.items[0]).toMatchObject({
      options: ['Ao ponto'],
      note: 'sem sal grosso',
      orderedBy: { dinerId: 'diner-1', name: 'Maria' },
    });
    expect(bill.items[1]).toMatchObject({ options: [], note: undefined, orderedBy: undefined });
  });

  it('keeps who paid and who is paying each line', () => {
    expect(bill.items[0]).toMatchObject({
      billItemId: 'line-1',
      remainingCents: 0,
      heldCents: 7990,
      holders: [{ dinerId: 'diner-2', name: 'Joana' }],
    });
    expect(bill.items[1]).toMatchObject({ paidCents: 1490, remainingCents: 2980, unitCents: 1490, parts: 1 });
    expect(bill.participants[0]).toEqual({
      dinerId: 'diner-1',
      name: 'Maria',
      paidCents: 1639,
      registered: true,
      away: false,
    });
    expect(bill.payments[0]).toMatchObject({ method: 'pix', status: 'PENDING', totalCents: 8789 });
  });

  it('counts the diners present; an equal split is among those present who have not paid, and me', () => {
    expect(presentDiners(bill).map((diner) => diner.name)).toEqual(['Maria', 'Joana']);
    // Caio's phone is away; Maria paid already.
    expect(peopleStillToPay(bill, 'diner-2')).toBe(1);
    expect(peopleStillToPay(bill, 'diner-1')).toBe(2);
    expect(peopleStillToPay(bill, undefined)).toBe(2);
  });

  it('knows who else paid or is paying last', () => {
    expect(lastPaymentByOthers(bill, 'diner-1')).toMatchObject({ name: 'Joana', status: 'PENDING' });
    expect(lastPaymentByOthers(bill, 'diner-2')).toBeUndefined();
  });

  it('reads a paid bill as settled', () => {
    expect(toBill({ ...answer, bill_status: 'PAID' }).totals.due).toBe(0);
  });

  it('offers a new payment only what nobody is paying yet', () => {
    expect(payableBill(bill).totals.due).toBe(2980);
  });

  it('rounds the service fee as the server does', () => {
    expect(serviceFeeOf(bill, 12460)).toBe(1246);
    expect(serviceFeeOf(bill, 1495)).toBe(150);
  });
});
