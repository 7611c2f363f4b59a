import { Trans, useLingui } from '@lingui/react/macro';
import type { BillParticipant } from '../../../../machines/table/bill.ts';
import { initialsOf } from '../../../ui/avatar.tsx';
import { useMoney } from '../../shared/use-money.ts';

/** Who sits at the table and what each has paid (items, service and tip); a closed phone reads away. */
export function BillDiners({ diners, me }: { diners: BillParticipant[]; me: string | undefined }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <ul className="bill-diners">
      {diners.map((diner) => (
        <li key={diner.dinerId} className={diner.away ? 'bill-diner bill-diner--away' : 'bill-diner'}>
          <span className="bill-diner__avatar" aria-hidden="true">
            {initialsOf(diner.name)}
          </span>
          <span className="bill-diner__name">
            {diner.name}
            {diner.dinerId === me && <span className="bill-diner__you"> {t`(you)`}</span>}
            {diner.away && <span className="bill-diner__away"> · {t`away`}</span>}
          </span>
          <span className="bill-diner__paid">
            {diner.paidCents > 0 ? (
              <Trans>paid {money(diner.paidCents)}</Trans>
            ) : (
              <Trans>nothing paid yet</Trans>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
