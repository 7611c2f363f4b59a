import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import {
  bothServices,
  closedStore,
  config,
  favorites,
  home,
  location,
  mainAddress,
  mainAddressPoint,
  storeGeolocation,
} from './startup.fixtures.ts';
import { startupMachine } from './startup.machine.ts';
import {
  selectAddresses,
  selectCheckoutOption,
  selectDeliveryPoint,
  selectError,
  selectFavorites,
  selectFeatures,
  selectHome,
  selectIsFatal,
  selectIsLoading,
  selectIsReady,
  selectMainAddress,
  selectRedirects,
  selectRestaurant,
  selectServiceId,
  selectServiceUnavailable,
  selectStoreGeolocation,
  selectStores,
  selectUser,
} from './startup.selectors.ts';
import type { StartupContext } from './startup.types.ts';

const loaded: StartupContext = {
  skipLoad: false,
  mayHaveAccess: true,
  location: undefined,
  features: config.features,
  redirects: config.redirects,
  user: { name: 'Ana' },
  addresses: [mainAddress],
  stores: bothServices,
  checkoutOption: 'takeout',
  serviceId: 'svc-takeout',
  storeGeolocation,
  favorites,
  home,
  error: undefined,
};

const snapshotIn = (value: StateValue, context: Partial<StartupContext> = {}) =>
  startupMachine.resolveState({ value, context: { ...loaded, ...context } });

describe('startup selectors', () => {
  it('read the loaded data from the context', () => {
    const ready = snapshotIn('ready');
    expect(selectFeatures(ready)).toEqual(config.features);
    expect(selectRedirects(ready)).toEqual(config.redirects);
    expect(selectUser(ready)).toEqual({ name: 'Ana' });
    expect(selectAddresses(ready)).toEqual([mainAddress]);
    expect(selectMainAddress(ready)).toBe(mainAddress);
    expect(selectDeliveryPoint(ready)).toEqual(mainAddressPoint);
    expect(selectStores(ready)).toBe(bothServices);
    expect(selectRestaurant(ready)).toBe(bothServices.restaurants[0]);
    expect(selectCheckoutOption(ready)).toBe('takeout');
    expect(selectServiceId(ready)).toBe('svc-takeout');
    expect(selectStoreGeolocation(ready)).toBe(storeGeolocation);
    expect(selectFavorites(ready)).toEqual(favorites);
    expect(selectHome(ready)).toBe(home);
  });

  it('have no features before the config is loaded', () => {
    expect(selectFeatures(snapshotIn('config', { features: undefined }))).toBeUndefined();
  });

  it('report loading while the features or the start-up data load', () => {
    expect(selectIsLoading(snapshotIn('config'))).toBe(true);
    expect(selectIsLoading(snapshotIn({ loading: 'home' }))).toBe(true);
    expect(selectIsLoading(snapshotIn('ready'))).toBe(false);
  });

  it('report ready after the load and after a skipped load', () => {
    expect(selectIsReady(snapshotIn('ready'))).toBe(true);
    expect(selectIsReady(snapshotIn('idle'))).toBe(true);
    expect(selectIsReady(snapshotIn({ loading: 'favorites' }))).toBe(false);
  });

  it('report a fatal failure with its error only while failed', () => {
    const error = new Error('offline');
    const failed = snapshotIn('failed', { error });
    expect(selectIsFatal(failed)).toBe(true);
    expect(selectError(failed)).toBe(error);
    expect(selectIsFatal(snapshotIn('ready', { error }))).toBe(false);
    expect(selectError(snapshotIn('ready', { error }))).toBeUndefined();
  });

  it('say why the service cannot take an order, from the store’s answer, once the customer has a location', () => {
    const closed = snapshotIn('ready', { storeGeolocation: closedStore });
    expect(selectServiceUnavailable(closed)).toEqual(closedStore.unavailable);
    expect(selectServiceUnavailable(snapshotIn('ready'))).toBeUndefined();
    expect(
      selectServiceUnavailable(snapshotIn('loading', { storeGeolocation: closedStore })),
    ).toBeUndefined();
    const nowhere = { addresses: [], location: undefined, storeGeolocation: closedStore };
    expect(selectServiceUnavailable(snapshotIn('ready', nowhere))).toBeUndefined();
  });

  it('read the service’s own reason when the store geolocation was not loaded', () => {
    const outOfArea = { reason: 'OUT_OF_AREA' as const, next_opening: null, today_hours: [] };
    const stores = {
      ...bothServices,
      restaurants: bothServices.restaurants.map((store) => ({
        ...store,
        services: store.services.map((service) => ({ ...service, unavailable: outOfArea })),
      })),
    };
    const snapshot = snapshotIn('ready', { stores, storeGeolocation: undefined, addresses: [], location });
    expect(selectServiceUnavailable(snapshot)).toEqual(outOfArea);
  });
});
