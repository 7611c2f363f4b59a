import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import type { Auth } from './auth.ts';

export const unauthorized = () => new HttpError(401, 'unauthorized');

/** A valid bearer access token of an existing user of this brand, else 401; sets `userId`. */
export function requireUser(db: Db, auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const [scheme, token] = c.req.header('authorization')?.split(' ') ?? [];
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    const brandId = c.get('brand').id;
    const userId = await auth.tokens.verify(token, brandId);
    const [user] = userId
      ? await db.query('select 1 from users where id = $1 and brand_id = $2', [userId, brandId])
      : [];
    if (!userId || !user) throw unauthorized();
    c.set('userId', userId);
    await next();
  });
}
