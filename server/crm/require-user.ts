import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import type { Bearer } from './access-tokens.ts';
import type { Auth } from './auth.ts';

export const unauthorized = () => new HttpError(401, 'unauthorized');

/**
 * The bearer of the request's Authorization header: undefined without one; 401 unless it is a valid
 * access token of an existing user of this brand whose family (login) is not revoked — one indexed
 * lookup, so a logout or a password change ends access tokens at once.
 */
export async function bearerOf(c: Context<AppEnv>, db: Db, auth: Auth): Promise<Bearer | undefined> {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
  const brandId = c.get('brand').id;
  const bearer = await auth.tokens.verify(token, brandId);
  const [live] = bearer
    ? await db.query(
        `select 1 from refresh_families f join users u on u.id = f.user_id
         where f.id = $1 and f.user_id = $2 and u.brand_id = $3 and f.revoked_at is null and f.expires_at > now()`,
        [bearer.familyId, bearer.userId, brandId],
      )
    : [];
  if (!bearer || !live) throw unauthorized();
  return bearer;
}

/** A bearer access token is required (see `bearerOf`); sets `userId`. */
export function requireUser(db: Db, auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const bearer = await bearerOf(c, db, auth);
    if (!bearer) throw unauthorized();
    c.set('userId', bearer.userId);
    await next();
  });
}
