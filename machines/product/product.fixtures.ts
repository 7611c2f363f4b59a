import { menuItems } from '../menu/menu.fixtures.ts';
import type { MenuItem } from '../menu/menu.types.ts';
import { picanhaOptions } from '../table-order/table-order.fixtures.ts';
import type { ProductInput } from './product.types.ts';

/** Test data for the product sheet: a grilled dish with a required doneness and optional extras. */
export const grilled: MenuItem = { ...(menuItems[0] as MenuItem), priceCents: 8990 };
export const options = picanhaOptions;
export const sheet: ProductInput = { item: grilled, serviceId: 'svc-delivery' };
