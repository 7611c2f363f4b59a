import { Trans, useLingui } from '@lingui/react/macro';
import type { BillItem } from '../../../../machines/table/bill.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Pill } from '../../../ui/pill.tsx';
import { useMoney } from '../../shared/use-money.ts';

function LineStatus({ line, me }: { line: BillItem; me: string | undefined }) {
  const { t } = useLingui();
  const money = useMoney();
  if (line.paidCents >= line.totalCents) {
    return (
      <Pill tone="success" className="bill-line__status">
        <Icon name="check" size={14} />
        <Trans>Paid</Trans>
      </Pill>
    );
  }
  const holders = line.holders.map((holder) => (holder.dinerId === me ? t`you` : holder.name)).join(', ');
  return (
    <>
      {line.paidCents > 0 && (
        <Pill tone="info" className="bill-line__status">
          <Trans>{money(line.paidCents)} paid</Trans>
        </Pill>
      )}
      {line.heldCents > 0 && (
        <Pill tone="warning" className="bill-line__status">
          <Icon name="clock" size={14} />
          <Trans>Being paid by {holders}</Trans>
        </Pill>
      )}
    </>
  );
}

/** The options chosen, the note to the kitchen, and who ordered it from the table menu. */
function LineDetails({ line, me }: { line: BillItem; me: string | undefined }) {
  const { t } = useLingui();
  const orderer = line.orderedBy?.dinerId === me ? t`you` : line.orderedBy?.name;
  return (
    <>
      {line.options.length > 0 && <span className="bill-line__detail">{line.options.join(' · ')}</span>}
      {line.note && <span className="bill-line__detail bill-line__detail--note">“{line.note}”</span>}
      {orderer && (
        <span className="bill-line__detail">
          <Trans>Ordered by {orderer}</Trans>
        </span>
      )}
    </>
  );
}

/** The check's lines: quantity, name, price, what was chosen, who ordered, paid or is paying each one. */
export function BillItems({ lines, me }: { lines: BillItem[]; me: string | undefined }) {
  const money = useMoney();
  return (
    <ul className="bill-lines">
      {lines.map((line) => {
        const paid = line.paidCents >= line.totalCents;
        return (
          <li key={line.billItemId} className={paid ? 'bill-line bill-line--paid' : 'bill-line'}>
            <span className="bill-line__qty">{line.quantity}×</span>
            <span className="bill-line__main">
              <span className="bill-line__name">{line.name}</span>
              <LineDetails line={line} me={me} />
              {line.quantity > 1 && (
                <span className="bill-line__unit">
                  <Trans>{money(line.unitCents)} each</Trans>
                </span>
              )}
              <span className="bill-line__statuses">
                <LineStatus line={line} me={me} />
              </span>
            </span>
            <span className="bill-line__price">{money(line.totalCents)}</span>
          </li>
        );
      })}
    </ul>
  );
}
