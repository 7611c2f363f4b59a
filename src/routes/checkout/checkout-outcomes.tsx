import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CheckoutActor } from '../../../machines/app/app.selectors.ts';
import {
  selectCanRetryReconcile,
  selectPix,
  selectPixAmount,
  selectUnavailableReason,
} from '../../../machines/checkout/checkout.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { unavailableMessage } from '../cart/cart-messages.ts';
import { PaymentOutcome } from '../shared/payment/payment-outcome.tsx';
import { PixPanel } from '../shared/payment/pix-panel.tsx';
import { useMoney } from '../shared/use-money.ts';
import { useChildUpdates } from './use-child-updates.ts';

/** The store closed or the address left its area since the cart was built: said before money moves. */
export function Unavailable({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui();
  const reason = useSelector(actor, selectUnavailableReason);
  return (
    <PaymentOutcome level={2} tone="warning" title={t`Your order cannot be placed right now`}>
      <p className="pay-outcome__text">{reason && t(unavailableMessage(reason))}</p>
      <Button variant="secondary" icon="refresh" onClick={() => actor.send({ type: 'availability.retry' })}>
        <Trans>Check again</Trans>
      </Button>
    </PaymentOutcome>
  );
}

export function CheckFailed({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui();
  return (
    <PaymentOutcome level={2} tone="warning" title={t`We couldn't check the restaurant right now`}>
      <Button variant="secondary" icon="refresh" onClick={() => actor.send({ type: 'availability.retry' })}>
        <Trans>Try again</Trans>
      </Button>
    </PaymentOutcome>
  );
}

/** The order is being placed and paid. */
export function Placing() {
  const { t } = useLingui();
  return (
    <div role="status">
      <PaymentOutcome level={2} tone="busy" title={t`Placing your order…`}>
        <p className="pay-outcome__text">
          <Trans>Please keep this page open.</Trans>
        </p>
      </PaymentOutcome>
    </div>
  );
}

/** The answer was lost: the order is looked up under the same key, never paid twice. */
export function PaymentUnknown({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui();
  useChildUpdates(actor, 'placeOrder');
  const canRetry = selectCanRetryReconcile(actor.getSnapshot());
  return (
    <div role="status">
      <PaymentOutcome level={2} tone={canRetry ? 'warning' : 'busy'} title={t`Checking your payment…`}>
        <p className="pay-outcome__text">
          <Trans>
            The connection dropped while your order was being placed. We are checking whether it went through:
            you will not be charged twice.
          </Trans>
        </p>
        {canRetry && (
          <Button icon="refresh" onClick={() => actor.send({ type: 'reconcile.retry' })}>
            <Trans>Check again</Trans>
          </Button>
        )}
      </PaymentOutcome>
    </div>
  );
}

/** The PIX code to pay, until the bank confirms it (polled) or it expires. */
export function PixPayment({ actor }: { actor: CheckoutActor }) {
  const money = useMoney();
  useChildUpdates(actor, 'placeOrder');
  const pix = selectPix(actor.getSnapshot());
  const amount = selectPixAmount(actor.getSnapshot());
  if (pix === undefined) return null;
  return (
    <PixPanel
      pix={pix}
      amount={amount !== undefined && <p className="pix-page__amount">{money(amount)}</p>}
      action={
        <Button variant="secondary" fullWidth onClick={() => actor.send({ type: 'pix.check' })}>
          <Trans>I have paid</Trans>
        </Button>
      }
      paid={<Trans>Confirm the payment: your order goes to the kitchen.</Trans>}
    />
  );
}

export function PixExpired({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui();
  return (
    <PaymentOutcome level={2} tone="warning" title={t`This PIX code expired`}>
      <p className="pay-outcome__text">
        <Trans>Nothing was charged. Choose how to pay again to get a new code.</Trans>
      </p>
      <Button size="lg" fullWidth onClick={() => actor.send({ type: 'payment.retry' })}>
        <Trans>Choose again</Trans>
      </Button>
    </PaymentOutcome>
  );
}
