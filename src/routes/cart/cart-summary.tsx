import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import {
  selectDeliveryPrice,
  selectDiscount,
  selectGiftCard,
  selectIsRepricing,
  selectIsTakeout,
  selectItemsPrice,
  selectShownTotal,
  selectUsesGiftCard,
} from '../../../machines/cart/cart.selectors.ts';
import { useMoney } from '../shared/use-money.ts';

/** Subtotal, discount, delivery fee, gift card and the final price (spec §4); the server's figures win. */
export function CartSummary({ cart }: { cart: CartActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const items = useSelector(cart, selectItemsPrice);
  const discount = useSelector(cart, selectDiscount);
  const delivery = useSelector(cart, selectDeliveryPrice);
  const takeout = useSelector(cart, selectIsTakeout);
  const giftCard = useSelector(cart, selectGiftCard);
  const usesGiftCard = useSelector(cart, selectUsesGiftCard);
  const total = useSelector(cart, selectShownTotal);
  const repricing = useSelector(cart, selectIsRepricing);
  const beforeGiftCard = items - discount + delivery;
  return (
    <dl className="cart-summary" aria-busy={repricing || undefined}>
      <div className="cart-summary__row">
        <dt>
          <Trans>Items</Trans>
        </dt>
        <dd>{money(items)}</dd>
      </div>
      {discount > 0 && (
        <div className="cart-summary__row cart-summary__row--discount">
          <dt>
            <Trans>Coupon discount</Trans>
          </dt>
          <dd>−{money(discount)}</dd>
        </div>
      )}
      <div className="cart-summary__row">
        <dt>{takeout ? <Trans>Takeout</Trans> : <Trans>Delivery fee</Trans>}</dt>
        <dd>{takeout || delivery === 0 ? <Trans>Free</Trans> : money(delivery)}</dd>
      </div>
      {usesGiftCard && giftCard !== undefined && (
        <div className="cart-summary__row cart-summary__row--discount">
          <dt>
            <Trans>Gift card</Trans>
          </dt>
          <dd>−{money(Math.min(giftCard.balanceCents, Math.max(0, beforeGiftCard)))}</dd>
        </div>
      )}
      <div className="cart-summary__row cart-summary__row--total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid="cart-total">
          {repricing ? <span className="cart-summary__updating">{t`Updating…`}</span> : money(total)}
        </dd>
      </div>
    </dl>
  );
}
