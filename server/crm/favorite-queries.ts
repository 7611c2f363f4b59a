import type { Queryable } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import { HttpError } from '../http/http-error.ts';

/** The user's favorite item ids, newest first. */
export async function favoriteItemIds(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q.query<{ item_id: string }>(
    'select item_id from favorite_items where user_id = $1 order by added_at desc, item_id',
    [userId],
  );
  return rows.map((row) => row.item_id);
}

/** 404 ITEM_NOT_FOUND naming every id that is no item of the brand; a repeated id is a 422. */
export async function assertMenuItems(q: Queryable, brandId: string, itemIds: string[]): Promise<void> {
  if (new Set(itemIds).size !== itemIds.length) {
    throw new HttpError(422, 'an item is listed twice', 'DUPLICATE_ITEM');
  }
  const found = await q.query<{ id: string }>(
    'select id from items where brand_id = $1 and id = any($2::uuid[])',
    [brandId, itemIds.filter(isUuid)],
  );
  const known = new Set(found.map((row) => row.id.toLowerCase()));
  const unknown = itemIds.filter((id) => !known.has(id.toLowerCase()));
  if (unknown.length > 0) {
    throw new HttpError(404, 'item not found', 'ITEM_NOT_FOUND', { item_ids: unknown });
  }
}

/** Applies each toggle: active adds the item if absent (keeping when it was first added), inactive removes it. */
export async function toggleFavorites(
  q: Queryable,
  userId: string,
  toggles: ReadonlyArray<{ item_id: string; active: boolean }>,
): Promise<void> {
  const ids = (active: boolean) => toggles.filter((toggle) => toggle.active === active).map((t) => t.item_id);
  await q.query(
    `insert into favorite_items (user_id, item_id) select $1, unnest($2::uuid[])
     on conflict (user_id, item_id) do nothing`,
    [userId, ids(true)],
  );
  await q.query('delete from favorite_items where user_id = $1 and item_id = any($2::uuid[])', [
    userId,
    ids(false),
  ]);
}
