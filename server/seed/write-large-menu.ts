import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { t } from '../locale.ts';
import { demoBrand } from './brand.ts';
import { menu } from './menu/menu.ts';
import type { SeedCategory, SeedItem } from './menu/menu-types.ts';
import { seedIds } from './seed-ids.ts';

/** Dishes on the large menu, the demo's own included: enough to show whether a long list scrolls smoothly. */
export const largeMenuSize = 2000;

interface Variant {
  category: SeedCategory;
  base: SeedItem;
  /** 2, 3, …: the demo dish itself is number 1. */
  number: number;
  position: number;
}

/**
 * The dishes added to the demo menu: numbered variants of its dishes, taken in menu order round and
 * round, each placed after its category's dishes and sharing its base dish's price, options,
 * availability and picture. Deterministic, with name-derived ids like the rest of the demo.
 */
function largeMenuVariants(): Variant[] {
  const bases = menu.flatMap((category) => category.items.map((base) => ({ category, base })));
  const nextPosition = new Map(menu.map((category) => [category, category.items.length]));
  return Array.from({ length: largeMenuSize - bases.length }, (_, index) => {
    const { category, base } = bases[index % bases.length] as (typeof bases)[number];
    const position = nextPosition.get(category) ?? 0;
    nextPosition.set(category, position + 1);
    return { category, base, number: Math.floor(index / bases.length) + 2, position };
  });
}

/** Adds the variants the menu lacks (so a second call changes nothing); answers the menu's size. */
export async function writeLargeMenu(tx: Queryable): Promise<{ items: number; categories: number }> {
  const brand = demoBrand.slug;
  const brandId = seedIds.brand(brand);
  const variants = largeMenuVariants().map((variant) => ({
    ...variant,
    id: seedIds.item(brand, `${variant.base.slug}-${variant.number}`),
  }));
  const present = await tx.query<{ id: string }>('select id from items where id = any($1::uuid[])', [
    variants.map((variant) => variant.id),
  ]);
  const existing = new Set(present.map((row) => row.id));
  const missing = variants.filter((variant) => !existing.has(variant.id));
  await insertRows(
    tx,
    'items',
    missing.map(({ id, category, base, number, position }) => ({
      id,
      brand_id: brandId,
      category_id: seedIds.category(brand, category.slug),
      slug: `${base.slug}-${number}`,
      position,
      name: t(`${base.name['pt-BR']} nº ${number}`, `${base.name['en-US']} no. ${number}`),
      description: base.description,
      price_cents: base.price,
      original_price_cents: base.originalPrice ?? null,
      status: base.unavailable ? 'UNAVAILABLE' : 'AVAILABLE',
      art: category.art,
      tint: base.tint,
    })),
  );
  await insertRows(
    tx,
    'item_option_groups',
    missing.flatMap(({ id, base }) =>
      (base.options ?? []).map((group, position) => ({
        item_id: id,
        group_id: seedIds.optionGroup(brand, group),
        position,
      })),
    ),
  );
  const [counts] = await tx.query<{ items: number; categories: number }>(
    `select count(*)::int as items, count(distinct category_id)::int as categories from items where brand_id = $1`,
    [brandId],
  );
  return counts ?? { items: 0, categories: 0 };
}
