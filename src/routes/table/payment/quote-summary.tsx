import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import {
  selectIsQuoting,
  selectQuote,
  selectQuoteError,
  selectRace,
} from '../../../../machines/table-payment/table-payment.selectors.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMoney } from '../../shared/use-money.ts';
import { paymentMessage } from '../table-messages.ts';
import { useRaceMessage } from './race-message.ts';

/** What this payment comes to: items, service, tip and total, as the server quotes them. */
export function QuoteSummary({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const quote = useSelector(actor, selectQuote);
  const quoting = useSelector(actor, selectIsQuoting);
  const error = useSelector(actor, selectQuoteError);
  const race = useSelector(actor, selectRace);
  const raceMessage = useRaceMessage();
  const value = (cents: number | undefined) =>
    cents === undefined ? <Skeleton width="4rem" /> : money(cents);
  if (error !== undefined) {
    return <p className="pay-quote__error">{race ? raceMessage(race) : t(paymentMessage(error))}</p>;
  }
  if (!quote && !quoting) {
    return (
      <p className="pay-hint">
        <Trans>Choose what you are paying to see the total.</Trans>
      </p>
    );
  }
  return (
    <dl className="pay-quote" aria-busy={quoting}>
      <div className="pay-quote__row">
        <dt>
          <Trans>Items</Trans>
        </dt>
        <dd>{value(quote?.itemsAmount)}</dd>
      </div>
      <div className="pay-quote__row">
        <dt>
          <Trans>Service</Trans>
        </dt>
        <dd>{value(quote?.serviceFee)}</dd>
      </div>
      {(quote?.tip ?? 0) > 0 && (
        <div className="pay-quote__row">
          <dt>
            <Trans>Tip</Trans>
          </dt>
          <dd>{value(quote?.tip)}</dd>
        </div>
      )}
      <div className="pay-quote__row pay-quote__row--total">
        <dt>
          <Trans>You pay</Trans>
        </dt>
        <dd>{value(quote?.total)}</dd>
      </div>
    </dl>
  );
}
