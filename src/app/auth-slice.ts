import * as z from 'zod/mini';
import { defineSlice } from './persistence.ts';

/** Spec §3 "Auth": persisted; read back before the router starts. */
export const authSlice = defineSlice({
  key: 'auth',
  version: 1,
  schema: z.object({ accessToken: z.string(), refreshToken: z.string() }),
});
