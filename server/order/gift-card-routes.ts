import type { Context } from 'hono';
import { money } from '../../contract/money.ts';
import { cart } from '../../contract/schemas/cart.ts';
import {
  giftCardBalance,
  giftCardBalanceQuery,
  giftCardForm,
  redeemGiftCardBody,
} from '../../contract/schemas/gift-cards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { t } from '../locale.ts';
import { cartView } from './cart-view.ts';
import { alreadyPlaced, findCart } from './carts.ts';
import { findGiftCard, type Guesser, maskCode } from './gift-cards.ts';
import { type OrderDeps, scopeOf } from './order-deps.ts';
import type { OrderRow } from './order-row.ts';

const base = '/api/order/v1/gift-cards';

const codeField = {
  name: 'code',
  label: t('Código do vale-presente', 'Gift card code'),
  placeholder: 'BRASA-GIFT-0000',
  max_length: 40,
  mask: '*****-****-****',
};

export function giftCardRoutes({ api, db, owner, optionalOwner }: OrderDeps): void {
  const guesserOf = async (c: Context<AppEnv>): Promise<Guesser> => {
    const who = await optionalOwner(c);
    return { address: c.get('client'), caller: who ? `${who.kind}:${who.id}` : 'anonymous' };
  };

  api.get(
    { path: `${base}/form`, summary: 'The fields the redeem form asks for', response: giftCardForm },
    (_, c) => {
      const locale = c.get('locale');
      return { fields: [{ ...codeField, label: codeField.label[locale] }] };
    },
  );

  api.get(
    {
      path: `${base}/balance`,
      summary:
        "A gift card's balance; 429 once a client (or everyone on its address) tried too many codes of no card",
      query: giftCardBalanceQuery,
      response: giftCardBalance,
    },
    async ({ query }, c) => {
      const card = await findGiftCard(db, c.get('brand').id, query.code, await guesserOf(c));
      return { code: maskCode(card.code), balance: money(card.balance_cents) };
    },
  );

  api.post(
    {
      path: `${base}/redeem`,
      summary:
        'Redeem a gift card onto the cart `order_id` and use its balance (the cart’s use flag); 429 once a client tried too many codes of no card',
      body: redeemGiftCardBody,
      response: cart,
    },
    async ({ body }, c) => {
      const scope = scopeOf(c);
      const row = await findCart(db, await owner(c), body.order_id);
      const card = await findGiftCard(db, scope.brandId, body.code, await guesserOf(c));
      if (card.balance_cents === 0)
        throw new HttpError(422, 'this gift card has no balance left', 'GIFT_CARD_EMPTY');
      const [updated] = await db.query<OrderRow>(
        `update orders set gift_card_id = $2, use_gift_card = true, updated_at = now()
         where id = $1 and status = 'CART' returning *`,
        [row.id, card.id],
      );
      if (!updated) throw alreadyPlaced();
      return cartView(db, updated, scope);
    },
  );
}
