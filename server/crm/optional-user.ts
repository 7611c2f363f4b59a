import type { Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';
import { unauthorized } from './require-user.ts';

/**
 * For endpoints open to guests: no Authorization header is a guest (undefined); a bearer token must
 * be valid (else 401, so the client refreshes it) and names the user.
 */
export async function optionalUserId(c: Context<AppEnv>, db: Db, auth: Auth): Promise<string | undefined> {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
  const brandId = c.get('brand').id;
  const userId = await auth.tokens.verify(token, brandId);
  const [user] = userId
    ? await db.query('select 1 from users where id = $1 and brand_id = $2', [userId, brandId])
    : [];
  if (!userId || !user) throw unauthorized();
  return userId;
}
