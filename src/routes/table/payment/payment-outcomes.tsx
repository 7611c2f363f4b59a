import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectCanRetryReconcile } from '../../../../machines/table-payment/table-payment.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { PaymentOutcome } from '../../shared/payment/payment-outcome.tsx';
import { useMoney } from '../../shared/use-money.ts';

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

/** Paid: the amount and how, above the receipt (or, for a moment, on the way to it). */
export function PaymentApproved({
  total,
  method,
  children,
}: {
  total: number;
  method: 'card' | 'pix';
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <PaymentOutcome tone="success" title={t`Payment approved`}>
      <p className="pay-outcome__amount">
        {money(total)}
        <span className="pay-outcome__method">{method === 'pix' ? t`by PIX` : t`by card`}</span>
      </p>
      {children}
    </PaymentOutcome>
  );
}
