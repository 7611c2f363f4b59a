import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectSelection } from '../../../../machines/table-payment/table-payment.selectors.ts';
import { Stepper } from './stepper.tsx';

const MAX_PEOPLE = 50;

/** "Equal shares": k of n equal parts of the bill. */
export function EqualShares({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const selection = useSelector(actor, selectSelection);
  const seats = selection.mode === 'equal' ? selection : { paying: 1, total: 1 };
  const set = (paying: number, total: number) =>
    actor.send({ type: 'seats.set', paying: Math.min(paying, total), total });
  return (
    <fieldset className="pay-equal">
      <legend className="pay-section__title">{t`Split equally`}</legend>
      <div className="pay-equal__row">
        <span>
          <Trans>People splitting the bill</Trans>
        </span>
        <Stepper
          label={t`People splitting the bill`}
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
      <p className="pay-hint">
        <Trans>
          You pay {seats.paying} of {seats.total} equal shares.
        </Trans>
      </p>
    </fieldset>
  );
}
