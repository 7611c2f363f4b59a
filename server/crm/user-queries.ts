import type { User } from '../../contract/schemas/user.ts';
import type { Queryable } from '../db/db.ts';
import { isoTimestamp, uniqueViolation } from '../db/sql.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { mediaUrl } from '../media/media-urls.ts';
import { listAddresses } from './address-queries.ts';

type UserRow = Omit<User, 'address' | 'image'> & { image_id: string | null };

export async function loadUser(db: Queryable, userId: string): Promise<User> {
  const [row] = await db.query<UserRow>(
    `select id, document, name, email, to_char(birthday, 'YYYY-MM-DD') as birthday, phone_number,
       ${isoTimestamp('accepted_terms_at')} as accepted_terms_at,
       ${isoTimestamp('accepted_pg_terms_at')} as accepted_pg_terms_at, accepted_notifications,
       ${isoTimestamp('last_access_at')} as last_access_at, can_update_email,
       (select id from profile_images where user_id = users.id) as image_id,
       password_hash is not null as password_set, push_token
     from users where id = $1`,
    [userId],
  );
  if (!row) throw notFound('user');
  const { image_id, ...fields } = row;
  return {
    ...fields,
    image: image_id === null ? null : mediaUrl.profileImage(image_id),
    address: await listAddresses(db, userId),
  };
}

/** How a login names its account: an e-mail lower-cased; anything else a phone number by its digits. */
export const loginName = (username: string) =>
  username.includes('@') ? username.toLowerCase() : `+${username.replace(/\D/g, '')}`;

/** The account of a login name (+55 11 98765-4321 and +5511987654321 are one). */
export async function findByLogin(db: Queryable, brandId: string, username: string) {
  const [row] = await db.query<{ id: string; password_hash: string | null }>(
    `select id, password_hash from users where brand_id = $1 and ${username.includes('@') ? 'email' : 'phone_number'} = $2`,
    [brandId, loginName(username)],
  );
  return row;
}

export async function userIdBy(
  db: Queryable,
  brandId: string,
  field: 'email' | 'phone_number' | 'document',
  value: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(`select id from users where brand_id = $1 and ${field} = $2`, [
    brandId,
    value,
  ]);
  return row?.id;
}

const conflicts: Record<string, HttpError> = {
  users_email: new HttpError(409, 'e-mail already registered', 'EMAIL_CONFLICT'),
  users_phone: new HttpError(409, 'phone number already registered', 'PHONE_CONFLICT'),
  users_document: new HttpError(409, 'document already registered', 'DOCUMENT_CONFLICT'),
};

/** Runs a write on users, answering a taken e-mail, phone or CPF as 409 with its conflict code. */
export async function withUserConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw conflicts[uniqueViolation(error) ?? ''] ?? error;
  }
}

/** Sets the given columns (names from code, never from input); undefined values are left alone. */
export async function updateUser(
  db: Queryable,
  userId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await withUserConflicts(() =>
    db.query(`update users set ${assignments} where id = $1`, [userId, ...entries.map(([, value]) => value)]),
  );
}

/** Social and b2c accounts start without a phone number or CPF: the client sends them to finish. */
export async function isToCompleteRegister(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ incomplete: boolean }>(
    'select phone_number is null or document is null as incomplete from users where id = $1',
    [userId],
  );
  return row?.incomplete ?? true;
}
