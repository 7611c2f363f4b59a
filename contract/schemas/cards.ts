import * as z from 'zod/mini';
import { opaqueId } from './limits.ts';

/** A saved card: a PSP token kept server-side, shown by brand and last digits only. */
export const card = z.lazy(() =>
  z.object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    holder: z.string(),
    exp_month: z.int(),
    exp_year: z.int(),
    is_default: z.boolean(),
  }),
);
export type Card = z.infer<typeof card>;
export const cards = z.lazy(() => z.array(card));

/** `token` from the payment provider's tokenization in the browser (`POST {provider}/v1/tokens`). */
export const addCardBody = z.lazy(() => z.object({ token: opaqueId }));
export type AddCardBody = z.input<typeof addCardBody>;
