import type { Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { findPayment, type PaymentRow } from './payment-view.ts';
import { seatOfToken, seatTokenOf, seatTokenRequired } from './seat-tokens.ts';
import { isUuid } from './sessions.ts';

export const paymentNotFound = () => new HttpError(404, 'payment not found', 'PAYMENT_NOT_FOUND');

/**
 * Payment `id` of the request's brand as its reader may see it: a seat at its table (x-seat-token) or
 * the payer's account; `payer` when the reader paid it (their seat, left or not, or their account).
 * Anyone else: 404, as if there were none; no token and no account: 401.
 */
export async function readablePayment(
  db: Db,
  c: Context<AppEnv>,
  id: string,
  userId: string | undefined,
): Promise<{ found: PaymentRow; payer: boolean }> {
  const token = seatTokenOf(c);
  if (!token && !userId) throw seatTokenRequired();
  if (!isUuid(id)) throw paymentNotFound();
  const found = await findPayment(db, { id });
  const [ours] = found
    ? await db.query(
        `select 1 from bills b join table_sessions s on s.id = b.table_session_id
         join dining_tables t on t.id = s.table_id join stores st on st.id = t.store_id
         where b.id = $1 and st.brand_id = $2`,
        [found.bill_id, c.get('brand').id],
      )
    : [];
  if (!found || !ours) throw paymentNotFound();
  const seatHere = token ? await seatOfToken(db, found.session_id, token) : undefined;
  const payer =
    (userId !== undefined && found.participant_user_id === userId) || seatHere?.id === found.participant_id;
  if (!payer && !seatHere) throw paymentNotFound();
  return { found, payer };
}
