import type { Item } from '../../contract/schemas/catalog.ts';
import { type FavoriteUpdate, favoriteIds, favoriteItems } from '../../contract/schemas/favorites.ts';
import { api, type Call } from './client.ts';

/** The signed-in user's favorite item ids, newest first. */
export async function fetchFavoriteIds({ signal }: Call = {}): Promise<string[]> {
  const { item_ids } = await api.request(favoriteIds, '/crm/v1/favorites', { signal });
  return item_ids;
}

/** The favorites as dishes of the service's menu, in menu order; those unavailable there are marked. */
export async function fetchFavoriteItems({
  serviceId,
  signal,
}: Call & { serviceId: string }): Promise<Item[]> {
  const { items } = await api.request(favoriteItems, '/crm/v1/favorites/items', {
    query: { 'service-id': serviceId },
    signal,
  });
  return items;
}

/** Spec §3 "Favorite update payload", with the current service id; answers the favorite ids. */
export async function saveFavorites({
  serviceId,
  items,
  signal,
}: Call & { serviceId: string } & FavoriteUpdate): Promise<string[]> {
  const { item_ids } = await api.request(favoriteIds, '/crm/v1/favorites/items', {
    method: 'POST',
    query: { 'service-id': serviceId },
    body: { items },
    signal,
  });
  return item_ids;
}
