import * as z from 'zod/mini';
import { serviceType } from '../../contract/schemas/catalog.ts';
import type { SliceDefinition } from './persistence.ts';

/** A checkout option chosen before a reload (e.g. on the welcome page), applied by the next start-up. */
export const checkoutOptionSlice = {
  key: 'checkout-option',
  version: 1,
  schema: z.lazy(() => z.object({ option: serviceType })),
} satisfies SliceDefinition<z.ZodMiniType>;
