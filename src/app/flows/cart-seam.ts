import type { NewCartItem } from '../../../machines/cart/cart.types.ts';
import type { CartLine } from '../../../machines/product/product.types.ts';

interface System {
  system: { get(systemId: string): { send(event: unknown): void } | undefined };
}

/** The sheet's line as the cart adds it: the dish, how many, its choices and note. */
export function cartItemOf({ itemId, name, unitCents, quantity, choiceIds, note }: CartLine): NewCartItem {
  return { itemId, name, unitPriceCents: unitCents, quantity, choiceIds, ...(note ? { note } : {}) };
}

/**
 * "Add" on the product sheet: the line goes to the tree as `cart.addItem`, which hands it to the
 * cart's chart (which tells the customer once the server answers).
 */
export function handToCart({ system }: System, line: CartLine): void {
  system.get('app')?.send({ type: 'cart.addItem', item: cartItemOf(line) });
}
