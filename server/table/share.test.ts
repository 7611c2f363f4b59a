import { describe, expect, it } from 'vitest';
import { type BillState, computeShare } from './share.ts';

const state = (over: Partial<BillState> = {}): BillState => ({
  status: 'OPEN',
  feePercent: 10,
  itemsTotal: 10_000,
  paid: 0,
  held: 0,
  lines: [
    { id: 'a', name: 'Picanha', total: 7_990, claimed: 0 },
    { id: 'b', name: 'Chopp', total: 2_010, claimed: 0 },
  ],
  ...over,
});
const base = { user_session_id: 'u' };

describe('computeShare', () => {
  it('FULL is the whole due, with 10 % service fee and the tip on top', () => {
    expect(computeShare(state({ paid: 1_000 }), { ...base, mode: 'FULL', tip: 500 })).toMatchObject({
      items: 9_000,
      fee: 900,
      tip: 500,
      total: 10_400,
      due: 9_000,
    });
  });

  it('the service fee is removable', () => {
    expect(
      computeShare(state(), { ...base, mode: 'CUSTOM', amount: 1_234, include_service_fee: false }),
    ).toMatchObject({ items: 1_234, fee: 0, total: 1_234 });
  });

  it('EQUAL: k of n shares, the last payer takes the rounding cents', () => {
    const s = state({ itemsTotal: 7_990, lines: [] });
    expect(computeShare(s, { ...base, mode: 'EQUAL', seats_paying: 1, seats_total: 3 }).items).toBe(2_663);
    expect(computeShare(s, { ...base, mode: 'EQUAL', seats_paying: 2, seats_total: 3 }).items).toBe(5_326);
    expect(
      computeShare({ ...s, paid: 5_326 }, { ...base, mode: 'EQUAL', seats_paying: 1, seats_total: 3 }).items,
    ).toBe(2_664);
  });

  it('ITEMS: 1/N of a line, the last part absorbing the rounding; respects parts others hold', () => {
    const first = computeShare(state(), { ...base, mode: 'ITEMS', items: [{ bill_item_id: 'a', parts: 3 }] });
    expect(first.items).toBe(2_663);
    const lines = (claimed: number) => [{ id: 'a', name: 'Picanha', total: 7_990, claimed }];
    const last = computeShare(state({ held: 5_326, lines: lines(5_326) }), {
      ...base,
      mode: 'ITEMS',
      items: [{ bill_item_id: 'a', parts: 3 }],
    });
    expect(last.items).toBe(2_664);
    expect(() =>
      computeShare(state({ held: 7_990, lines: lines(7_990) }), {
        ...base,
        mode: 'ITEMS',
        items: [{ bill_item_id: 'a' }],
      }),
    ).toThrow(expect.objectContaining({ code: 'ITEM_ALREADY_PAID' }));
  });

  it('CUSTOM over the due is AMOUNT_EXCEEDS_DUE; a settled bill is NOTHING_DUE', () => {
    expect(() => computeShare(state({ held: 9_000 }), { ...base, mode: 'CUSTOM', amount: 1_001 })).toThrow(
      expect.objectContaining({ status: 409, code: 'AMOUNT_EXCEEDS_DUE' }),
    );
    expect(() => computeShare(state({ paid: 10_000 }), { ...base, mode: 'FULL' })).toThrow(
      expect.objectContaining({ code: 'NOTHING_DUE' }),
    );
  });
});
