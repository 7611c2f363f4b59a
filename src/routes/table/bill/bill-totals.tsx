import { Trans } from '@lingui/react/macro';
import { type Bill, serviceFeeOf } from '../../../../machines/table/bill.ts';
import { useMoney } from '../../shared/use-money.ts';

/** Subtotal, the suggested service fee, the total, what the table paid and what is left (items). */
export function BillTotals({ bill }: { bill: Bill }) {
  const money = useMoney();
  const { itemsTotal, paid, due } = bill.totals;
  const fee = serviceFeeOf(bill, itemsTotal);
  const percent = bill.serviceFeePercent;
  return (
    <dl className="bill-totals">
      <div className="bill-totals__row">
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{money(itemsTotal)}</dd>
      </div>
      <div className="bill-totals__row bill-totals__row--muted">
        <dt>
          <Trans>Service ({percent} %, optional)</Trans>
        </dt>
        <dd>{money(fee)}</dd>
      </div>
      <div className="bill-totals__row bill-totals__row--total">
        <dt>
          <Trans>Total with service</Trans>
        </dt>
        <dd>{money(itemsTotal + fee)}</dd>
      </div>
      <div className="bill-totals__row bill-totals__row--paid">
        <dt>
          <Trans>Paid by the table (items)</Trans>
        </dt>
        <dd>{money(paid)}</dd>
      </div>
      {bill.heldCents > 0 && (
        <div className="bill-totals__row bill-totals__row--muted">
          <dt>
            <Trans>Being paid now</Trans>
          </dt>
          <dd>{money(bill.heldCents)}</dd>
        </div>
      )}
      <div className="bill-totals__row bill-totals__row--due">
        <dt>
          <Trans>Left to pay</Trans>
        </dt>
        <dd>{money(due)}</dd>
      </div>
    </dl>
  );
}
