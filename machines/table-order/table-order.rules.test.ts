import { describe, expect, it } from 'vitest';
import { doneness, extras, picanha, picanhaOptions } from './table-order.fixtures.ts';
import {
  addLine,
  choosableGroups,
  clampQuantity,
  isDraftComplete,
  lineOf,
  missingGroups,
  newDraft,
  orderCount,
  orderTotalCents,
  setLineQuantity,
  toggleChoice,
  unitCentsOf,
} from './table-order.rules.ts';

const draft = newDraft(picanha, picanhaOptions);

describe('choosing options', () => {
  it('swaps the choice of a one-choice group', () => {
    const rare = toggleChoice(draft, 'doneness', 'rare');
    expect(toggleChoice(rare, 'doneness', 'medium').choiceIds).toEqual(['medium']);
  });

  it('adds choices up to the group maximum and removes one on a second tap', () => {
    const two = toggleChoice(toggleChoice(draft, 'extras', 'rice'), 'extras', 'fries');
    expect(toggleChoice(two, 'extras', 'salad').choiceIds).toEqual(['rice', 'fries']);
    expect(toggleChoice(two, 'extras', 'rice').choiceIds).toEqual(['fries']);
  });

  it('ignores sold-out choices and unknown groups', () => {
    expect(toggleChoice(draft, 'doneness', 'well')).toBe(draft);
    expect(toggleChoice(draft, 'sauce', 'rare')).toBe(draft);
  });

  it('leaves unavailable groups off the sheet', () => {
    expect(choosableGroups([doneness, { ...extras, available: false }])).toEqual([doneness]);
  });

  it('needs every group at its minimum', () => {
    expect(missingGroups(draft).map((group) => group.id)).toEqual(['doneness']);
    expect(isDraftComplete(toggleChoice(draft, 'doneness', 'rare'))).toBe(true);
  });
});

describe('pricing and lines', () => {
  const chosen = toggleChoice(toggleChoice(draft, 'extras', 'fries'), 'doneness', 'rare');

  it('prices a unit with its choices', () => {
    expect(unitCentsOf(chosen)).toBe(8990 + 1200);
  });

  it('lists choices in the menu order and trims the note', () => {
    const line = lineOf({ ...chosen, quantity: 2, note: '  sem cebola ' });
    expect(line).toMatchObject({
      itemId: 'picanha',
      choiceIds: ['rare', 'fries'],
      choiceNames: ['Mal passada', 'Fritas'],
      note: 'sem cebola',
      quantity: 2,
      unitCents: 10190,
    });
  });

  it('merges the same dish with the same choices and note into one line', () => {
    const line = lineOf(chosen);
    const lines = addLine(addLine([], line), line);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    expect(addLine(lines, lineOf({ ...chosen, note: 'bem quente' }))).toHaveLength(2);
  });

  it('changes and removes lines, and totals the order', () => {
    const line = lineOf(chosen);
    const lines = setLineQuantity([line], line.key, 3);
    expect(orderCount(lines)).toBe(3);
    expect(orderTotalCents(lines)).toBe(3 * 10190);
    expect(setLineQuantity(lines, line.key, 0)).toEqual([]);
  });

  it('keeps quantities between 1 and 20', () => {
    expect([clampQuantity(0), clampQuantity(7.6), clampQuantity(99), clampQuantity(Number.NaN)]).toEqual([
      1, 7, 20, 1,
    ]);
  });
});
