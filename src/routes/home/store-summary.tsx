import { Trans, useLingui } from '@lingui/react/macro';
import type {
  Restaurant,
  ServiceType,
  ServiceUnavailable,
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

/** Whether the service is open now, or why not (an address outside the area says so apart). */
function StatusLine({
  open,
  reason,
  option,
}: {
  open: boolean;
  reason: string | undefined;
  option: ServiceType;
}) {
  const { t } = useLingui();
  const delivery = option === 'delivery';
  const notNow: Record<string, string> = {
    OUT_OF_HOURS: delivery ? t`Not delivering right now` : t`No takeout right now`,
    UNAVAILABLE_TODAY: delivery ? t`No delivery today` : t`No takeout today`,
  };
  return (
    <p className={open ? 'store-summary__status store-summary__status--open' : 'store-summary__status'}>
      {open ? t`Open now` : (notNow[reason ?? ''] ?? t`Closed now`)}
    </p>
  );
}

/**
 * The store serving the customer (spec §3 "Restaurant geolocation"): its name, whether it takes orders
 * now and, for a delivery it can take now, the time and the fee; for a takeout, where to pick it up.
 * Today's hours are named: the service's, and the restaurant's own when they differ. A service that
 * cannot take the order now promises no delivery time.
 */
export function StoreSummary({ restaurant, option, answer }: StoreSummaryProps) {
  const { i18n, t } = useLingui();
  const service = restaurant.services.find((candidate) => candidate.serviceType === option);
  const unavailable: ServiceUnavailable | null | undefined = answer?.unavailable ?? service?.unavailable;
  const open = (answer?.status ?? service?.status) === 'AVAILABLE';
  const today = answer?.today_hours ?? (answer?.today_work_hours ? [answer.today_work_hours] : []);
  const storeToday = answer?.store_hours ?? [];
  const inside = answer?.inside_service_area === true;
  const delivery = option === 'delivery';
  return (
    <section className="store-summary" aria-label={t`Your restaurant`}>
      <Icon name="store" size={28} className="store-summary__icon" />
      <div className="store-summary__text">
        <p className="store-summary__name">{restaurant.name}</p>
        <StatusLine open={open} reason={unavailable?.reason} option={option} />
        {!delivery && (
          <p className="store-summary__address">
            <Trans>Pick up at {answer?.address ?? restaurant.address}</Trans>
          </p>
        )}
        <p className="store-summary__facts">
          {today.length > 0 && (
            <span>
              {delivery ? (
                <Trans>Delivery today {spansOf(today)}</Trans>
              ) : (
                <Trans>Takeout today {spansOf(today)}</Trans>
              )}
            </span>
          )}
          {storeToday.length > 0 && spansOf(storeToday) !== spansOf(today) && (
            <span>
              <Trans>Restaurant open today {spansOf(storeToday)}</Trans>
            </span>
          )}
          {delivery && answer && inside && open && (
            <span>
              <Trans>
                Delivery in about {answer.info.estimate_delivery_time} min · fee{' '}
                {formatMoney(answer.info.price.value, i18n.locale)}
              </Trans>
            </span>
          )}
          {delivery && answer && !inside && (
            <span>
              <Trans>Outside the delivery area</Trans>
            </span>
          )}
        </p>
      </div>
    </section>
  );
}
