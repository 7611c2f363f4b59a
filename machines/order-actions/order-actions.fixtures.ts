import type { RebuyOutcome } from './order-actions.types.ts';

/** Test data for the order actions. */
export const everythingBack: RebuyOutcome = { cartOrderId: 'cart-2', lineCount: 2, missing: [] };
export const oneMissing: RebuyOutcome = {
  cartOrderId: 'cart-2',
  lineCount: 1,
  missing: [{ name: 'Costela no bafo', reason: 'unavailable' }],
};
export const offline = { key: 'network' };
export const orderActionsInput = { orderId: 'order-9' };
