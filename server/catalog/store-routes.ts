import { money } from '../../contract/money.ts';
import { storeGeolocation, stores } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError } from '../http/http-error.ts';
import { geolocationParams, storesParams } from './catalog-params.ts';
import { deliveryQuote, insideServiceArea } from './delivery-quote.ts';
import { distanceKm, nearestFirst, type Point } from './geo.ts';
import { categorySummaries } from './menu-queries.ts';
import { menuScope } from './menu-scope.ts';
import { todayHours } from './opening-hours.ts';
import { findService, loadStores, toRestaurant } from './store-queries.ts';

/** Without `ignore-max-distance`, stores farther than this are not offered. */
const maxDistanceKm = 30;

export function storeRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/catalog/v1/stores',
      summary: 'Stores nearest first, with the nearest one’s address, area, hours and menu categories',
      query: storesParams,
      response: stores,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(db, c, undefined, query['disabled-items']);
      const all = await loadStores(db, scope.brandId);
      const { latitude, longitude } = query;
      const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
      const ranked = point
        ? nearestFirst(all, point).filter(
            (store) => query['ignore-max-distance'] || distanceKm(store, point) <= maxDistanceKm,
          )
        : all;
      const [nearest] = ranked;
      if (!nearest) throw new HttpError(404, 'no restaurant near this location', 'NO_RESTAURANT_NEARBY');
      return {
        restaurants: ranked.map(toRestaurant),
        restaurantAddress: nearest.address,
        insideServiceArea: point ? insideServiceArea(nearest, point) : false,
        availableHours: nearest.hours,
        categories: await categorySummaries(db, scope),
      };
    },
  );

  api.get(
    {
      path: '/api/catalog/v1/stores/geolocation',
      summary:
        'Whether a point is served by a service (default: the nearest store’s delivery) and at what cost',
      query: geolocationParams,
      response: storeGeolocation,
    },
    async ({ query }, c) => {
      const brandId = c.get('brand').id;
      const point: Point = { latitude: query.latitude, longitude: query.longitude };
      const serviceId = query['service-id'];
      const found = serviceId ? await findService(db, brandId, serviceId) : undefined;
      const store = found?.store ?? nearestFirst(await loadStores(db, brandId), point)[0];
      const type = found?.service.serviceType ?? 'delivery';
      if (!store) throw new HttpError(404, 'no restaurant near this location', 'NO_RESTAURANT_NEARBY');
      const quote = deliveryQuote(store, type, point);
      return {
        inside_service_area: quote.inside,
        address: store.address,
        today_work_hours: todayHours(store.hours),
        info: { estimate_delivery_time: quote.minutes, price: money(quote.priceCents) },
      };
    },
  );
}
