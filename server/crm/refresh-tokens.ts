import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RefreshedTokens } from '../../contract/schemas/auth.ts';
import type { Db, Queryable } from '../db/db.ts';

/** A refresh token unused this long expires. */
const idleDays = 7;
/** A family (one login) lasts this long however often it is refreshed: then the user logs in again. */
const familyDays = 30;
/** A spent token presented again this soon gets its successor again instead of revoking the family. */
export const reuseGraceSeconds = 10;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
/** Another hash of the token than its lookup digest: the key of its successor pair. */
const successorKey = (token: string) => createHash('sha256').update(`successor:${token}`).digest();

function sealSuccessor(token: string, pair: RefreshedTokens): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(token), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

function openSuccessor(token: string, stored: Uint8Array): RefreshedTokens {
  const bytes = Buffer.from(stored);
  const decipher = createDecipheriv('aes-256-gcm', successorKey(token), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}

/** A new opaque token of `familyId`, expiring when idle too long or when its family does. */
async function issueRefreshToken(db: Queryable, userId: string, familyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select $1, $2, $3, least(now() + make_interval(days => $4), f.expires_at)
     from refresh_families f where f.id = $2`,
    [userId, familyId, digest(token), idleDays],
  );
  return token;
}

/** A login: a new family and its first refresh token. */
export async function startFamily(
  db: Queryable,
  userId: string,
): Promise<{ familyId: string; refreshToken: string }> {
  const familyId = randomUUID();
  await db.query(
    `insert into refresh_families (id, user_id, expires_at) values ($1, $2, now() + make_interval(days => $3))`,
    [familyId, userId, familyDays],
  );
  return { familyId, refreshToken: await issueRefreshToken(db, userId, familyId) };
}

export type SignAccessToken = (userId: string, familyId: string) => Promise<string>;

interface TokenRow {
  id: string;
  user_id: string;
  family_id: string;
  spent: boolean;
  in_grace: boolean;
  successor: Uint8Array | null;
}

/**
 * Spends `token` and answers the next pair. A token spent within `reuseGraceSeconds` (another tab
 * refreshed with it at the same moment) answers that same pair again. A token spent before that
 * leaked or was replayed: the whole family is revoked, so the thief's and the owner's successors die.
 */
export function rotateRefreshToken(
  db: Db,
  token: string,
  brandId: string,
  sign: SignAccessToken,
): Promise<RefreshedTokens | undefined> {
  return db.transaction(async (tx) => {
    // `for update`: of two uses at once, the second waits and then sees the token spent.
    const [row] = await tx.query<TokenRow>(
      `select t.id, t.user_id, t.family_id, t.used_at is not null as spent,
         coalesce(t.used_at > now() - make_interval(secs => $3), false) as in_grace, t.successor
       from refresh_tokens t join users u on u.id = t.user_id join refresh_families f on f.id = t.family_id
       where t.token_hash = $1 and u.brand_id = $2 and t.revoked_at is null and f.revoked_at is null
         and t.expires_at > now() and f.expires_at > now()
       for update of t`,
      [digest(token), brandId, reuseGraceSeconds],
    );
    if (!row) return undefined;
    if (row.spent) {
      if (row.in_grace && row.successor) return openSuccessor(token, row.successor);
      await revokeFamily(tx, row.family_id);
      return undefined;
    }
    const pair = {
      access_token: await sign(row.user_id, row.family_id),
      refresh_token: await issueRefreshToken(tx, row.user_id, row.family_id),
    };
    await tx.query('update refresh_tokens set used_at = now(), successor = $2 where id = $1', [
      row.id,
      sealSuccessor(token, pair),
    ]);
    return pair;
  });
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('update refresh_families set revoked_at = now() where id = $1 and revoked_at is null', [
    familyId,
  ]);
  await db.query(
    'update refresh_tokens set revoked_at = now(), successor = null where family_id = $1 and revoked_at is null',
    [familyId],
  );
}

/** Logout: the family of this refresh token (spent or not), if it is one of this brand's. */
export async function revokeFamilyOf(db: Queryable, token: string, brandId: string): Promise<void> {
  const [row] = await db.query<{ family_id: string }>(
    `select t.family_id from refresh_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and u.brand_id = $2`,
    [digest(token), brandId],
  );
  if (row) await revokeFamily(db, row.family_id);
}

/** After a password change or reset: every session of the user ends, access tokens included. */
export async function revokeUserTokens(db: Queryable, userId: string): Promise<void> {
  const families = await db.query<{ id: string }>(
    'select id from refresh_families where user_id = $1 and revoked_at is null',
    [userId],
  );
  for (const { id } of families) await revokeFamily(db, id);
}
