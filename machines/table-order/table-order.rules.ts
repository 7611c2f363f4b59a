import type { Draft, DraftEdit, MenuItem, OptionGroup, OrderLine } from './table-order.types.ts';

/** The server takes 1–20 of a dish per line. */
export const MAX_QUANTITY = 20;

export const clampQuantity = (quantity: number) =>
  Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(Number.isFinite(quantity) ? quantity : 1)));

/** Groups the diner can choose from: an unavailable group is off the menu today. */
export const choosableGroups = (groups: OptionGroup[]) => groups.filter((group) => group.available);

export const newDraft = (item: MenuItem, groups: OptionGroup[]): Draft => ({
  item,
  groups: choosableGroups(groups),
  choiceIds: [],
  quantity: 1,
  note: '',
});

const chosenIn = (group: OptionGroup, choiceIds: string[]) =>
  group.choices.filter((choice) => choiceIds.includes(choice.id));

/**
 * Tapping a choice: a one-choice group swaps it (a radio); a larger group adds it until its maximum,
 * and a second tap removes it. Sold-out choices do nothing.
 */
export function toggleChoice(draft: Draft, groupId: string, choiceId: string): Draft {
  const group = draft.groups.find((candidate) => candidate.id === groupId);
  const choice = group?.choices.find((candidate) => candidate.id === choiceId);
  if (group === undefined || choice === undefined || !choice.available) return draft;
  const inGroup = chosenIn(group, draft.choiceIds).map((chosen) => chosen.id);
  const others = draft.choiceIds.filter((id) => !inGroup.includes(id));
  if (inGroup.includes(choiceId))
    return { ...draft, choiceIds: draft.choiceIds.filter((id) => id !== choiceId) };
  if (group.max === 1) return { ...draft, choiceIds: [...others, choiceId] };
  if (inGroup.length >= group.max) return draft;
  return { ...draft, choiceIds: [...draft.choiceIds, choiceId] };
}

/** The option sheet's edits of a draft; tapping a choice also clears the "required options" error. */
export function editDraft(draft: Draft, edit: DraftEdit): { draft: Draft; error?: undefined } {
  switch (edit.type) {
    case 'choice.toggle':
      return { draft: toggleChoice(draft, edit.groupId, edit.choiceId), error: undefined };
    case 'quantity.set':
      return { draft: { ...draft, quantity: clampQuantity(edit.quantity) } };
    case 'note.change':
      return { draft: { ...draft, note: edit.note } };
  }
}

/** Groups still short of their minimum (spec §3: an available option with a minimum is required). */
export const missingGroups = (draft: Draft) =>
  draft.groups.filter((group) => chosenIn(group, draft.choiceIds).length < group.min);

export const isDraftComplete = (draft: Draft) => missingGroups(draft).length === 0;

export function unitCentsOf(draft: Draft): number {
  const choices = draft.groups.flatMap((group) => chosenIn(group, draft.choiceIds));
  return draft.item.priceCents + choices.reduce((sum, choice) => sum + choice.priceCents, 0);
}

export const draftTotalCents = (draft: Draft) => unitCentsOf(draft) * draft.quantity;

/** The draft as an order line, its choices in the menu's order. */
export function lineOf(draft: Draft): OrderLine {
  const choices = draft.groups.flatMap((group) => chosenIn(group, draft.choiceIds));
  const note = draft.note.trim();
  const choiceIds = choices.map((choice) => choice.id);
  return {
    key: [draft.item.id, ...choiceIds, note].join('|'),
    itemId: draft.item.id,
    name: draft.item.name,
    quantity: draft.quantity,
    choiceIds,
    choiceNames: choices.map((choice) => choice.name),
    unitCents: unitCentsOf(draft),
    note,
  };
}

/** Adding a dish already in the order with the same choices and note adds to that line. */
export function addLine(lines: OrderLine[], line: OrderLine): OrderLine[] {
  const same = lines.find((candidate) => candidate.key === line.key);
  if (same === undefined) return [...lines, line];
  return lines.map((candidate) =>
    candidate === same
      ? { ...candidate, quantity: clampQuantity(candidate.quantity + line.quantity) }
      : candidate,
  );
}

export function setLineQuantity(lines: OrderLine[], key: string, quantity: number): OrderLine[] {
  if (quantity <= 0) return lines.filter((line) => line.key !== key);
  return lines.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export const orderTotalCents = (lines: OrderLine[]) =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);

export const orderCount = (lines: OrderLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Finds a dish on the loaded menu. */
export const findItem = (sections: { items: MenuItem[] }[] | undefined, itemId: string) =>
  sections?.flatMap((section) => section.items).find((item) => item.id === itemId);
