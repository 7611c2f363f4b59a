import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartLine } from '../../../machines/product/product.types.ts';
import { toast } from '../../ui/toast/toast-store.ts';

interface System {
  system: { get(systemId: string): { send(event: unknown): void } | undefined };
}

/**
 * "Add" on the product sheet: the line goes to the tree as `cart.addItem`, where the cart's chart
 * takes it (until it is there, the event is the seam), and the customer is told.
 */
export function handToCart({ system }: System, line: CartLine): void {
  system.get('app')?.send({ type: 'cart.addItem', line });
  toast.success(i18n._(msg`${line.quantity}× ${line.name} added to your cart.`));
}
