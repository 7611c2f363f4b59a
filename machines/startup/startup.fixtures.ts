import type { Address } from '../../contract/schemas/address.ts';
import type { Restaurant, Service, StoreGeolocation, Stores } from '../../contract/schemas/catalog.ts';
import type { Home } from '../../contract/schemas/cms.ts';
import type { StartupConfig } from './startup.types.ts';

/** Test data for the start-up machine's unit and model tests. */
export const config: StartupConfig = {
  features: { delivery: true, table_payment: true, table_order: true, external_login: false },
  redirects: [{ path: '/promo', to: 'https://example.com/promo' }],
};

export const deliveryService: Service = { id: 'svc-delivery', serviceType: 'delivery', status: 'AVAILABLE' };
export const takeoutService: Service = { id: 'svc-takeout', serviceType: 'takeout', status: 'AVAILABLE' };

function restaurant(services: Service[]): Restaurant {
  return {
    id: 'store-1',
    merchant_id: 'merchant-1',
    code: 'paulista',
    name: 'Brasa Paulista',
    address: 'Av. Paulista, 1000, Bela Vista, São Paulo, SP',
    latitude: -23.5614,
    longitude: -46.6559,
    services,
  };
}

function stores(restaurants: Restaurant[]): Stores {
  return {
    restaurants,
    restaurantAddress: restaurants[0]?.address ?? '',
    insideServiceArea: restaurants.length > 0,
    availableHours: [{ weekday: 1, startTime: '11:00', endTime: '23:00' }],
    categories: [],
  };
}

export const bothServices = stores([restaurant([deliveryService, takeoutService])]);
export const takeoutOnly = stores([restaurant([takeoutService])]);
export const noneNearby = stores([]);

export const storeGeolocation: StoreGeolocation = {
  inside_service_area: true,
  address: 'Av. Paulista, 1000',
  today_work_hours: { startTime: '11:00', endTime: '23:00' },
  info: { estimate_delivery_time: 40, price: { value: 799, currency: 'BRL' } },
};

export const home: Home = { data: [{ type: 'search', id: 'search', minSize: 4, debounce: 2000 }] };

export const favorites = ['item-picanha'];

export const location = { latitude: -23.56, longitude: -46.65 };

/** A registered customer's main address, in the Paulista store's area. */
export const mainAddress: Address = {
  id: 'address-1',
  postal_code: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: null,
  reference_point: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.5613,
  longitude: -46.6562,
  is_main: true,
};

export const mainAddressPoint = { latitude: mainAddress.latitude, longitude: mainAddress.longitude };

/** The store's answer when it is closed now. */
export const closedStore: StoreGeolocation = {
  ...storeGeolocation,
  status: 'UNAVAILABLE',
  unavailable: { reason: 'STORE_CLOSED', next_opening: '2026-11-24T11:00:00-03:00', today_hours: [] },
};
