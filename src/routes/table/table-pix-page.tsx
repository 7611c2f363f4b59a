import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TablePaymentActor } from '../../../machines/table/table.selectors.ts';
import {
  selectIsPaid,
  selectIsPixExpired,
  selectIsUnknown,
  selectPix,
  selectQuote,
  selectReceipt,
} from '../../../machines/table-payment/table-payment.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { PixPanel } from '../shared/payment/pix-panel.tsx';
import { useMoney } from '../shared/use-money.ts';
import { PaymentApproved, PaymentChecking } from './payment/payment-outcomes.tsx';
import { useTablePayment } from './payment/use-table-payment.ts';
import { TablePage } from './table-page.tsx';
import { useTable } from './use-table.ts';
import './payment/payment.css';
import '../shared/payment/pix.css';

export function PixScreen({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const table = useTable();
  const pix = useSelector(actor, selectPix);
  const expired = useSelector(actor, selectIsPixExpired);
  const paid = useSelector(actor, selectIsPaid);
  const unknown = useSelector(actor, selectIsUnknown);
  const total = useSelector(
    actor,
    (snapshot) => snapshot.context.payment?.total ?? selectQuote(snapshot)?.total,
  );
  const receipt = useSelector(actor, selectReceipt);
  // Choosing again (or a payment that is no PIX): the table moves the diner to the payment page.
  const elsewhere = !pix && !expired && !paid && !unknown;

  // Paid: on its way to the receipt.
  if (paid) {
    return (
      <TablePage title={t`Pay with PIX`} heading="page" variant="pix">
        {receipt && <PaymentApproved total={receipt.total} method={receipt.method} />}
      </TablePage>
    );
  }
  if (unknown) {
    return (
      <TablePage title={t`Pay with PIX`} heading="page" variant="pix">
        <PaymentChecking actor={actor} />
      </TablePage>
    );
  }
  return (
    <TablePage
      title={t`Pay with PIX`}
      variant="pix"
      footer={
        pix && (
          <>
            <Button size="lg" fullWidth onClick={() => actor.send({ type: 'pix.check' })}>
              <Trans>I've paid</Trans>
            </Button>
            {/* The code stays valid (and this page keeps checking) while the diner looks at the bill. */}
            <Button variant="ghost" fullWidth onClick={() => table.send({ type: 'bill.show' })}>
              <Trans>See the bill</Trans>
            </Button>
          </>
        )
      }
    >
      {expired && (
        <section className="pix-expired">
          <Icon name="clock" size={40} />
          <h2 className="pix-expired__title">
            <Trans>This PIX code expired</Trans>
          </h2>
          <p>
            <Trans>Nothing was charged. Choose how to pay again to get a new code.</Trans>
          </p>
          <Button size="lg" fullWidth onClick={() => actor.send({ type: 'payment.retry' })}>
            <Trans>Choose again</Trans>
          </Button>
        </section>
      )}
      {pix && (
        <PixPanel
          pix={pix}
          amount={total !== undefined && <p className="pix-page__amount">{money(total)}</p>}
          paid={<Trans>Confirm the payment: the bill updates for the whole table.</Trans>}
        />
      )}
      {elsewhere && <Skeleton shape="block" height="16rem" />}
    </TablePage>
  );
}

/** /table/pix: the PIX code of the diner's payment, polled until the bank confirms it. */
export function TablePixPage() {
  const { t } = useLingui();
  const payment = useTablePayment();
  if (payment) return <PixScreen actor={payment} />;
  return (
    <TablePage title={t`Pay with PIX`} variant="pix">
      <Skeleton shape="block" height="16rem" />
    </TablePage>
  );
}
