import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

const lifetimeDays = 30;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque token; a login starts a family, a rotation continues it. */
export async function issueRefreshToken(
  db: Queryable,
  userId: string,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))`,
    [userId, familyId, digest(token), lifetimeDays],
  );
  return token;
}

/**
 * Spends `token` and returns its successor. A token spent before means it leaked (or a client
 * replayed it): the whole family is revoked, so the thief's and the owner's successors both die.
 */
export async function rotateRefreshToken(
  db: Queryable,
  token: string,
  brandId: string,
): Promise<{ userId: string; refreshToken: string } | undefined> {
  const [row] = await db.query<{ id: string; user_id: string; family_id: string; spent: boolean }>(
    `select t.id, t.user_id, t.family_id, t.used_at is not null as spent
     from refresh_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and u.brand_id = $2 and t.revoked_at is null and t.expires_at > now()`,
    [digest(token), brandId],
  );
  if (!row) return undefined;
  // The `used_at is null` guard makes two concurrent uses of one token count as a reuse.
  const spent = row.spent
    ? []
    : await db.query(
        'update refresh_tokens set used_at = now() where id = $1 and used_at is null returning id',
        [row.id],
      );
  if (spent.length === 0) {
    await db.query(
      'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null',
      [row.family_id],
    );
    return undefined;
  }
  return { userId: row.user_id, refreshToken: await issueRefreshToken(db, row.user_id, row.family_id) };
}

/** After a password change or reset: every session of the user ends. */
export async function revokeUserTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [
    userId,
  ]);
}
