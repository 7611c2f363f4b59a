import { randomBytes } from 'node:crypto';
import type { PspToken, PspTokenBody } from '../../contract/schemas/table.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * The sandbox payment provider. A real PSP tokenizes the card in the browser (our API never sees
 * the number: PCI SAQ A) and charges and refunds tokens on our request.
 */
type Behaviour = 'APPROVE' | 'DECLINE' | 'ERROR' | 'REFUND_ERROR';

const testCards: Record<string, Behaviour> = {
  '4111111111111111': 'APPROVE',
  '4000000000000002': 'DECLINE',
  '4000000000000119': 'ERROR',
  '4000000000000259': 'REFUND_ERROR',
};

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number))
    return 'elo';
  return 'unknown';
}

export async function tokenizeCard(q: Queryable, card: PspTokenBody): Promise<PspToken> {
  if (!luhnValid(card.number)) throw new HttpError(400, 'invalid card number', 'INVALID_CARD');
  const now = new Date();
  if (card.exp_year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw new HttpError(400, 'card expired', 'INVALID_CARD');
  }
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  const result = { token, brand: brandOf(card.number), last4: card.number.slice(-4) };
  await q.query(
    `insert into psp_tokens (token, brand, last4, holder, exp_month, exp_year, behaviour)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      token,
      result.brand,
      result.last4,
      card.holder,
      card.exp_month,
      card.exp_year,
      testCards[card.number] ?? 'APPROVE',
    ],
  );
  return result;
}

export interface TokenInfo {
  token: string;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
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

export type ChargeResult = { status: 'CAPTURED'; chargeId: string } | { status: 'DECLINED' | 'ERROR' };

export interface Psp {
  /**
   * Charges the token once per `idempotencyKey`: asked again with the same key (a retry after a
   * lost answer), the provider answers the first charge's outcome and charges nothing more.
   */
  charge(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult>;
  /** False when the provider could not give the money back. */
  refund(chargeId: string): Promise<boolean>;
}

/** `delayMs`: the provider's answer time (lets tests make an intent expire during a charge). */
export function sandboxPsp(q: Queryable, delayMs = 0): Psp {
  const wait = () => (delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : undefined);
  return {
    async charge(token, amountCents, idempotencyKey) {
      await wait();
      const [card] = await q.query<{ behaviour: Behaviour }>(
        'select behaviour from psp_tokens where token = $1',
        [token],
      );
      const outcome =
        card?.behaviour === 'DECLINE' ? 'DECLINED' : card?.behaviour === 'ERROR' ? 'ERROR' : 'CAPTURED';
      await q.query(
        `insert into psp_charges (token, amount_cents, status, idempotency_key) values ($1, $2, $3, $4)
         on conflict (idempotency_key) do nothing`,
        [token, amountCents, outcome, idempotencyKey],
      );
      const [charge] = await q.query<{ id: string; status: string }>(
        'select id, status from psp_charges where idempotency_key = $1',
        [idempotencyKey],
      );
      if (!charge) throw new Error('the sandbox charge vanished');
      if (charge.status === 'DECLINED' || charge.status === 'ERROR') return { status: charge.status };
      return { status: 'CAPTURED', chargeId: charge.id };
    },
    async refund(chargeId) {
      const [card] = await q.query<{ behaviour: Behaviour }>(
        'select t.behaviour from psp_charges c join psp_tokens t on t.token = c.token where c.id = $1',
        [chargeId],
      );
      if (!card || card.behaviour === 'REFUND_ERROR') return false;
      await q.query(`update psp_charges set status = 'REFUNDED' where id = $1`, [chargeId]);
      return true;
    },
  };
}
