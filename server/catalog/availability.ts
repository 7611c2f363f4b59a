import type { Service, ServiceType, ServiceUnavailable, TimeSpan } from '../../contract/schemas/catalog.ts';
import { insideServiceArea } from './delivery-quote.ts';
import type { Point } from './geo.ts';
import { type Hours, isOpen, nextOpening, todaySpans } from './opening-hours.ts';
import type { Store } from './store-queries.ts';

const hoursOf = (store: Store, type: ServiceType | null): Hours => ({
  spans: store.hours.filter((span) => span.serviceType === type),
  closedDays: store.closedDays,
});

/** A service keeps its own spans when it has any; otherwise it follows the store's. */
export function serviceHours(store: Store, type: ServiceType): Hours {
  const own = hoursOf(store, type);
  return own.spans.length > 0 ? own : hoursOf(store, null);
}

export const storeHours = (store: Store): Hours => hoursOf(store, null);

export const asTimeSpan = ({ startTime, endTime }: TimeSpan): TimeSpan => ({ startTime, endTime });

/**
 * The service as a customer at `point` sees it at `at`: AVAILABLE only while it is switched on and
 * open (its hours and its store's), and why it cannot be ordered (null when it can). `point` left out:
 * no place was asked about, so no area is checked; `null`: a delivery with no address, which has
 * nowhere to go (OUT_OF_AREA, as outside every area).
 */
export function serviceState(store: Store, service: Service, at: Date, point?: Point | null): Service {
  const hours = serviceHours(store, service.serviceType);
  const switchedOn = service.status === 'AVAILABLE';
  const storeOpen = isOpen(storeHours(store), at);
  const open = switchedOn && storeOpen && isOpen(hours, at);
  const today = todaySpans(hours, at).map(asTimeSpan);
  const outOfArea =
    service.serviceType === 'delivery' &&
    point !== undefined &&
    (point === null || !insideServiceArea(store, point));
  const reason = ((): ServiceUnavailable['reason'] | null => {
    if (outOfArea) return 'OUT_OF_AREA';
    if (open) return null;
    if (!switchedOn || today.length === 0) return 'UNAVAILABLE_TODAY';
    return storeOpen ? 'OUT_OF_HOURS' : 'STORE_CLOSED';
  })();
  return {
    ...service,
    status: open ? 'AVAILABLE' : 'UNAVAILABLE',
    unavailable: reason && {
      reason,
      service_type: service.serviceType,
      next_opening: open || !switchedOn ? null : nextOpening(hours, at),
      today_hours: today,
      store_hours: todaySpans(storeHours(store), at).map(asTimeSpan),
    },
  };
}
