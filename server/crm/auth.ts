import type { Db, Queryable } from '../db/db.ts';
import { type AccessTokens, accessTokens } from './access-tokens.ts';
import { type AuthConfig, type AuthOptions, authConfig } from './auth-config.ts';
import { startFamily } from './refresh-tokens.ts';

export interface Auth {
  tokens: AccessTokens;
  social: AuthConfig['social'];
}

export function createAuth(db: Db, options?: AuthOptions): Auth {
  const config = authConfig(options);
  return { tokens: accessTokens(db, config.accessTokenTtl, config.jwtSecret), social: config.social };
}

/** A login: the first refresh token of a new family, and an access token of that family. */
export async function issueSession(db: Queryable, auth: Auth, user: { id: string; brandId: string }) {
  await db.query('update users set last_access_at = now() where id = $1', [user.id]);
  const { familyId, refreshToken } = await startFamily(db, user.id);
  return {
    access_token: await auth.tokens.sign(user.id, user.brandId, familyId),
    refresh_token: refreshToken,
    token_type: 'bearer',
  };
}
