import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectTableReceipt, type TablePaymentActor } from '../../../machines/table/table.selectors.ts';
import {
  selectCanPay,
  selectIsPaid,
  selectIsPaying,
  selectIsQuoting,
  selectIsUnknown,
  selectNothingLeft,
  selectQuote,
  selectReceipt,
} from '../../../machines/table-payment/table-payment.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMoney } from '../shared/use-money.ts';
import { NothingLeft } from './payment/nothing-left.tsx';
import { type PaymentChoice, PaymentChooser } from './payment/payment-chooser.tsx';
import { PaymentApproved, PaymentChecking, PaymentProcessing } from './payment/payment-outcomes.tsx';
import { useTablePayment } from './payment/use-table-payment.ts';
import { ReceiptScreen } from './receipt/receipt-screen.tsx';
import { TablePage } from './table-page.tsx';
import { useTable, useTableSelector } from './use-table.ts';
import './payment/payment.css';

function PayButton({ actor, choice }: { actor: TablePaymentActor; choice: PaymentChoice }) {
  const money = useMoney();
  const canPay = useSelector(actor, selectCanPay) && !choice.needsNewCard;
  const total = useSelector(actor, (snapshot) => selectQuote(snapshot)?.total);
  const quoting = useSelector(actor, selectIsQuoting);
  return (
    <Button size="lg" fullWidth disabled={!canPay} onClick={() => actor.send({ type: 'payment.submit' })}>
      {quoting || total === undefined ? (
        <Trans>Pay</Trans>
      ) : choice.choice === 'pix' ? (
        <Trans>Pay {money(total)} with PIX</Trans>
      ) : (
        <Trans>Pay {money(total)}</Trans>
      )}
    </Button>
  );
}

/**
 * The payment machine's state as a page: choosing (or nothing left to choose: someone else paid),
 * paying, checking an unknown outcome, or paid (on its way to the receipt).
 */
export function PaymentScreen({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const table = useTable();
  const paid = useSelector(actor, selectIsPaid);
  const receipt = useSelector(actor, selectReceipt);
  const unknown = useSelector(actor, selectIsUnknown);
  const paying = useSelector(actor, selectIsPaying);
  const nothingLeft = useSelector(
    actor,
    selectNothingLeft,
    (a, b) => a?.by === b?.by && a?.paying === b?.paying,
  );
  const [choice, setChoice] = useState<PaymentChoice>({ choice: undefined, needsNewCard: false });
  const done = () => table.send({ type: 'payment.close' });

  const outcome = paid || unknown || paying || nothingLeft !== undefined;
  return (
    <TablePage
      title={t`Pay your part`}
      heading={outcome ? 'page' : 'layout'}
      onBack={outcome ? undefined : done}
      footer={!outcome && <PayButton actor={actor} choice={choice} />}
    >
      {paid ? (
        receipt && <PaymentApproved total={receipt.total} method={receipt.method} />
      ) : nothingLeft ? (
        <NothingLeft {...nothingLeft} onDone={done} />
      ) : unknown ? (
        <PaymentChecking actor={actor} />
      ) : paying ? (
        <PaymentProcessing />
      ) : (
        <PaymentChooser actor={actor} onChoice={setChoice} />
      )}
    </TablePage>
  );
}

/** /table/payment: the diner pays their part of the table bill (spec §1), by card or PIX; then its receipt. */
export function TablePaymentPage() {
  const { t } = useLingui();
  const payment = useTablePayment();
  const receipt = useTableSelector(selectTableReceipt);
  if (receipt) return <ReceiptScreen actor={receipt} />;
  if (payment) return <PaymentScreen actor={payment} />;
  return (
    <TablePage title={t`Pay your part`}>
      <div className="pay-chooser" aria-busy="true">
        <Skeleton shape="block" height="12rem" />
        <Skeleton shape="block" height="8rem" />
      </div>
    </TablePage>
  );
}
