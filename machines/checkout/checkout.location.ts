import type { SnapshotFrom } from 'xstate';
import { type AppLocation, routeOfTags } from '../../contract/routes.ts';
import type { checkoutMachine } from './checkout.machine.ts';

/*
 * Where the customer paying is: what the app's navigation binding reads of the checkout, small enough
 * to travel with the first screen (the chart itself is a chunk of its own).
 */

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Where the customer is: `/payment` while paying, the order's tracking page once placed, home after a 406. */
export function selectLocation(snapshot: CheckoutSnapshot): AppLocation | undefined {
  const path = routeOfTags(snapshot.tags);
  if (path === '/orders/$id') {
    const order = snapshot.context.placed;
    return order === undefined ? undefined : { path, params: { id: order.orderId } };
  }
  return path === undefined ? undefined : { path };
}
