import type { ApiErrorKey } from '../../contract/errors.ts';
import type { MenuItem } from '../menu/menu.types.ts';
import type { Draft, DraftEdit, OptionGroup, OrderLine } from '../table-order/table-order.types.ts';

export interface ProductInput {
  /** The dish as the list showed it (name, price, picture): the sheet opens at once. */
  item: MenuItem;
  serviceId: string;
}

export interface LoadOptionsInput {
  itemId: string;
  serviceId: string;
}

/** What "add" hands the cart (`cart.addItem`): the dish with its choices, for the service shown. */
export interface CartLine extends OrderLine {
  serviceId: string;
}

export type ProductErrorKey =
  | ApiErrorKey
  /** A required option group has no choice yet (spec §3 "Product"). */
  | 'optionsRequired';

export interface ProductContext {
  item: MenuItem;
  serviceId: string;
  draft: Draft | undefined;
  error: ProductErrorKey | undefined;
}

export type ProductEvent = { type: 'item.retry' } | { type: 'item.close' } | DraftEdit | { type: 'item.add' };

export type ProductTag = 'busy' | 'error' | 'choosing';

export type { OptionGroup };
