import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { CheckoutActor } from '../../../machines/app/app.selectors.ts';
import { selectIsEmpty, selectIsTakeout } from '../../../machines/cart/cart.selectors.ts';
import {
  selectCanPay,
  selectCheckoutOf,
  selectError,
  selectHasContact,
  selectIsCheckFailed,
  selectIsChecking,
  selectIsCheckoutUnavailable,
  selectIsPaymentUnknown,
  selectIsPixExpired,
  selectIsPlacing,
  selectIsRestoring,
  selectMethod,
  selectNeedsContact,
  selectPix,
  selectUnavailableReason,
} from '../../../machines/checkout/checkout.selectors.ts';
import { selectIsSignedIn } from '../../../machines/session/session.selectors.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { useWaiting } from '../../ui/use-waiting.ts';
import { CartLines } from '../cart/cart-lines.tsx';
import { checkoutMessage } from '../cart/cart-messages.ts';
import { CartSummary } from '../cart/cart-summary.tsx';
import { useCart } from '../cart/use-cart.ts';
import { useMoney } from '../shared/use-money.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { openApplePaySheet } from './apple-pay-sheet.ts';
import {
  CheckFailed,
  PaymentUnknown,
  PixExpired,
  PixPayment,
  Placing,
  Unavailable,
} from './checkout-outcomes.tsx';
import { GuestContact } from './guest-contact.tsx';
import { OrderFulfilment } from './order-fulfilment.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { useChildUpdates } from './use-child-updates.ts';
import '../cart/cart.css';
import './checkout.css';

function PayButton({ actor, totalCents }: { actor: CheckoutActor; totalCents: number }) {
  const { t } = useLingui();
  const money = useMoney();
  const canPay = useSelector(actor, selectCanPay);
  const method = useSelector(actor, selectMethod);
  const hasContact = useSelector(actor, selectHasContact);
  const pay = () =>
    method === 'applePay'
      ? openApplePaySheet(actor, totalCents, t`Your order`)
      : actor.send({ type: 'payment.submit' });
  return (
    <div className="checkout-pay">
      {!hasContact && (
        <p id="checkout-pay-hint" className="checkout-section__hint">
          <Trans>Tell us your name and mobile number to place the order.</Trans>
        </p>
      )}
      <Button
        size="lg"
        fullWidth
        disabled={!canPay}
        onClick={pay}
        aria-describedby={hasContact ? undefined : 'checkout-pay-hint'}
      >
        {method === 'pix' ? (
          <Trans>Pay {money(totalCents)} with PIX</Trans>
        ) : (
          <Trans>Place order · {money(totalCents)}</Trans>
        )}
      </Button>
    </div>
  );
}

function Choosing({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui();
  const { session } = useAppActors();
  const cart = useCart();
  const registered = useSelector(session, selectIsSignedIn);
  const error = useSelector(actor, selectError);
  const totalCents = useSelector(actor, (snapshot) => snapshot.context.totalCents);
  const takeout = useSelector(actor, (snapshot) => snapshot.context.checkoutOption === 'takeout');
  const needsContact = useSelector(actor, selectNeedsContact);
  return (
    <div className="checkout">
      {error !== undefined && (
        <div className="cart-notice">
          <FormError>{t(checkoutMessage(error))}</FormError>
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'error.dismiss' })}>
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      )}
      <Card as="section" className="checkout-section" aria-labelledby="checkout-order-title">
        <h2 id="checkout-order-title" className="checkout-section__title">
          {takeout ? <Trans>Your order · takeout</Trans> : <Trans>Your order · delivery</Trans>}
        </h2>
        {cart && <OrderFulfilment cart={cart} />}
        {cart && <CartLines cart={cart} />}
        {cart && <CartSummary cart={cart} />}
      </Card>
      {needsContact && <GuestContact actor={actor} />}
      <Card as="section" className="checkout-section">
        <PaymentMethods actor={actor} registered={registered} />
      </Card>
      <PayButton actor={actor} totalCents={totalCents} />
    </div>
  );
}

/** The checkout chart's state as the page: checking, choosing, placing, PIX, or why not. */
function CheckoutScreen({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui();
  useSelector(actor, (snapshot) => snapshot);
  useChildUpdates(actor, 'placeOrder');
  const snapshot = actor.getSnapshot();
  const checking = useWaiting(selectIsChecking(snapshot));
  if (selectIsRestoring(snapshot)) return null;
  const unavailable = selectUnavailableReason(snapshot) !== undefined;
  const checkFailed = selectIsCheckFailed(snapshot);
  const unknown = selectIsPaymentUnknown(snapshot);
  const pix = selectPix(snapshot) !== undefined;
  const expired = selectIsPixExpired(snapshot);
  const placing = selectIsPlacing(snapshot);
  if (checking) return <CheckoutLoading label={t`Checking the restaurant…`} />;
  if (unavailable) return <Unavailable actor={actor} />;
  if (checkFailed) return <CheckFailed actor={actor} />;
  if (unknown) return <PaymentUnknown actor={actor} />;
  if (pix) return <PixPayment actor={actor} />;
  if (expired) return <PixExpired actor={actor} />;
  if (placing) return <Placing />;
  return <Choosing actor={actor} />;
}

function EmptyCart() {
  return (
    <div className="cart-empty">
      <p>
        <Trans>Your cart is empty. Add a dish from the menu.</Trans>
      </p>
      <Link to="/menu" className={buttonClass({ variant: 'secondary' })}>
        <Trans>See the menu</Trans>
      </Link>
    </div>
  );
}

function Waiting() {
  const { app } = useAppActors();
  const cart = useCart();
  const empty = useSelector(cart ?? app, (snapshot) =>
    cart === undefined ? false : selectIsEmpty(snapshot as Parameters<typeof selectIsEmpty>[0]),
  );
  const busy = useSelector(cart ?? app, (snapshot) => snapshot.hasTag('busy'));
  const unavailable = useSelector(app, selectIsCheckoutUnavailable);
  const { t } = useLingui();
  if (unavailable)
    return <FormError>{t`This page could not be loaded. Check your connection and try again.`}</FormError>;
  if (cart !== undefined && empty && !busy) return <EmptyCart />;
  return <CheckoutLoading label={t`Loading your cart`} />;
}

/** The order, the ways to pay and the button, in the sizes they will take: the page does not jump. */
function CheckoutLoading({ label }: { label: string }) {
  return <LoadingBlocks className="checkout" label={label} heights={['17.5rem', '14rem', '3.5rem']} />;
}

/** `/payment` (spec §2): the cart re-checked, paid by card, PIX or Apple Pay, placed once. */
export function PaymentPage() {
  const { t } = useLingui();
  const { app } = useAppActors();
  const checkout = useSelector(app, selectCheckoutOf);
  const cart = useCart();
  const takeout = useSelector(cart ?? app, (snapshot) =>
    cart === undefined ? false : selectIsTakeout(snapshot as Parameters<typeof selectIsTakeout>[0]),
  );
  return (
    <RouteLayout layout="payment" title={takeout ? t`Payment · takeout` : t`Payment`}>
      {checkout ? <CheckoutScreen actor={checkout} /> : <Waiting />}
    </RouteLayout>
  );
}
