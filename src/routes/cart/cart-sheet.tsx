import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import { selectError, selectIsBusy, selectIsEmpty } from '../../../machines/cart/cart.selectors.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { CouponField, GiftCardField } from './cart-extras.tsx';
import { CartLines } from './cart-lines.tsx';
import { cartErrorText } from './cart-messages.ts';
import { CartSummary } from './cart-summary.tsx';
import './cart.css';

/** A failure of a line change or of the cart itself (coupons and gift cards say theirs by their field). */
function CartError({ cart }: { cart: CartActor }) {
  const { i18n } = useLingui();
  const error = useSelector(cart, (snapshot) => {
    const failed = selectError(snapshot);
    const byField = ['applyCoupon', 'removeCoupon', 'redeemGiftCard', 'useGiftCard'];
    return failed === undefined || byField.includes(failed.during) ? undefined : failed;
  });
  if (error === undefined) return null;
  return (
    <div className="cart-notice">
      <FormError>{cartErrorText(i18n, error)}</FormError>
      {error.key === 'addressRequired' ? (
        <Link to="/geolocation" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <Trans>Choose my address</Trans>
        </Link>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => cart.send({ type: 'error.dismiss' })}>
          <Trans>Dismiss</Trans>
        </Button>
      )}
    </div>
  );
}

/** The cart's contents, what it comes to, and the way to pay (spec §7 "Cart"). */
export function CartContents({ cart }: { cart: CartActor }) {
  const empty = useSelector(cart, selectIsEmpty);
  const busy = useSelector(cart, selectIsBusy);
  if (empty) {
    return (
      <div className="cart-empty">
        <CartError cart={cart} />
        <p>
          <Trans>Your cart is empty. Add a dish from the menu.</Trans>
        </p>
        <Link to="/menu" className={buttonClass({ variant: 'secondary' })}>
          <Trans>See the menu</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-contents" aria-busy={busy || undefined}>
      <CartError cart={cart} />
      <CartLines cart={cart} />
      <CouponField cart={cart} />
      <GiftCardField cart={cart} />
      <CartSummary cart={cart} />
    </div>
  );
}

/** The cart as a sheet over the menu's screens, with "go to payment". */
export function CartSheet({ cart, open, onClose }: { cart: CartActor; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const empty = useSelector(cart, selectIsEmpty);
  const busy = useSelector(cart, selectIsBusy);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Your cart`}
      closeButton
      className="cart-sheet"
      actions={
        !empty && (
          <Link
            to="/payment"
            className={buttonClass({ size: 'lg', fullWidth: true })}
            aria-disabled={busy || undefined}
            onClick={onClose}
          >
            <Trans>Go to payment</Trans>
          </Link>
        )
      }
    >
      <CartContents cart={cart} />
    </Modal>
  );
}
