import type { Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';
import { bearerOf } from './require-user.ts';

/**
 * For endpoints open to guests: no Authorization header is a guest (undefined); a bearer token must
 * be valid (else 401, so the client refreshes it) and names the user.
 */
export async function optionalUserId(c: Context<AppEnv>, db: Db, auth: Auth): Promise<string | undefined> {
  return (await bearerOf(c, db, auth))?.userId;
}
