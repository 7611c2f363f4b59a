import * as z from 'zod/mini';
import { built } from './built.ts';
import { features } from './cms.ts';
import { count, line, maxLength, requiredLine } from './limits.ts';
import { order } from './orders.ts';

/** Dev-only endpoints of the reference API (`/api/dev/*`), for tests and demos. */

/** The flags to change of the brand's features (spec §2's fallbacks); the others stay. */
export const featuresRequest = z.lazy(() => z.partial(built(features)));
export const outboxMessage = z.lazy(() =>
  z.object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    created_at: z.string(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outbox = z.lazy(() => z.array(outboxMessage));

/**
 * The next `count` requests matching `path` (exact, or a prefix ending in `*`) and `method`
 * answer `status` with `{ detail: 'injected fault' }`, or never answer when `hang` is set, or are
 * handled and then answer `status` when `after` is set.
 */
export const faultRequest = z.lazy(() =>
  z.object({
    path: requiredLine(maxLength.addressLine),
    status: z._default(z.int().check(z.minimum(400), z.maximum(599)), 500),
    hang: z._default(z.boolean(), false),
    /** The request is handled, then its answer is replaced by `status`: an answer lost on the way back. */
    after: z._default(z.boolean(), false),
    count: count(1_000),
    method: z.optional(line(maxLength.id)),
    /**
     * Rate mode (chaos runs): each matching request is faulted with this probability, as `kinds` say
     * (a 5xx answer or a hang), drawn from a generator seeded with `seed` — the same seed faults the same
     * requests again, so a failure can be replayed; `count` bounds the faults injected.
     */
    rate: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
    kinds: z.optional(z.array(z.enum(['5xx', 'hang'])).check(z.minLength(1), z.maxLength(2))),
    seed: z.optional(z.int().check(z.minimum(0), z.maximum(2 ** 31 - 1))),
  }),
);
export type FaultRequest = z.input<typeof faultRequest>;

export const faults = z.lazy(() =>
  z.object({
    faults: z.array(
      z.extend(built(faultRequest), { status: z.int(), hang: z.boolean(), after: z.boolean() }),
    ),
  }),
);

export const devAck = z.lazy(() => z.object({ ok: z.literal(true) }));

/** Sets the API's business clock (`at`, ISO 8601) or returns it to the wall clock (`at: null`). */
export const clockRequest = z.lazy(() => z.object({ at: z.nullable(z.iso.datetime({ offset: true })) }));
export const clockState = z.lazy(() => z.object({ now: z.string() }));

/**
 * An order as the restaurant's system reads it: the customer's order with who placed it, as stored
 * (null for a guest; an erased account's name is empty and its contacts null).
 */
export const restaurantOrder = z.lazy(() =>
  z.extend(built(order), {
    customer: z.nullable(
      z.object({
        name: z.string(),
        email: z.nullable(z.string()),
        phone_number: z.nullable(z.string()),
        document: z.nullable(z.string()),
      }),
    ),
  }),
);

/**
 * What a chaos run checks after an order: every order its owner (the customer or the guest session)
 * placed, and every charge the payment provider holds for those orders' payments.
 */
export const orderSettlement = z.lazy(() =>
  z.object({
    placed_orders: z.array(z.string()),
    charges: z.array(
      z.object({
        id: z.string(),
        amount_cents: z.int(),
        status: z.enum(['CAPTURED', 'DECLINED', 'FAILED', 'PENDING', 'PAID', 'EXPIRED', 'REFUNDED']),
      }),
    ),
  }),
);
