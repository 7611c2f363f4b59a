import { Trans, useLingui } from '@lingui/react/macro';
import type { BillPayment } from '../../../../machines/table/bill.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useMoney } from '../../shared/use-money.ts';

/** The diner's own paid shares, each with its receipt to open again (and e-mail) at any time. */
export function BillReceipts({
  payments,
  onOpen,
}: {
  payments: BillPayment[];
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <Card as="section" className="check" aria-labelledby="receipts-title">
      <h2 id="receipts-title" className="check__title">
        <Trans>Your payments</Trans>
      </h2>
      <ul className="bill-receipts">
        {payments.map((payment) => {
          const amount = money(payment.totalCents);
          return (
            <li key={payment.id} className="bill-receipt">
              <span>
                {amount} · {payment.method === 'pix' ? 'PIX' : t`card`}
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon="receipt"
                aria-label={t`See receipt · ${amount}`}
                onClick={() => onOpen(payment.id)}
              >
                <Trans>See receipt</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
