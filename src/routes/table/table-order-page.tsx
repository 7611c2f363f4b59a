import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectFeatures } from '../../../machines/startup/startup.selectors.ts';
import { selectSession, selectStep } from '../../../machines/table/table.location.ts';
import {
  selectBill,
  selectError,
  selectIsBillStale,
  selectIsSettled,
  selectPaidByMe,
} from '../../../machines/table/table.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { BillDiners } from './bill/bill-diners.tsx';
import { BillItems } from './bill/bill-items.tsx';
import { BillReceipts } from './bill/bill-receipts.tsx';
import { BillSkeleton } from './bill/bill-skeleton.tsx';
import { BillTotals } from './bill/bill-totals.tsx';
import { DueHero } from './bill/due-hero.tsx';
import { LeaveTable } from './leave-table.tsx';
import { tableMessage } from './table-messages.ts';
import { TablePage } from './table-page.tsx';
import { useTable, useTableSelector } from './use-table.ts';
import './bill/bill.css';

/** /table/order: the table's live bill (polled every 3 s), who paid what, and the way to pay. */
export function TableOrderPage() {
  const { t } = useLingui();
  const table = useTable();
  const { startup } = useAppActors();
  const canOrder = useSelector(startup, (snapshot) => selectFeatures(snapshot)?.table_order === true);
  const bill = useTableSelector(selectBill);
  const settled = useTableSelector(selectIsSettled);
  const stale = useTableSelector(selectIsBillStale);
  const step = useTableSelector(selectStep);
  const me = useTableSelector((snapshot) => selectSession(snapshot)?.dinerId);
  const error = useTableSelector(selectError);
  const paidByMe = useTableSelector(
    selectPaidByMe,
    (a, b) => a.length === b.length && a.every((payment, i) => payment.id === b[i]?.id),
  );
  // A failed first load has the error tag but no error key (the poller reports no reason).
  const failed = useTableSelector((snapshot) => snapshot.hasTag('error')) && bill === undefined;
  const [leaving, setLeaving] = useState(false);

  return (
    <TablePage
      title={t`Your bill`}
      footer={
        bill && (
          <>
            {!settled && (
              <Button
                size="lg"
                fullWidth
                disabled={step !== '/table/order'}
                // With a payment under way (the diner came back to the bill), it returns to it.
                onClick={() => table.send({ type: 'payment.start' })}
              >
                <Trans>Pay</Trans>
              </Button>
            )}
            <Button variant="ghost" fullWidth onClick={() => setLeaving(true)}>
              <Trans>Leave the table</Trans>
            </Button>
          </>
        )
      }
    >
      <div className="table-bill" aria-busy={bill === undefined && !failed}>
        {bill === undefined && !failed && <BillSkeleton />}
        {failed && (
          <Card className="table-bill__failed">
            <FormError>{t(tableMessage(error ?? 'default'))}</FormError>
            <Button variant="secondary" icon="refresh" onClick={() => table.send({ type: 'bill.refresh' })}>
              <Trans>Try again</Trans>
            </Button>
          </Card>
        )}
        {bill && (
          <>
            <DueHero bill={bill} settled={settled} />
            {stale && (
              <p className="table-bill__stale" role="status">
                <Icon name="refresh" size={16} />
                <Trans>Reconnecting… showing the last bill we received.</Trans>
              </p>
            )}
            <Card as="section" className="check" aria-labelledby="check-title">
              <h2 id="check-title" className="check__title">
                <Trans>Items</Trans>
              </h2>
              {bill.items.length === 0 ? (
                <p className="check__empty">
                  <Trans>Nothing on the bill yet. What the table orders appears here.</Trans>
                </p>
              ) : (
                <BillItems lines={bill.items} me={me} />
              )}
              <BillTotals bill={bill} />
            </Card>
            <Card as="section" className="check" aria-labelledby="diners-title">
              <h2 id="diners-title" className="check__title">
                <Trans>At the table</Trans>
              </h2>
              <BillDiners diners={bill.participants} me={me} />
            </Card>
            {paidByMe.length > 0 && (
              <BillReceipts
                payments={paidByMe}
                onOpen={(paymentId) => table.send({ type: 'receipt.open', paymentId })}
              />
            )}
            {canOrder && !settled && (
              <Button
                variant="secondary"
                icon="menu"
                fullWidth
                onClick={() => table.send({ type: 'menu.open' })}
              >
                <Trans>Order from the menu</Trans>
              </Button>
            )}
          </>
        )}
      </div>
      <LeaveTable open={leaving} onClose={() => setLeaving(false)} />
    </TablePage>
  );
}
