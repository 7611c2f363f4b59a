import { describe, expect, it } from 'vitest';
import { type BillState, computeShare } from './share.ts';

const state = (over: Partial<BillState> = {}): BillState => ({
  status: 'OPEN',
  feePercent: 10,
  itemsTotal: 10_000,
  paid: 0,
  held: 0,
  lines: [
    { id: 'a', name: 'Picanha', quantity: 1, unit: 7_990, total: 7_990, claimed: 0 },
    { id: 'b', name: 'Chopp', quantity: 3, unit: 670, total: 2_010, claimed: 0 },
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

  it('EQUAL divides what is left among the people still to pay: after the picanha, 2 pay 65,10 each', () => {
    // Table 7: R$ 210,10; Xavier paid the picanha (79,90).
    const table7 = state({ itemsTotal: 21_010, paid: 7_990, lines: [] });
    const equal = (s: BillState, paying: number, total: number) =>
      computeShare(s, { ...base, mode: 'EQUAL', seats_paying: paying, seats_total: total }).items;
    expect(equal(table7, 1, 2)).toBe(6_510);
    expect(equal({ ...table7, paid: 7_990 + 6_510 }, 1, 1)).toBe(6_510);
    expect(equal(table7, 2, 2)).toBe(13_020);
  });

  it('EQUAL: the shares add up to exactly what was left, the last payer paying the cents left', () => {
    const s = state({ itemsTotal: 10_000, lines: [] });
    const equal = (paid: number, total: number) =>
      computeShare({ ...s, paid }, { ...base, mode: 'EQUAL', seats_paying: 1, seats_total: total }).items;
    expect(equal(0, 3)).toBe(3_333);
    expect(equal(3_333, 2)).toBe(3_333);
    expect(equal(6_666, 1)).toBe(3_334);
    expect(computeShare(s, { ...base, mode: 'EQUAL', seats_paying: 2, seats_total: 3 }).items).toBe(6_666);
    // A share being paid right now is not divided again.
    expect(
      computeShare(state({ held: 4_000, lines: [] }), {
        ...base,
        mode: 'EQUAL',
        seats_paying: 1,
        seats_total: 2,
      }).items,
    ).toBe(3_000);
  });

  it('ITEMS by units: 1 of 3 chopps is one unit; what is left of the line caps the claim', () => {
    const units = (claimed: number, count: number, parts = 1) =>
      computeShare(
        state({ lines: [{ id: 'b', name: 'Chopp', quantity: 3, unit: 670, total: 2_010, claimed }] }),
        {
          ...base,
          mode: 'ITEMS',
          items: [{ bill_item_id: 'b', units: count, parts }],
        },
      ).lines[0];
    expect(units(0, 1)).toMatchObject({ units: 1, quantity: 3, parts: 1, amount: 670 });
    expect(units(670, 2)?.amount).toBe(1_340);
    // One chopp shared by two, then the rest of it.
    expect(units(0, 1, 2)?.amount).toBe(335);
    expect(units(1_340 + 335, 1, 2)?.amount).toBe(335);
    // Someone paid two meanwhile: what is left of the line, never more.
    expect(units(1_340, 2)?.amount).toBe(670);
    expect(() => units(2_010, 1)).toThrow(
      expect.objectContaining({ status: 409, code: 'ITEM_ALREADY_PAID' }),
    );
    expect(() => units(0, 4)).toThrow(expect.objectContaining({ status: 400, code: 'INVALID_ITEMS' }));
  });

  it('ITEMS: 1/N of a line, the last part absorbing the rounding; respects parts others hold', () => {
    const first = computeShare(state(), { ...base, mode: 'ITEMS', items: [{ bill_item_id: 'a', parts: 3 }] });
    expect(first.items).toBe(2_663);
    const lines = (claimed: number) => [
      { id: 'a', name: 'Picanha', quantity: 1, unit: 7_990, total: 7_990, claimed },
    ];
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
