import * as z from 'zod/mini';
import { addressInput } from './address.ts';
import { cart, place } from './cart.ts';
import { requestId } from './order-fields.ts';

/**
 * A guest orders through a guest session (spec §3): `order_id` names its cart and later its order;
 * `session` is its secret, sent as the `x-guest-session` header on every later call.
 */
export const guestSessionBody = z.lazy(() =>
  z.object({
    address: addressInput,
    /** The service the cart is for; default: delivery from the store whose area holds the address (else the nearest). */
    service_id: z.optional(requestId),
  }),
);
export type GuestSessionBody = z.input<typeof guestSessionBody>;

export const guestSession = z.lazy(() => z.object({ order_id: z.string(), session: z.string() }));
export type GuestSession = z.infer<typeof guestSession>;

/** Where a guest's orders go: tied to its order id; replaced with POST, never deleted. */
export const guestAddress = place;
export type GuestAddress = z.infer<typeof guestAddress>;

/** The guest's reload (spec §4 "Cart reload: guests via guest session"). */
export const guestSessionState = z.lazy(() =>
  z.object({ order_id: z.string(), address: guestAddress, cart }),
);
export type GuestSessionState = z.infer<typeof guestSessionState>;
