import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { demoBrand } from './brand.ts';
import { menu } from './menu/menu.ts';
import type { SeedOptionGroup } from './menu/menu-types.ts';
import { optionGroups } from './menu/option-groups.ts';
import { storeDisabledItems } from './menu/store-disabled-items.ts';
import { seedIds } from './seed-ids.ts';

const status = (unavailable: boolean | undefined) => (unavailable ? 'UNAVAILABLE' : 'AVAILABLE');

export async function writeMenu(tx: Queryable): Promise<void> {
  const brand = demoBrand.slug;
  const brandId = seedIds.brand(brand);
  await insertRows(
    tx,
    'categories',
    menu.map((category, position) => ({
      id: seedIds.category(brand, category.slug),
      brand_id: brandId,
      slug: category.slug,
      position,
      name: category.name,
      description: category.description,
      art: category.art,
    })),
  );
  const items = menu.flatMap((category) => category.items.map((item) => ({ category, item })));
  await insertRows(
    tx,
    'items',
    items.map(({ category, item }) => ({
      id: seedIds.item(brand, item.slug),
      brand_id: brandId,
      category_id: seedIds.category(brand, category.slug),
      slug: item.slug,
      position: category.items.indexOf(item),
      name: item.name,
      description: item.description,
      price_cents: item.price,
      original_price_cents: item.originalPrice ?? null,
      status: status(item.unavailable),
      art: category.art,
      tint: item.tint,
    })),
  );
  const groups: Array<[string, SeedOptionGroup]> = Object.entries(optionGroups);
  await insertRows(
    tx,
    'option_groups',
    groups.map(([slug, group]) => ({
      id: seedIds.optionGroup(brand, slug),
      brand_id: brandId,
      slug,
      name: group.name,
      min_permitted: group.min,
      max_permitted: group.max,
      status: status(group.unavailable),
    })),
  );
  await insertRows(
    tx,
    'option_choices',
    groups.flatMap(([slug, group]) =>
      group.choices.map((choice, position) => ({
        id: seedIds.optionChoice(brand, slug, position),
        group_id: seedIds.optionGroup(brand, slug),
        position,
        name: choice.name,
        price_cents: choice.price ?? 0,
        status: status(choice.unavailable),
      })),
    ),
  );
  await insertRows(
    tx,
    'item_option_groups',
    items.flatMap(({ item }) =>
      (item.options ?? []).map((group, position) => ({
        item_id: seedIds.item(brand, item.slug),
        group_id: seedIds.optionGroup(brand, group),
        position,
      })),
    ),
  );
  await insertRows(
    tx,
    'store_disabled_items',
    Object.entries(storeDisabledItems).flatMap(([store, slugs]) =>
      slugs.map((slug) => ({ store_id: seedIds.store(brand, store), item_id: seedIds.item(brand, slug) })),
    ),
  );
}
