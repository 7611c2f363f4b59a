import * as z from 'zod/mini';
import type { SliceDefinition } from './persistence.ts';

/** The position the customer last confirmed in the address wizard: the next visit's stores are looked up there. */
export const locationSlice = {
  key: 'location',
  version: 1,
  schema: z.lazy(() =>
    z.object({
      latitude: z.number().check(z.minimum(-90), z.maximum(90)),
      longitude: z.number().check(z.minimum(-180), z.maximum(180)),
    }),
  ),
} satisfies SliceDefinition<z.ZodMiniType>;

/** A guest's session (spec §3 "Guest session: order_id, session"): its address and, later, its cart. */
export const guestSessionSlice = {
  key: 'guest-session',
  version: 1,
  schema: z.lazy(() => z.object({ orderId: z.string(), session: z.string() })),
} satisfies SliceDefinition<z.ZodMiniType>;

/** Spec §3 "A copy of the order id is kept for registered users and restored if none is present." */
export const cartOrderSlice = {
  key: 'cart-order',
  version: 1,
  schema: z.lazy(() => z.object({ orderId: z.string() })),
} satisfies SliceDefinition<z.ZodMiniType>;
