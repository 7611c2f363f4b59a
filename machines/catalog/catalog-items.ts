import type {
  CategorySummary,
  Item,
  OptionGroup as OptionGroupAnswer,
} from '../../contract/schemas/catalog.ts';
import type { MenuCategory, MenuItem } from '../menu/menu.types.ts';
import type { OptionGroup } from '../table-order/table-order.types.ts';

/** A catalog item as the charts keep it: prices in cents, an UNAVAILABLE dish kept and marked. */
export const toMenuItem = (item: Item): MenuItem => ({
  id: item.id,
  categoryId: item.category_id,
  name: item.name,
  description: item.description,
  image: item.image,
  priceCents: item.price.value,
  available: item.status === 'AVAILABLE',
});

export const toMenuCategory = ({ id, name, image, index }: CategorySummary): MenuCategory => ({
  id,
  name,
  image,
  index,
});

/** Spec §3 "Product": a group's minimum and maximum, its and its choices' availability. */
export const toOptionGroup = (group: OptionGroupAnswer): OptionGroup => ({
  id: group.id,
  name: group.name,
  min: group.minPermitted,
  max: group.maxPermitted,
  available: group.status === 'AVAILABLE',
  choices: group.choices.map((choice) => ({
    id: choice.id,
    name: choice.name,
    priceCents: choice.price.value,
    available: choice.status === 'AVAILABLE',
  })),
});
