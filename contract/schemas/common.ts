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
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

export const health = z.lazy(() => z.object({ ok: z.boolean() }));
