import * as z from 'zod/mini';
import { serviceType } from '../../contract/schemas/catalog.ts';
import { defineSlice } from './persistence.ts';

/** A checkout option chosen before a reload (e.g. on the welcome page), applied by the next start-up. */
export const checkoutOptionOverride = defineSlice({
  key: 'checkout-option',
  version: 1,
  schema: z.object({ option: serviceType }),
});
