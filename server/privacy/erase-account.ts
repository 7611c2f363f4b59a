import { revokeUserTokens } from '../crm/refresh-tokens.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError, notFound } from '../http/http-error.ts';

export interface ErasedContact {
  email: string | null;
  name: string;
}

/**
 * An order the restaurant still has to deliver (or is being paid) needs its address and customer:
 * the account is erased once it is done.
 */
async function assertNothingUnderWay(tx: Queryable, userId: string, now: Date): Promise<void> {
  const [busy] = await tx.query(
    `select 1 from orders where user_id = $1 and (status in ('PAYING', 'AWAITING_PAYMENT')
       or (status = 'PLACED' and cancelled_at is null and (completed_at is null or completed_at > $2)))
     limit 1`,
    [userId, now],
  );
  if (busy) {
    throw new HttpError(
      409,
      'an order is still under way: ask again once it is delivered',
      'ORDER_IN_PROGRESS',
    );
  }
}

/**
 * Erases an account inside `tx` (LGPD deletion): every login ends (refresh families revoked, so
 * access tokens stop too), personal data goes (profile, addresses, cards, favorites, push token,
 * picture, codes sent to its contacts), and orders and table payments stay for the restaurant's
 * accounting without a name, e-mail, phone, CPF, address or note left in them. The row stays as
 * the owner of those orders, with no e-mail, phone or CPF: nobody can log in to it, and its
 * contacts can register again. Answers the contact it had, for the confirmation.
 */
export async function eraseAccount(tx: Queryable, userId: string, now: Date): Promise<ErasedContact> {
  const [user] = await tx.query<ErasedContact & { brand_id: string; phone_number: string | null }>(
    'select brand_id, email, phone_number, name from users where id = $1 and deleted_at is null for update',
    [userId],
  );
  if (!user) throw notFound('user');
  await assertNothingUnderWay(tx, userId, now);

  await revokeUserTokens(tx, userId);
  await tx.query('delete from addresses where user_id = $1', [userId]);
  await tx.query('delete from saved_cards where user_id = $1', [userId]);
  await tx.query('delete from favorite_items where user_id = $1', [userId]);
  await tx.query('delete from b2c_sessions where user_id = $1', [userId]);
  await tx.query('delete from profile_images where user_id = $1', [userId]);
  await tx.query('delete from verification_codes where brand_id = $1 and target = any($2::text[])', [
    user.brand_id,
    [user.email, user.phone_number].filter((target) => target !== null),
  ]);
  // Stored answers of its orders hold the delivery address.
  await tx.query("delete from idempotency_keys where scope = 'order-create:user:' || $1", [userId]);

  await tx.query(
    'update orders set delivery_address = null, contact_name = null, contact_phone = null where user_id = $1',
    [userId],
  );
  await tx.query(
    'update order_items set note = null where order_id in (select id from orders where user_id = $1)',
    [userId],
  );
  // Its seats at tables: the bill keeps the payments, no longer whose they were.
  const seats = (
    await tx.query<{ id: string }>('select id from table_participants where user_id = $1', [userId])
  ).map((seat) => seat.id);
  await tx.query(
    `update table_participants set name = '', document = null, include_document_invoice = false, user_id = null
     where id = any($1::uuid[])`,
    [seats],
  );
  await tx.query(
    `update table_payments set payer_email = null, document = null, include_document_invoice = false
     where participant_id = any($1::uuid[])`,
    [seats],
  );
  await tx.query('update bill_items set note = null where ordered_by = any($1::uuid[])', [seats]);
  // The card holder's name the sandbox PSP keeps beside a token the account used.
  await tx.query("update psp_tokens set holder = '' where user_id = $1 or participant_id = any($2::uuid[])", [
    userId,
    seats,
  ]);

  await tx.query(
    `update users set email = null, phone_number = null, document = null, name = '', birthday = null,
       password_hash = null, push_token = null, external_id = null,
       accepted_terms_at = null, accepted_pg_terms_at = null, accepted_notifications = false,
       last_access_at = null, can_update_email = false, deleted_at = $2
     where id = $1`,
    [userId, now],
  );
  return { email: user.email, name: user.name };
}
