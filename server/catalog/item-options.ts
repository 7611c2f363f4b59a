import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { OptionGroup } from '../../contract/schemas/catalog.ts';
import type { Queryable } from '../db/db.ts';

interface GroupRow extends Omit<OptionGroup, 'choices'> {
  choices: Array<{ id: string; name: string; price_cents: number; status: OptionGroup['status'] }>;
}

export async function itemOptions(db: Queryable, itemId: string, locale: Locale): Promise<OptionGroup[]> {
  const rows = await db.query<GroupRow>(
    `select g.id, g.name->>$2 as name, g.min_permitted as "minPermitted", g.max_permitted as "maxPermitted", g.status,
       (select json_agg(json_build_object('id', o.id, 'name', o.name->>$2, 'price_cents', o.price_cents,
                                          'status', o.status) order by o.position)
        from option_choices o where o.group_id = g.id) as choices
     from item_option_groups ig join option_groups g on g.id = ig.group_id
     where ig.item_id = $1 order by ig.position`,
    [itemId, locale],
  );
  return rows.map(({ choices, ...group }) => ({
    ...group,
    choices: choices.map(({ price_cents, ...choice }) => ({ ...choice, price: money(price_cents) })),
  }));
}
