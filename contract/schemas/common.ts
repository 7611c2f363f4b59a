import * as z from 'zod/mini';

/** Money travels as integer cents. */
export const money = z.lazy(() =>
  z.object({
    value: z.int(),
    currency: z.literal('BRL'),
    originalValue: z.optional(z.int()),
  }),
);
export type Money = z.infer<typeof money>;

export const errorBody = z.lazy(() =>
  z.object({
    detail: z.union([z.string(), z.record(z.string(), z.unknown())]),
    code: z.optional(z.string()),
    /** The request's id (also the `X-Request-Id` header): what an operator looks up in the logs. */
    request_id: z.optional(z.string()),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

export const health = z.lazy(() => z.object({ ok: z.boolean() }));

/**
 * Codes any endpoint may answer with 503 and `Retry-After`: the database is briefly away (a restart,
 * a failover), the process is not ready yet (migrations) or is shutting down.
 */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
export const NOT_READY = 'NOT_READY';
export const SHUTTING_DOWN = 'SHUTTING_DOWN';
