/**
 * A new Idempotency-Key (DESIGN §5): made before the first attempt of a call that creates an order
 * or a payment, and kept until its outcome is known, so a retry can never charge twice.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();
