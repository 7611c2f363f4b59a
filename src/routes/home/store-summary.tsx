import { Trans, useLingui } from '@lingui/react/macro';
import type { Restaurant, ServiceType, StoreGeolocation } from '../../../contract/schemas/catalog.ts';
import { formatMoney } from '../../lib/money.ts';
import { Icon } from '../../ui/icon.tsx';
import './store-summary.css';

interface StoreSummaryProps {
  restaurant: Restaurant;
  option: ServiceType;
  geolocation: StoreGeolocation | undefined;
}

/** The restaurant serving the visitor, and what delivery costs and takes from it. */
export function StoreSummary({ restaurant, option, geolocation }: StoreSummaryProps) {
  const { i18n } = useLingui();
  const hours = geolocation?.today_work_hours;
  const info = geolocation?.info;
  return (
    <section className="store-summary" aria-label={restaurant.name}>
      <Icon name="store" size={28} className="store-summary__icon" />
      <div className="store-summary__text">
        <p className="store-summary__name">{restaurant.name}</p>
        <p className="store-summary__address">{restaurant.address}</p>
        <p className="store-summary__facts">
          {hours ? (
            <span>
              <Trans>
                Open today {hours.startTime}–{hours.endTime}
              </Trans>
            </span>
          ) : (
            <span>
              <Trans>Closed today</Trans>
            </span>
          )}
          {option === 'delivery' && info && geolocation.inside_service_area && (
            <span>
              <Trans>
                Delivery in about {info.estimate_delivery_time} min ·{' '}
                {formatMoney(info.price.value, i18n.locale)}
              </Trans>
            </span>
          )}
        </p>
      </div>
    </section>
  );
}
