import * as z from 'zod/mini';
import { maxLength, multiline, opaqueId, requiredLine } from './limits.ts';

/** Request field bounds shared by the cart, order, coupon and gift card schemas. */

/** Ids are opaque: one that names nothing is a 404, so only the length is checked here. */
export const requestId = opaqueId;

/** Units of one cart line (the table menu's bound too). */
export const lineQuantity = z.lazy(() => z.int().check(z.minimum(1), z.maximum(20)));

export const choiceIds = z.lazy(() => z.array(requestId).check(z.maxLength(30)));

/** The customer's note to the kitchen ("no onion"). */
export const lineNote = z.lazy(() => z.optional(z.nullable(multiline(maxLength.note))));

/** Coupon and gift card codes, typed by people: compared upper-cased. */
export const typedCode = z.lazy(() => requiredLine(40).check(z.toUpperCase()));

/** Cents a request may name (R$ 1 000 000,00 at most; the database holds int4). */
export const requestCents = z.lazy(() => z.int().check(z.minimum(0), z.maximum(100_000_000)));

export const pageParams = {
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
};
