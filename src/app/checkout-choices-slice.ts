import * as z from 'zod/mini';
import type { SliceDefinition } from './persistence.ts';

const chosenCard = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), cardId: z.string() }),
  z.object({ kind: z.literal('new'), token: z.string(), brand: z.string(), last4: z.string() }),
]);

/** What the customer chose on /payment for a cart (a PSP token, never a card number): a reload keeps it. */
export const checkoutChoicesSlice = {
  key: 'checkout-choices',
  version: 1,
  schema: z.lazy(() =>
    z.object({
      orderId: z.string(),
      method: z.optional(z.enum(['card', 'pix', 'applePay'])),
      card: z.optional(chosenCard),
      contact: z.object({ name: z.string(), iso: z.string(), dialCode: z.string(), number: z.string() }),
    }),
  ),
} satisfies SliceDefinition<z.ZodMiniType>;
