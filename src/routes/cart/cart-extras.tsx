import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import {
  selectCouponError,
  selectCoupons,
  selectGiftCard,
  selectGiftCardError,
  selectIsBusy,
  selectUsesGiftCard,
} from '../../../machines/cart/cart.selectors.ts';
import type { CartError } from '../../../machines/cart/cart.types.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useMoney } from '../shared/use-money.ts';
import { cartErrorText } from './cart-messages.ts';

/** A coupon code: applied by the server, whose refusal (its own sentence) shows under the field. */
export function CouponField({ cart }: { cart: CartActor }) {
  const { t } = useLingui();
  const applied = useSelector(cart, selectCoupons);
  const error = useSelector(cart, selectCouponError);
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
      <CodeForm
        cart={cart}
        label={t`Coupon code`}
        name="coupon"
        submitLabel={t`Apply`}
        error={error}
        onCode={(code) => cart.send({ type: 'coupon.apply', code })}
      />
    </section>
  );
}

/** A gift card: redeemed onto the cart, its balance shown, and used or not to pay. */
export function GiftCardField({ cart }: { cart: CartActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const giftCard = useSelector(cart, selectGiftCard);
  const uses = useSelector(cart, selectUsesGiftCard);
  const error = useSelector(cart, selectGiftCardError);
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
      <CodeForm
        cart={cart}
        label={t`Gift card code`}
        name="gift-card"
        submitLabel={t`Redeem`}
        error={error}
        onCode={(code) => cart.send({ type: 'giftCard.redeem', fields: { code } })}
      />
    </section>
  );
}

interface CodeFormProps {
  cart: CartActor;
  label: string;
  name: string;
  submitLabel: string;
  error: CartError | undefined;
  /** The code as typed, trimmed and in capitals (codes are case-insensitive). */
  onCode: (code: string) => void;
}

/**
 * A code field and its button, the failure (the server's sentence when it gives one) under it; a code
 * the server took leaves the field, a refused one stays to be corrected.
 */
function CodeForm({ cart, label, name, submitLabel, error, onCode }: CodeFormProps) {
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const busy = useSelector(cart, selectIsBusy);
  useEffect(() => {
    if (!sent || busy) return;
    setSent(false);
    if (error === undefined) setCode('');
  }, [sent, busy, error]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return;
    onCode(code.trim().toUpperCase());
    setSent(true);
  }
  return (
    <form className="cart-extra__form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        name={name}
        autoCapitalize="characters"
        autoComplete="off"
        value={code}
        maxLength={40}
        onChange={(event) => setCode(event.target.value)}
        error={error === undefined ? undefined : cartErrorText(i18n, error)}
      />
      <Button type="submit" variant="secondary" disabled={busy || code.trim() === ''}>
        {submitLabel}
      </Button>
    </form>
  );
}
