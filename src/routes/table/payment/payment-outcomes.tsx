import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import {
  selectCanRetryReconcile,
  selectEmail,
  selectReceipt,
} from '../../../../machines/table-payment/table-payment.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { PaymentOutcome } from '../../shared/payment/payment-outcome.tsx';
import { useMoney } from '../../shared/use-money.ts';
import { InstallOffer } from '../../shell/install-offer.tsx';

/** The charge is under way. */
export function PaymentProcessing() {
  const { t } = useLingui();
  return (
    <div role="status">
      <PaymentOutcome tone="busy" title={t`Processing your payment…`}>
        <p className="pay-outcome__text">
          <Trans>Please keep this page open.</Trans>
        </p>
      </PaymentOutcome>
    </div>
  );
}

/** The answer was lost: the payment is looked up with the same key, never charged again. */
export function PaymentChecking({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const canRetry = useSelector(actor, selectCanRetryReconcile);
  return (
    <div role="status">
      <PaymentOutcome tone={canRetry ? 'warning' : 'busy'} title={t`Checking your payment…`}>
        <p className="pay-outcome__text">
          {canRetry ? (
            <Trans>We still can't confirm it. You won't be charged twice: check again in a moment.</Trans>
          ) : (
            <Trans>
              The connection dropped while you were paying. We're confirming it with the bank; you won't be
              charged twice.
            </Trans>
          )}
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

/** Paid: the receipt goes by e-mail (to the account, or to the e-mail a guest gave); back to the bill. */
export function PaymentPaid({
  actor,
  emailed,
  onDone,
}: {
  actor: TablePaymentActor;
  emailed: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const receipt = useSelector(actor, selectReceipt);
  const email = useSelector(actor, selectEmail);
  return (
    <PaymentOutcome tone="success" title={t`Payment approved`}>
      {receipt && (
        <p className="pay-outcome__amount">
          {money(receipt.total)}
          <span className="pay-outcome__method">{receipt.method === 'pix' ? t`by PIX` : t`by card`}</span>
        </p>
      )}
      <p className="pay-outcome__text">
        {emailed ? (
          <Trans>Thank you! Your receipt is on its way to your e-mail.</Trans>
        ) : email !== '' ? (
          <Trans>Thank you! Your receipt is on its way to {email}.</Trans>
        ) : (
          <Trans>Thank you! Show this screen to the waiter if they ask.</Trans>
        )}
      </p>
      <Button size="lg" fullWidth onClick={onDone}>
        <Trans>Back to the bill</Trans>
      </Button>
      <InstallOffer />
    </PaymentOutcome>
  );
}
