import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/db.ts';

const audience = 'table-session';

/** Kept in the database like the JWT key, so a key handed out survives a restart. */
async function storedKey(db: Queryable): Promise<Uint8Array> {
  await db.query(
    `insert into app_secrets (name, value) values ('table-key', $1) on conflict (name) do nothing`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(`select value from app_secrets where name = 'table-key'`);
  if (!row) throw new Error('no table key');
  return new TextEncoder().encode(row.value);
}

/** `key_creation`: proof that the creator just read a free table's info (scanned its QR code). */
export function keyCreation(db: Queryable, ttlSeconds: number) {
  // Loaded now: a first use inside a transaction would wait on the database it holds.
  const key = storedKey(db);
  key.catch(() => {});
  return {
    async sign(tableId: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(tableId)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    /** The table id, when genuine and unexpired. */
    async verify(token: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, { audience, algorithms: ['HS256'] });
        return payload.sub;
      } catch {
        return undefined;
      }
    },
  };
}
export type KeyCreation = ReturnType<typeof keyCreation>;
