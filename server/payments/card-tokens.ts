import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * Card tokens the browser got from the payment provider (our API never sees a card number: PCI SAQ
 * A): what the provider said each stands for, and who may charge it.
 */
export interface TokenInfo {
  token: string;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
}

/**
 * Asks the provider what a token new to us stands for and keeps it (a token we know is not asked
 * again). An unknown token is refused (400). Outside any transaction: the provider is another system.
 */
export async function learnToken(q: Queryable, provider: PaymentProvider, token: string): Promise<void> {
  const [known] = await q.query('select 1 from psp_tokens where token = $1', [token]);
  if (known) return;
  const card = await provider.cardToken(token);
  if (!card) throw new HttpError(400, 'unknown card token', 'CARD_NOT_FOUND');
  await q.query(
    `insert into psp_tokens (token, brand, last4, holder, exp_month, exp_year)
     values ($1, $2, $3, $4, $5, $6) on conflict (token) do nothing`,
    [token, card.brand, card.last4, card.holder, card.expMonth, card.expYear],
  );
}

/** Who uses a token: an account, a table seat, a seat of an account, or a guest session ordering. */
export interface TokenUser {
  userId: string | undefined;
  participantId?: string | undefined;
  guestSessionId?: string | undefined;
}

/**
 * The token, when `by` may use it, bound to `by` from now on: a token no one used yet is anyone's;
 * once used, only its account (at any seat) may use it again, or, used without an account, only that
 * seat or guest session.
 */
export async function claimToken(q: Queryable, token: string, by: TokenUser): Promise<TokenInfo | undefined> {
  const [row] = await q.query<TokenInfo>(
    `update psp_tokens t set user_id = coalesce(t.user_id, $2), participant_id = coalesce(t.participant_id, $3),
       guest_session_id = coalesce(t.guest_session_id, $4)
     where t.token = $1
       and (t.user_id = $2 or (t.user_id is null
         and (t.participant_id is null or t.participant_id = $3)
         and (t.guest_session_id is null or t.guest_session_id = $4)))
     returning token, brand, last4, holder, exp_month, exp_year`,
    [token, by.userId ?? null, by.participantId ?? null, by.guestSessionId ?? null],
  );
  return row;
}
