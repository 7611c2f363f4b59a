import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { limits } from '../http/limits.ts';
import { limitHits, type RateBucket, takeBackHit } from '../http/rate-limit.ts';

export interface GiftCardRow {
  id: string;
  code: string;
  balance_cents: number;
}

export const giftCardNotFound = () => new HttpError(404, 'gift card not found', 'GIFT_CARD_NOT_FOUND');

/** All but the last four characters hidden: the code is what spends the balance. */
export const maskCode = (code: string) => code.slice(-4).padStart(code.length, '•');

/** Who tries a code: the caller (account or guest session, if any) on its network address. */
export interface Guesser {
  address: string;
  caller: string;
}

/**
 * The brand's card of `code` (404 when none). Each try counts against the guesser and its address
 * before the look-up, so parallel guesses count too, and a card found takes its try back: past
 * `limits.giftCardMisses` the answer is 429 until the window ends.
 */
export async function findGiftCard(
  q: Queryable,
  brandId: string,
  code: string,
  guesser: Guesser,
): Promise<GiftCardRow> {
  const { windowSeconds, perClient, perAddress } = limits.giftCardMisses;
  const counted: Array<[RateBucket, string, number]> = [
    ['gift-card-client', `${guesser.address} ${guesser.caller}`, perClient],
    ['gift-card-address', guesser.address, perAddress],
  ];
  for (const [bucket, key, limit] of counted) await limitHits(q, bucket, key, { windowSeconds, limit });
  const [row] = await q.query<GiftCardRow>(
    'select id, code, balance_cents from gift_cards where brand_id = $1 and code = $2',
    [brandId, code],
  );
  if (!row) throw giftCardNotFound();
  for (const [bucket, key] of counted) await takeBackHit(q, bucket, key);
  return row;
}

/** `lock`: held until the transaction ends, so two orders never spend the same balance. */
export async function giftCardById(q: Queryable, id: string, lock = false): Promise<GiftCardRow> {
  const [row] = await q.query<GiftCardRow>(
    `select id, code, balance_cents from gift_cards where id = $1 ${lock ? 'for update' : ''}`,
    [id],
  );
  if (!row) throw new Error(`gift card ${id} vanished`);
  return row;
}

/** Takes `cents` off the (locked) card for the order; the balance's check keeps it at zero or more. */
export async function debitGiftCard(
  tx: Queryable,
  cardId: string,
  orderId: string,
  cents: number,
): Promise<void> {
  if (cents === 0) return;
  await tx.query('update gift_cards set balance_cents = balance_cents - $2 where id = $1', [cardId, cents]);
  await tx.query(
    'insert into gift_card_movements (gift_card_id, order_id, amount_cents) values ($1, $2, $3)',
    [cardId, orderId, -cents],
  );
}

/** Gives back what the order still holds of a gift card (a declined card, an expired PIX, a cancellation). */
export async function creditGiftCard(tx: Queryable, orderId: string): Promise<void> {
  const held = await tx.query<{ gift_card_id: string; cents: number }>(
    `select gift_card_id, -sum(amount_cents)::int as cents from gift_card_movements where order_id = $1
     group by gift_card_id having sum(amount_cents) < 0`,
    [orderId],
  );
  for (const { gift_card_id, cents } of held) {
    await tx.query('select id from gift_cards where id = $1 for update', [gift_card_id]);
    await tx.query('update gift_cards set balance_cents = balance_cents + $2 where id = $1', [
      gift_card_id,
      cents,
    ]);
    await tx.query(
      'insert into gift_card_movements (gift_card_id, order_id, amount_cents) values ($1, $2, $3)',
      [gift_card_id, orderId, cents],
    );
  }
}
