import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewCartItem } from '../../../machines/cart/cart.types.ts';
import type { CartLine } from '../../../machines/product/product.types.ts';
import { toast } from '../../ui/toast/toast-store.ts';

interface System {
  system: { get(systemId: string): { send(event: unknown): void } | undefined };
}

/** The sheet's line as the cart adds it: the dish, how many, its choices and note. */
export function cartItemOf({ itemId, name, unitCents, quantity, choiceIds, note }: CartLine): NewCartItem {
  return { itemId, name, unitPriceCents: unitCents, quantity, choiceIds, ...(note ? { note } : {}) };
}

/**
 * "Add" on the product sheet: the line goes to the tree as `cart.addItem`, which hands it to the
 * cart's chart, and the customer is told.
 */
export function handToCart({ system }: System, line: CartLine): void {
  system.get('app')?.send({ type: 'cart.addItem', item: cartItemOf(line) });
  toast.success(i18n._(msg`${line.quantity}× ${line.name} added to your cart.`));
}
