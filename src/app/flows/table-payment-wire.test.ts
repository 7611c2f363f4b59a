import { describe, expect, it } from 'vitest';
import type { TablePayment } from '../../../contract/schemas/table.ts';
import { choppAndFries } from '../../../machines/table-payment/table-payment.fixtures.ts';
import { ApiError } from '../../api/errors.ts';
import { shareConflictOf } from '../../api/table.ts';
import { answerOf, raceOf, shareOf } from './table-payment-wire.ts';

const brl = (value: number) => ({ value, currency: 'BRL' as const });

const paid: TablePayment = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  reference: '3F2A9C1E',
  place: { store: 'Brasa Grill Centro', table: '7' },
  document: '39053344705',
  session_id: 'session-1',
  diner_id: 'diner-1',
  name: 'Maria',
  mode: 'ITEMS',
  method: 'CARD',
  status: 'APPROVED',
  items: [
    { bill_item_id: 'line-chopp', name: 'Chopp Pilsen', units: 1, quantity: 3, parts: 1, amount: brl(1_490) },
    {
      bill_item_id: 'line-fritas',
      name: 'Batata Frita',
      units: null,
      quantity: 1,
      parts: 2,
      amount: brl(1_095),
    },
  ],
  items_amount: brl(2_585),
  service_fee: brl(259),
  tip: brl(192),
  total: brl(3_036),
  created_at: '2026-11-24T15:00:00.000Z',
  expires_at: '2026-11-24T15:10:00.000Z',
  paid_at: '2026-11-24T15:02:00.000Z',
  card: { brand: 'visa', last4: '1111' },
  pix: null,
  error_code: null,
  bill_paid: false,
};

describe('a table payment as the charts read it', () => {
  it('keeps everything its receipt shows', () => {
    expect(answerOf(paid)).toEqual({ status: 'approved', receipt: choppAndFries });
  });

  it('asks for units of a line only when the diner chose some', () => {
    const request = {
      sessionId: 's',
      userSessionId: 'u',
      seatToken: 't',
      serviceFee: true,
      tipCents: 0,
      selection: {
        mode: 'items' as const,
        items: [
          { billItemId: 'line-chopp', parts: 1, units: 1 },
          { billItemId: 'line-fritas', parts: 2 },
        ],
      },
    };
    expect(shareOf(request)).toMatchObject({
      mode: 'ITEMS',
      items: [
        { bill_item_id: 'line-chopp', parts: 1, units: 1 },
        { bill_item_id: 'line-fritas', parts: 2 },
      ],
    });
  });
});

describe('a share another diner took first', () => {
  const conflict = {
    due: brl(0),
    bill_paid: true,
    by: { diner_id: 'diner-2', name: 'Ana', paying: false },
    item: null,
  };

  it('is read from a 409 that says who and what is left, and from nothing else', () => {
    const refused = (status: number, body: Record<string, unknown>) =>
      new ApiError({ key: 'default', status, code: 'NOTHING_DUE', body });
    expect(shareConflictOf(refused(409, { detail: 'x', conflict }))).toEqual(conflict);
    expect(shareConflictOf(refused(409, { detail: 'x', conflict: { by: 'Ana' } }))).toBeUndefined();
    expect(shareConflictOf(refused(404, { detail: 'x', conflict }))).toBeUndefined();
    expect(shareConflictOf(new Error('offline'))).toBeUndefined();
  });

  it('tells the diner who and what is left', () => {
    expect(raceOf(conflict)).toEqual({
      by: 'Ana',
      paying: false,
      item: undefined,
      dueCents: 0,
      billPaid: true,
    });
  });
});
