import type { Locale } from '../../contract/locales.ts';
import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { PricedLine } from '../table/order-lines.ts';

/** A line of a cart or order with the menu as it is now and what was paid, when it was. */
export interface LineRow {
  id: string;
  cart_order: number;
  item_id: string;
  name: string;
  quantity: number;
  note: string | null;
  /** Item and options, per unit, at today's menu prices. */
  menu_unit_cents: number;
  /** Per unit as paid; null while a cart. */
  paid_unit_cents: number | null;
  /** The item and every chosen option are still on the menu. */
  available: boolean;
  options: Array<{ id: string; name: string; menu_cents: number; paid_cents: number | null }>;
}

/** Lines in cart order, options in the menu's order; a choice whose group left the item is unavailable. */
export function loadLines(q: Queryable, orderId: string, locale: Locale): Promise<LineRow[]> {
  return q.query<LineRow>(
    `select l.id, l.cart_order, l.item_id, i.name->>$2 as name, l.quantity, l.note,
       i.price_cents + coalesce(o.menu_cents, 0) as menu_unit_cents,
       l.unit_price_cents as paid_unit_cents,
       i.status = 'AVAILABLE' and coalesce(o.available, true) as available,
       coalesce(o.options, '[]') as options
     from order_items l
     join items i on i.id = l.item_id
     left join lateral (
       select sum(c.price_cents)::int as menu_cents,
         bool_and(c.status = 'AVAILABLE' and g.status = 'AVAILABLE' and ig.item_id is not null) as available,
         json_agg(json_build_object('id', c.id, 'name', c.name->>$2, 'menu_cents', c.price_cents,
                                    'paid_cents', lo.price_cents) order by ig.position, c.position) as options
       from order_item_options lo
       join option_choices c on c.id = lo.choice_id
       join option_groups g on g.id = c.group_id
       left join item_option_groups ig on ig.item_id = l.item_id and ig.group_id = g.id
       where lo.order_item_id = l.id
     ) o on true
     where l.order_id = $1
     order by l.cart_order`,
    [orderId, locale],
  );
}

/** Appends a line priced by the menu (`priceLines`) as the cart's next `cart_order`. */
export async function insertLine(tx: Queryable, orderId: string, line: PricedLine): Promise<number> {
  const [inserted] = await tx.query<{ id: string; cart_order: number }>(
    `insert into order_items (order_id, cart_order, item_id, quantity, note)
     values ($1, (select coalesce(max(cart_order), 0) + 1 from order_items where order_id = $1), $2, $3, $4)
     returning id, cart_order`,
    [orderId, line.itemId, line.quantity, line.note],
  );
  if (!inserted) throw new Error('order item insert returned nothing');
  await insertRows(
    tx,
    'order_item_options',
    line.choices.map((choice) => ({ order_item_id: inserted.id, choice_id: choice.id })),
  );
  return inserted.cart_order;
}

/** Fixes what is paid per line and option: the prices `lines` were just checked at. */
export async function fixPrices(tx: Queryable, lines: readonly LineRow[]): Promise<void> {
  for (const line of lines) {
    await tx.query('update order_items set unit_price_cents = $2 where id = $1', [
      line.id,
      line.menu_unit_cents,
    ]);
    for (const option of line.options) {
      await tx.query(
        'update order_item_options set price_cents = $3 where order_item_id = $1 and choice_id = $2',
        [line.id, option.id, option.menu_cents],
      );
    }
  }
}

/** Σ quantity × unit, at today's menu prices (what a cart costs). */
export const itemsCents = (lines: readonly LineRow[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.menu_unit_cents, 0);
