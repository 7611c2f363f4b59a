import * as z from 'zod/mini';
import { item } from './catalog.ts';
import { opaqueId } from './limits.ts';

/** `GET favorites` and the answer to an update: the user's favorite item ids, newest first. */
export const favoriteIds = z.lazy(() => z.object({ item_ids: z.array(z.string()) }));
export type FavoriteIds = z.infer<typeof favoriteIds>;

/** `GET favorites/items`: the favorites as catalog items of the service, in menu order, unavailable ones marked. */
export const favoriteItems = z.lazy(() => z.object({ items: z.array(item) }));
export type FavoriteItems = z.infer<typeof favoriteItems>;

/** Spec §4 "Favorite toggle": `active` true adds the item if absent, false removes it. */
export const favoriteToggle = z.lazy(() =>
  z.object({
    item_id: opaqueId,
    active: z.boolean(),
  }),
);

/** Spec §3 "Favorite update payload", sent with the current service id. */
export const favoriteUpdate = z.lazy(() =>
  z.object({
    items: z.array(favoriteToggle).check(z.minLength(1), z.maxLength(100)),
  }),
);
export type FavoriteUpdate = z.input<typeof favoriteUpdate>;
