import * as z from 'zod/mini';
import type { SliceDefinition } from './persistence.ts';

/** Spec §3 "Auth" across tabs: the last refresh, for a tab that waited on another's. */
export const refreshHandoffSlice = {
  key: 'refresh-handoff',
  version: 1,
  schema: z.lazy(() =>
    z.object({
      from: z.string(),
      tokens: z.object({ accessToken: z.string(), refreshToken: z.string() }),
    }),
  ),
} satisfies SliceDefinition<z.ZodMiniType>;
