import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/db.ts';

const issuer = 'brasa-api';

/** Who an access token speaks for: a user, in the refresh family (the login) it was issued to. */
export interface Bearer {
  userId: string;
  familyId: string;
}

export interface AccessTokens {
  sign(userId: string, brandId: string, familyId: string): Promise<string>;
  /**
   * Its bearer, when the token is genuine, unexpired and issued for this brand (whether its family
   * was revoked since is the database's to say: `server/crm/require-user.ts`).
   */
  verify(token: string, brandId: string): Promise<Bearer | undefined>;
}

/** Without `JWT_SECRET`, one random key per database, so restarts keep sessions valid. */
async function storedSecret(db: Queryable): Promise<string> {
  await db.query(`insert into app_secrets (name, value) values ('jwt', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from app_secrets where name = 'jwt'`);
  if (!row) throw new Error('no JWT secret');
  return row.value;
}

export function accessTokens(db: Queryable, ttlSeconds: number, secret: string | undefined): AccessTokens {
  // Loaded now, not on first use: a first use inside a transaction would wait on the database it holds.
  const key = (secret ? Promise.resolve(secret) : storedSecret(db)).then((value) =>
    new TextEncoder().encode(value),
  );
  key.catch(() => {});
  const signingKey = () => key;

  return {
    async sign(userId, brandId, familyId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ brand: brandId, fam: familyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(await signingKey());
    },
    async verify(token, brandId) {
      try {
        const { payload } = await jwtVerify(token, await signingKey(), { issuer, algorithms: ['HS256'] });
        const { sub, brand, fam } = payload;
        return brand === brandId && sub && typeof fam === 'string'
          ? { userId: sub, familyId: fam }
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
