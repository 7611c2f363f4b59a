import * as z from 'zod/mini';
import type { SliceDefinition } from './persistence.ts';

/** Spec §3 "Auth": persisted; read back before the tree starts. */
export const authSlice = {
  key: 'auth',
  version: 1,
  schema: z.lazy(() => z.object({ accessToken: z.string(), refreshToken: z.string() })),
} satisfies SliceDefinition<z.ZodMiniType>;
