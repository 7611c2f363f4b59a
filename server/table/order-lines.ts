import type * as z from 'zod/mini';
import type { OptionGroup } from '../../contract/schemas/catalog.ts';
import type { tableOrderLine } from '../../contract/schemas/table.ts';
import { itemOptions } from '../catalog/item-options.ts';
import { findItem, type MenuScope } from '../catalog/menu-queries.ts';
import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { HttpError } from '../http/http-error.ts';

type OrderLine = z.output<typeof tableOrderLine>;

/** An ordered line checked against the menu and priced from it. */
export interface PricedLine {
  itemId: string;
  quantity: number;
  note: string | null;
  /** The item's price plus its chosen choices' prices. */
  unitPriceCents: number;
  choices: Array<{ id: string; priceCents: number }>;
}

const itemUnavailable = (itemId: string, choiceId?: string) =>
  new HttpError(409, 'an ordered item or option is not available', 'ITEM_UNAVAILABLE', {
    item_id: itemId,
    ...(choiceId ? { choice_id: choiceId } : {}),
  });

const invalidOptions = (detail: string, itemId: string) =>
  new HttpError(422, detail, 'INVALID_OPTIONS', { item_id: itemId });

function chosenChoices(itemId: string, groups: OptionGroup[], choiceIds: string[]) {
  if (new Set(choiceIds).size !== choiceIds.length) throw invalidOptions('a choice is repeated', itemId);
  const chosen = choiceIds.map((id) => {
    const group = groups.find((g) => g.choices.some((choice) => choice.id === id));
    const choice = group?.choices.find((c) => c.id === id);
    if (!group || !choice) throw invalidOptions(`choice ${id} is not an option of this item`, itemId);
    if (group.status !== 'AVAILABLE' || choice.status !== 'AVAILABLE') throw itemUnavailable(itemId, id);
    return { groupId: group.id, id, priceCents: choice.price.value };
  });
  for (const group of groups) {
    // An unavailable group is not offered, so its minimum binds nobody (the menu marks it not required).
    if (group.status !== 'AVAILABLE') continue;
    const count = chosen.filter((choice) => choice.groupId === group.id).length;
    if (count < group.minPermitted || count > group.maxPermitted) {
      throw invalidOptions(
        `${group.name} takes ${group.minPermitted} to ${group.maxPermitted} choices, got ${count}`,
        itemId,
      );
    }
  }
  return chosen.map(({ id, priceCents }) => ({ id, priceCents }));
}

/** 409 ITEM_UNAVAILABLE for an item or choice off the menu, 422 INVALID_OPTIONS for broken groups. */
export async function priceLines(
  db: Queryable,
  menu: Omit<MenuScope, 'includeUnavailable'>,
  lines: OrderLine[],
): Promise<PricedLine[]> {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const item = await findItem(db, { ...menu, includeUnavailable: false }, line.item_id);
    if (!item) throw itemUnavailable(line.item_id);
    const choices = chosenChoices(item.id, await itemOptions(db, item.id, menu.locale), line.choice_ids);
    priced.push({
      itemId: item.id,
      quantity: line.quantity,
      note: line.note || null,
      unitPriceCents: choices.reduce((sum, choice) => sum + choice.priceCents, item.price.value),
      choices,
    });
  }
  return priced;
}

/** Inside the transaction that locked the bill; answers the new bill lines' ids in order. */
export async function insertLines(
  tx: Queryable,
  billId: string,
  participantId: string,
  lines: PricedLine[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, line] of lines.entries()) {
    // One order's lines share now(); a microsecond apart they keep the diner's order on the bill.
    const [inserted] = await tx.query<{ id: string }>(
      `insert into bill_items (bill_id, item_id, quantity, unit_price_cents, ordered_by, note, ordered_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) returning id`,
      [billId, line.itemId, line.quantity, line.unitPriceCents, participantId, line.note, index / 1e6],
    );
    if (!inserted) throw new Error('bill item insert returned nothing');
    ids.push(inserted.id);
    await insertRows(
      tx,
      'bill_item_options',
      line.choices.map((choice) => ({
        bill_item_id: inserted.id,
        choice_id: choice.id,
        price_cents: choice.priceCents,
      })),
    );
  }
  return ids;
}
