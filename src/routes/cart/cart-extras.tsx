import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import {
  selectCouponError,
  selectCoupons,
  selectError,
  selectGiftCard,
  selectIsBusy,
  selectUsesGiftCard,
} from '../../../machines/cart/cart.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useMoney } from '../shared/use-money.ts';
import { cartMessage } from './cart-messages.ts';

/** A coupon code: applied by the server, whose refusal (its own sentence) shows under the field. */
export function CouponField({ cart }: { cart: CartActor }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const applied = useSelector(cart, selectCoupons);
  const error = useSelector(cart, selectCouponError);
  const busy = useSelector(cart, selectIsBusy);
  const shown = error === undefined ? undefined : cartMessage(error);
  function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return;
    cart.send({ type: 'coupon.apply', code: code.trim().toUpperCase() });
  }
  return (
    <section className="cart-extra" aria-label={t`Coupon`}>
      {applied.map((coupon) => (
        <p key={coupon} className="cart-extra__applied">
          <span>
            <Trans>
              Coupon <strong>{coupon}</strong> applied
            </Trans>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => cart.send({ type: 'coupon.remove', code: coupon })}
          >
            <Trans>Remove</Trans>
          </Button>
        </p>
      ))}
      <form className="cart-extra__form" onSubmit={apply} noValidate>
        <TextField
          label={t`Coupon code`}
          name="coupon"
          autoCapitalize="characters"
          autoComplete="off"
          value={code}
          maxLength={40}
          onChange={(event) => setCode(event.target.value)}
          error={shown === undefined ? undefined : typeof shown === 'string' ? shown : t(shown)}
        />
        <Button type="submit" variant="secondary" disabled={busy || code.trim() === ''}>
          <Trans>Apply</Trans>
        </Button>
      </form>
    </section>
  );
}

/** A gift card: redeemed onto the cart, its balance shown, and used or not to pay. */
export function GiftCardField({ cart }: { cart: CartActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const [code, setCode] = useState('');
  const giftCard = useSelector(cart, selectGiftCard);
  const uses = useSelector(cart, selectUsesGiftCard);
  const busy = useSelector(cart, selectIsBusy);
  const error = useSelector(cart, (snapshot) => {
    const failed = selectError(snapshot);
    return failed?.during === 'redeemGiftCard' || failed?.during === 'loadGiftCard' ? failed : undefined;
  });
  const shown = error === undefined ? undefined : cartMessage(error);
  function redeem(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return;
    cart.send({ type: 'giftCard.redeem', fields: { code: code.trim().toUpperCase() } });
  }
  return (
    <section className="cart-extra" aria-label={t`Gift card`}>
      {giftCard !== undefined && (
        <CheckboxField
          checked={uses}
          disabled={giftCard.balanceCents === 0}
          onChange={(event) => cart.send({ type: 'giftCard.use', use: event.target.checked })}
        >
          <Trans>Use my gift card balance ({money(giftCard.balanceCents)})</Trans>
        </CheckboxField>
      )}
      <form className="cart-extra__form" onSubmit={redeem} noValidate>
        <TextField
          label={t`Gift card code`}
          name="gift-card"
          autoCapitalize="characters"
          autoComplete="off"
          value={code}
          maxLength={40}
          onChange={(event) => setCode(event.target.value)}
          error={shown === undefined ? undefined : typeof shown === 'string' ? shown : t(shown)}
        />
        <Button type="submit" variant="secondary" disabled={busy || code.trim() === ''}>
          <Trans>Redeem</Trans>
        </Button>
      </form>
    </section>
  );
}
