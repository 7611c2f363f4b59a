import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { claimToken, type TokenUser } from './card-tokens.ts';

export interface ChargeableCard {
  token: string;
  brand: string;
  last4: string;
}

/**
 * The PSP token to charge: a saved card of the signed-in user (`userId`, by `card_id`), or a token
 * the PSP just made in the payer's browser (`card_token`), which only `by` may charge from then on.
 */
export async function chargeableCard(
  q: Queryable,
  userId: string | undefined,
  source: { card_token?: string | undefined; card_id?: string | undefined },
  by: TokenUser,
): Promise<ChargeableCard> {
  const { card_token, card_id } = source;
  if (card_id) {
    if (!userId) throw new HttpError(401, 'unauthorized');
    const [card] = await q.query<ChargeableCard>(
      `select psp_token as token, brand, last4 from saved_cards where id::text = $1 and user_id = $2`,
      [card_id, userId],
    );
    if (!card) throw new HttpError(404, 'card not found', 'CARD_NOT_FOUND');
    return card;
  }
  if (!card_token) throw new HttpError(400, 'card_token or card_id is required', 'CARD_REQUIRED');
  const card = await claimToken(q, card_token, by);
  if (!card) throw new HttpError(400, 'unknown card token', 'CARD_NOT_FOUND');
  return card;
}
