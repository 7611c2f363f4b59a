import { Trans, useLingui } from '@lingui/react/macro';
import { brandName } from '../../../../contract/card-brand.ts';
import { formatCpf } from '../../../../contract/cpf.ts';
import type {
  ReceiptDetails as Details,
  PaymentMode,
  ReceiptLine,
} from '../../../../machines/table-payment/table-payment.types.ts';
import { Card } from '../../../ui/card.tsx';
import { useDateTime } from '../../shared/use-date-time.ts';
import { useMoney } from '../../shared/use-money.ts';

/** "1 of 3 · split 2 ways": what of a line the share paid. */
function LineShare({ line }: { line: ReceiptLine }) {
  const { units, quantity, parts } = line;
  if (units !== undefined && parts > 1)
    return (
      <Trans>
        {units} of {quantity} · split {parts} ways
      </Trans>
    );
  if (units !== undefined)
    return (
      <Trans>
        {units} of {quantity}
      </Trans>
    );
  return parts > 1 ? <Trans>split {parts} ways</Trans> : null;
}

/** What a share paid by amount is called on its receipt. */
function ShareName({ mode }: { mode: PaymentMode }) {
  if (mode === 'equal') return <Trans>An equal share of the bill</Trans>;
  if (mode === 'custom') return <Trans>An amount of your choice</Trans>;
  return <Trans>The whole bill</Trans>;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'receipt__row receipt__row--total' : 'receipt__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A paid share's receipt: where and when, what it paid, service, tip, how, and the CPF when asked. */
export function ReceiptDetails({
  details,
  total,
  method,
}: {
  details: Details;
  total: number;
  method: 'card' | 'pix';
}) {
  const { t } = useLingui();
  const money = useMoney();
  const { dateTime } = useDateTime();
  const { card } = details;
  const paidWith =
    method === 'pix' ? 'PIX' : card ? t`${brandName(card.brand)} ending ${card.last4}` : t`Card`;
  return (
    <Card as="section" className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="receipt__title">
        <Trans>Payment receipt</Trans>
      </h2>
      <p className="receipt__place">
        <Trans>
          {details.place.store} · Table {details.place.table}
        </Trans>
      </p>
      <dl className="receipt__rows">
        {details.paidAt && <Row label={t`Paid at`} value={dateTime(Date.parse(details.paidAt))} />}
        <Row label={t`Reference`} value={details.reference} />
      </dl>
      <ul className="receipt__lines">
        {details.lines.length === 0 ? (
          <li className="receipt__line">
            <span>
              <ShareName mode={details.mode} />
            </span>
            <span>{money(details.itemsAmount)}</span>
          </li>
        ) : (
          details.lines.map((line) => (
            <li key={line.billItemId} className="receipt__line">
              <span>
                {line.name}
                <span className="receipt__share">
                  {' '}
                  <LineShare line={line} />
                </span>
              </span>
              <span>{money(line.amountCents)}</span>
            </li>
          ))
        )}
      </ul>
      <dl className="receipt__rows">
        <Row label={t`Items`} value={money(details.itemsAmount)} />
        <Row label={t`Service fee`} value={money(details.serviceFee)} />
        <Row label={t`Tip`} value={money(details.tip)} />
        <Row label={t`Total paid`} value={money(total)} strong />
        <Row label={t`Paid with`} value={paidWith} />
        {details.document && <Row label={t`CPF on the invoice`} value={formatCpf(details.document)} />}
      </dl>
    </Card>
  );
}
