import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectBill, selectSelection } from '../../../../machines/table-payment/table-payment.selectors.ts';
import { useMoney } from '../../shared/use-money.ts';
import { Stepper } from './stepper.tsx';

const MAX_PEOPLE = 50;

/**
 * "Equal shares": what is left, divided among the people still to pay (the diners present who have
 * not paid, at first); the diner pays one share or more. The last share takes the cents left.
 */
export function EqualShares({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const selection = useSelector(actor, selectSelection);
  const due = useSelector(actor, (snapshot) => selectBill(snapshot).totals.due);
  const seats = selection.mode === 'equal' ? selection : { paying: 1, total: 1 };
  const set = (paying: number, total: number) =>
    actor.send({ type: 'seats.set', paying: Math.min(paying, total), total });
  const each = money(Math.floor(due / seats.total));
  return (
    <fieldset className="pay-equal">
      <legend className="pay-section__title">{t`Split what is left equally`}</legend>
      <div className="pay-equal__row">
        <span>
          <Trans>People still to pay</Trans>
        </span>
        <Stepper
          label={t`People still to pay`}
          value={seats.total}
          min={1}
          max={MAX_PEOPLE}
          onChange={(total) => set(seats.paying, total)}
        />
      </div>
      <div className="pay-equal__row">
        <span>
          <Trans>Shares you pay</Trans>
        </span>
        <Stepper
          label={t`Shares you pay`}
          value={seats.paying}
          min={1}
          max={seats.total}
          onChange={(paying) => set(paying, seats.total)}
        />
      </div>
      <p className="pay-equal__each" aria-live="polite">
        {seats.total === 1 ? t`${each} for 1 person` : t`${each} each for ${seats.total} people`}
      </p>
      {seats.paying > 1 && (
        <p className="pay-hint">
          <Trans>
            You pay {seats.paying} of {seats.total} equal shares.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}
