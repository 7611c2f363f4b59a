import { money } from '../../contract/money.ts';
import { type ServiceType, storeGeolocation, stores, type TimeSpan } from '../../contract/schemas/catalog.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError } from '../http/http-error.ts';
import { asTimeSpan, serviceHours, serviceState, storeHours } from './availability.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { geolocationParams, storesParams } from './catalog-params.ts';
import { deliveryQuote, insideServiceArea } from './delivery-quote.ts';
import { distanceKm, type Point } from './geo.ts';
import { menuScope } from './menu-scope.ts';
import { todaySpans, workSpanAt } from './opening-hours.ts';
import { servingFirst } from './store-lookup.ts';
import { type Store, serviceIn, toRestaurant } from './store-queries.ts';

/** Without `ignore-max-distance`, stores farther than this are not offered. */
const maxDistanceKm = 30;

const noRestaurant = () => new HttpError(404, 'no restaurant near this location', 'NO_RESTAURANT_NEARBY');
/** A store without the service asked about: nothing to wait for. */
const notOffered = (type: ServiceType, storeHoursToday: TimeSpan[]) => ({
  reason: 'UNAVAILABLE_TODAY' as const,
  service_type: type,
  next_opening: null,
  today_hours: [],
  store_hours: storeHoursToday,
});
const metres = (store: Store, point: Point) => Math.round(distanceKm(store, point) * 1000);

/** A store as the customer at `point` sees it at `at`: each service's status and reason, the distance. */
function restaurantAt(store: Store, at: Date, point: Point | undefined) {
  return {
    ...toRestaurant(store),
    services: store.services.map((service) => serviceState(store, service, at, point)),
    distance_m: point ? metres(store, point) : null,
    inside_service_area: point ? insideServiceArea(store, point) : false,
  };
}

export function storeRoutes(api: ApiRouter, catalog: CatalogCache): void {
  api.get(
    {
      path: '/api/catalog/v1/stores',
      summary:
        'The store serving a point for a service type first (else the nearest, outside its area), then the others nearest first; services AVAILABLE only while open, with the reason when not',
      query: storesParams,
      response: stores,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, undefined, query['disabled-items']);
      const [all, categories] = await Promise.all([catalog.stores(scope.brandId), catalog.categories(scope)]);
      const { latitude, longitude } = query;
      const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
      const ranked = point
        ? servingFirst(all, point, query['service-type']).filter(
            (store) => query['ignore-max-distance'] || distanceKm(store, point) <= maxDistanceKm,
          )
        : all;
      const [first] = ranked;
      if (!first) throw noRestaurant();
      const now = c.get('clock').now();
      const restaurants = ranked.map((store) => restaurantAt(store, now, point));
      const takeout = query['service-type'] === 'takeout';
      return {
        restaurants,
        restaurantAddress: first.address,
        insideServiceArea: point !== undefined && (takeout || insideServiceArea(first, point)),
        availableHours: storeHours(first).spans.map(({ weekday, startTime, endTime }) => ({
          weekday,
          startTime,
          endTime,
        })),
        categories,
      };
    },
  );

  api.get(
    {
      path: '/api/catalog/v1/stores/geolocation',
      summary:
        'Whether a service (default: delivery of the store serving the point, else the nearest) serves a point, its ETA and price by distance band, today’s hours and status',
      query: geolocationParams,
      response: storeGeolocation,
    },
    async ({ query }, c) => {
      const brandId = c.get('brand').id;
      const point: Point = { latitude: query.latitude, longitude: query.longitude };
      const serviceId = query['service-id'];
      const all = await catalog.stores(brandId);
      const found = serviceId ? serviceIn(all, serviceId) : undefined;
      const store = found?.store ?? servingFirst(all, point, 'delivery')[0];
      if (!store) throw noRestaurant();
      const type = found?.service.serviceType ?? 'delivery';
      const service = found?.service ?? store.services.find((candidate) => candidate.serviceType === type);
      const now = c.get('clock').now();
      const quote = deliveryQuote(store, type, point);
      const hours = serviceHours(store, type);
      const storeToday = todaySpans(storeHours(store), now).map(asTimeSpan);
      const state = service
        ? serviceState(store, service, now, point)
        : { status: 'UNAVAILABLE' as const, unavailable: notOffered(type, storeToday) };
      const span = workSpanAt(hours, now);
      return {
        inside_service_area: quote.inside,
        address: store.address,
        today_work_hours: span && asTimeSpan(span),
        info: { estimate_delivery_time: quote.minutes, price: money(quote.priceCents) },
        restaurant_id: store.id,
        service_id: service?.id,
        distance_m: metres(store, point),
        today_hours: todaySpans(hours, now).map(asTimeSpan),
        store_hours: storeToday,
        status: state.status,
        unavailable: state.unavailable ?? null,
      };
    },
  );
}
