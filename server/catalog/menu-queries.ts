import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { CategorySummary, Item } from '../../contract/schemas/catalog.ts';
import type { Db, Queryable } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import { mediaUrl } from '../media/media-urls.ts';
import { foldSearchWords } from './search-text.ts';

export interface MenuScope {
  brandId: string;
  locale: Locale;
  includeUnavailable: boolean;
  /** The store whose menu is read (a `service-id`'s): the dishes it disabled are UNAVAILABLE too. */
  storeId?: string;
}

interface ItemFilter extends MenuScope {
  categoryIds?: string[];
  itemIds?: string[];
  search?: string;
}

interface ItemRow {
  id: string;
  category_id: string;
  name: string;
  description: string;
  price_cents: number;
  original_price_cents: number | null;
  status: Item['status'];
}

/** Every menu query starts with these four parameters: $1 brand, $2 locale, $3 include unavailable, $4 store. */
const scopeParams = (scope: MenuScope): unknown[] => [
  scope.brandId,
  scope.locale,
  scope.includeUnavailable,
  scope.storeId ?? null,
];

/** AVAILABLE unless the brand took the item off the menu or the store ($4) disabled it. */
const itemStatus = `case when i.status = 'AVAILABLE' and not exists (
    select 1 from store_disabled_items d where d.item_id = i.id and d.store_id = $4::uuid)
  then 'AVAILABLE' else 'UNAVAILABLE' end`;

const visibleItem = `i.brand_id = $1 and ($3 or ${itemStatus} = 'AVAILABLE')`;

const itemColumns = `i.id, i.category_id, i.name->>$2 as name, i.description->>$2 as description, i.price_cents,
  i.original_price_cents, ${itemStatus} as status`;

/** The where clause of a filter, and for a search the rank: 0 when the name holds every word, else 1. */
function itemWhere(filter: ItemFilter) {
  const params = scopeParams(filter);
  const conditions = [visibleItem];
  if (filter.categoryIds) {
    params.push(filter.categoryIds);
    conditions.push(`i.category_id = any($${params.length}::uuid[])`);
  }
  if (filter.itemIds) {
    params.push(filter.itemIds.filter(isUuid));
    conditions.push(`i.id = any($${params.length}::uuid[])`);
  }
  const inName: string[] = [];
  for (const word of foldSearchWords(filter.search ?? '')) {
    params.push(`%${word}%`);
    const name = `i.folded_name->>$2 like $${params.length}`;
    conditions.push(`(${name} or i.folded_description->>$2 like $${params.length})`);
    inName.push(name);
  }
  const rank = inName.length > 0 ? `case when ${inName.join(' and ')} then 0 else 1 end` : '0';
  return { where: conditions.join(' and '), rank, params };
}

const toItem = (row: ItemRow): Item => ({
  id: row.id,
  category_id: row.category_id,
  name: row.name,
  description: row.description,
  image: mediaUrl.item(row.id),
  price: money(row.price_cents, row.original_price_cents),
  status: row.status,
});

/**
 * Items in menu order (category, then position) — a search's name matches first — with the count of
 * all that match, in one round trip.
 */
export async function menuItems(db: Db, filter: ItemFilter, page?: { limit: number; offset: number }) {
  const { where, rank, params } = itemWhere(filter);
  const paging = page ? `limit $${params.length + 1} offset $${params.length + 2}` : '';
  const order = 'rank, category_position, position';
  const [result] = await db.query<{ total: number; items: ItemRow[] }>(
    `with matching as (
       select ${itemColumns}, ${rank} as rank, c.position as category_position, i.position
       from items i join categories c on c.id = i.category_id where ${where})
     select (select count(*)::int from matching) as total,
       (select coalesce(json_agg(paged order by ${order}), '[]') from
         (select * from matching order by ${order} ${paging}) paged) as items`,
    page ? [...params, page.limit, page.offset] : params,
  );
  return { items: (result?.items ?? []).map(toItem), total: result?.total ?? 0 };
}

export async function findItem(db: Queryable, scope: MenuScope, itemId: string): Promise<Item | undefined> {
  if (!isUuid(itemId)) return undefined;
  const [row] = await db.query<ItemRow>(
    `select ${itemColumns} from items i where ${visibleItem} and i.id = $5`,
    [...scopeParams(scope), itemId],
  );
  return row && toItem(row);
}

/** Categories in menu order with how many visible items each has; those with none are left out. */
export async function categorySummaries(db: Db, scope: MenuScope): Promise<CategorySummary[]> {
  const rows = await db.query<Omit<CategorySummary, 'image'>>(
    `select * from (
       select c.id, c.name->>$2 as name, c.description->>$2 as description, c.position as index,
         (select count(*)::int from items i where i.category_id = c.id and ${visibleItem}) as items_count
       from categories c where c.brand_id = $1) counted
     where items_count > 0 order by index`,
    scopeParams(scope),
  );
  return rows.map((row) => ({ ...row, image: mediaUrl.category(row.id) }));
}
