import * as z from 'zod/mini';
import { serviceType } from '../../contract/schemas/catalog.ts';
import type { SliceDefinition } from './persistence.ts';

/** The checkout option the customer chose (spec §3 "Order: checkoutOption"), where the next start-up begins. */
export const checkoutOptionSlice = {
  key: 'checkout-option',
  version: 1,
  schema: z.lazy(() => z.object({ option: serviceType })),
} satisfies SliceDefinition<z.ZodMiniType>;
