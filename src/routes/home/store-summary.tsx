import { Trans, useLingui } from '@lingui/react/macro';
import type {
  Restaurant,
  ServiceType,
  StoreGeolocation,
  TimeSpan,
} from '../../../contract/schemas/catalog.ts';
import { formatMoney } from '../../lib/money.ts';
import { Icon } from '../../ui/icon.tsx';
import './store-summary.css';

interface StoreSummaryProps {
  restaurant: Restaurant;
  option: ServiceType;
  /** The store's answer for the customer's point; undefined while they have no location. */
  answer: StoreGeolocation | undefined;
}

/** Today's spans, "11:00–15:00 · 18:00–23:00". */
const spansOf = (spans: readonly TimeSpan[]) =>
  spans.map(({ startTime, endTime }) => `${startTime}–${endTime}`).join(' · ');

/**
 * The store serving the customer (spec §3 "Restaurant geolocation"): its name, whether it takes orders
 * now and, for a delivery, the time and the fee; for a takeout, where to pick it up and today's hours.
 */
export function StoreSummary({ restaurant, option, answer }: StoreSummaryProps) {
  const { i18n, t } = useLingui();
  const service = restaurant.services.find((candidate) => candidate.serviceType === option);
  const open = (answer?.status ?? service?.status) === 'AVAILABLE';
  const today = answer?.today_hours ?? (answer?.today_work_hours ? [answer.today_work_hours] : []);
  const inside = answer?.inside_service_area === true;
  return (
    <section className="store-summary" aria-label={t`Your restaurant`}>
      <Icon name="store" size={28} className="store-summary__icon" />
      <div className="store-summary__text">
        <p className="store-summary__name">{restaurant.name}</p>
        <p className={open ? 'store-summary__status store-summary__status--open' : 'store-summary__status'}>
          {open ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>}
        </p>
        {option === 'takeout' && (
          <p className="store-summary__address">
            <Trans>Pick up at {answer?.address ?? restaurant.address}</Trans>
          </p>
        )}
        <p className="store-summary__facts">
          <span>
            {today.length > 0 ? (
              <Trans>Today {spansOf(today)}</Trans>
            ) : option === 'delivery' ? (
              <Trans>No delivery today</Trans>
            ) : (
              <Trans>No takeout today</Trans>
            )}
          </span>
          {option === 'delivery' && answer && inside && (
            <span>
              <Trans>
                Delivery in about {answer.info.estimate_delivery_time} min · fee{' '}
                {formatMoney(answer.info.price.value, i18n.locale)}
              </Trans>
            </span>
          )}
          {option === 'delivery' && answer && !inside && (
            <span>
              <Trans>Outside the delivery area</Trans>
            </span>
          )}
        </p>
      </div>
    </section>
  );
}
