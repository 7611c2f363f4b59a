import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Auth } from '../crm/auth.ts';
import { optionalUserId } from '../crm/optional-user.ts';
import { unauthorized } from '../crm/require-user.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

/** Whose carts and orders a request may touch: a signed-in user, or a guest by its session secret. */
export type Owner = { kind: 'user'; id: string } | { kind: 'guest'; id: string };

const guestHeader = 'x-guest-session';

export const newGuestSecret = () => randomBytes(32).toString('base64url');
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The spec's cart detail text: the client empties its cart and starts a new guest session. */
const guestSessionNotFound = () => new HttpError(404, 'transaction not found', 'TRANSACTION_NOT_FOUND');

async function guestOf(db: Queryable, brandId: string, secret: string): Promise<Owner> {
  const [guest] =
    secret.length <= 100
      ? await db.query<{ id: string }>(
          'select id from guest_sessions where secret_hash = $1 and brand_id = $2',
          [secretHash(secret), brandId],
        )
      : [];
  if (!guest) throw guestSessionNotFound();
  return { kind: 'guest', id: guest.id };
}

/** A bearer token names the user (a bad one is 401); otherwise the guest session header; else undefined. */
export async function optionalOwner(c: Context<AppEnv>, db: Db, auth: Auth): Promise<Owner | undefined> {
  const userId = await optionalUserId(c, db, auth);
  if (userId) return { kind: 'user', id: userId };
  const secret = c.req.header(guestHeader)?.trim();
  return secret ? guestOf(db, c.get('brand').id, secret) : undefined;
}

export async function requireOwner(c: Context<AppEnv>, db: Db, auth: Auth): Promise<Owner> {
  const owner = await optionalOwner(c, db, auth);
  if (!owner) throw unauthorized();
  return owner;
}

/** `orders` columns naming the owner: (user_id, guest_session_id). */
export const ownerColumns = (owner: Owner) =>
  owner.kind === 'user' ? ([owner.id, null] as const) : ([null, owner.id] as const);

/** SQL matching `alias`'s owner against parameters `$n` (user) and `$n+1` (guest). */
export const ownedBy = (alias: string, n: number) =>
  `(${alias}.user_id = $${n} or ${alias}.guest_session_id = $${n + 1})`;

/** Serializes one customer's placements (first-order and once-per-customer rules hold under concurrency). */
export async function lockOwner(tx: Queryable, owner: Owner): Promise<void> {
  const table = owner.kind === 'user' ? 'users' : 'guest_sessions';
  await tx.query(`select id from ${table} where id = $1 for update`, [owner.id]);
}
