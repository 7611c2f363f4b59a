import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import {
  bothServices,
  config,
  favorites,
  home,
  location,
  noneNearby,
  storeGeolocation,
  takeoutOnly,
} from './startup.fixtures.ts';
import { startupMachine } from './startup.machine.ts';
import {
  selectCheckoutOption,
  selectFeatures,
  selectHome,
  selectIsFatal,
  selectIsLoading,
  selectIsReady,
  selectRestaurant,
  selectServiceId,
} from './startup.selectors.ts';

const offline = { error: new Error('offline') };
/** The API client's error once the session could not be refreshed (src/api/client.ts). */
const sessionEnded = { error: { key: 'unauthorized', status: 401 } };

modelTest('startup machine', {
  machine: startupMachine,
  // What the guards read; the loaded data itself does not change where the chart goes.
  stateKey: ({ context }) => ({
    skipLoad: context.skipLoad,
    hasConfig: context.features !== undefined,
    checkoutOption: context.checkoutOption,
    serviceId: context.serviceId,
  }),
  inputs: {
    'a delivery route': { skipLoad: false, mayHaveAccess: true, location },
    'a table route': { skipLoad: true, mayHaveAccess: true },
  },
  events: {
    'xstate.done.actor.loadConfig': { 'all features': { output: config } },
    'xstate.error.actor.loadConfig': { offline },
    'xstate.done.actor.loadAddresses': { none: { output: [] } },
    'xstate.error.actor.loadAddresses': { offline, 'session ended': sessionEnded },
    'xstate.done.actor.loadUser': { guest: { output: null } },
    'xstate.error.actor.loadUser': { offline, 'session ended': sessionEnded },
    'xstate.done.actor.loadRestaurants': {
      'delivery and takeout': { output: bothServices },
      'takeout only': { output: takeoutOnly },
      'none nearby': { output: noneNearby },
    },
    'xstate.error.actor.loadRestaurants': { offline },
    'xstate.done.actor.loadStoreGeolocation': { 'inside the area': { output: storeGeolocation } },
    'xstate.error.actor.loadStoreGeolocation': { offline },
    'xstate.done.actor.loadFavorites': { one: { output: favorites } },
    'xstate.error.actor.loadFavorites': { offline },
    'xstate.done.actor.loadHome': { search: { output: home } },
    'xstate.error.actor.loadHome': { offline },
    'checkoutOption.change': { takeout: { option: 'takeout' } },
    'startup.load': { here: { location } },
    'startup.reload': { here: {} },
  },
  assertions: {
    config: (snapshot) => {
      expect(selectIsLoading(snapshot)).toBe(true);
    },
    loading: (snapshot) => {
      expect(selectIsLoading(snapshot)).toBe(true);
      expect(selectFeatures(snapshot)).toEqual(config.features);
    },
    idle: (snapshot) => {
      expect(selectIsReady(snapshot)).toBe(true);
      expect(selectHome(snapshot)).toBeUndefined();
    },
    ready: (snapshot) => {
      expect(selectIsReady(snapshot)).toBe(true);
      expect(selectIsLoading(snapshot)).toBe(false);
      expect(selectHome(snapshot)).toEqual(home);
    },
    failed: (snapshot) => {
      expect(selectIsFatal(snapshot)).toBe(true);
      expect(snapshot.context.error).toBe(offline.error);
    },
    'loading.favorites': (snapshot) => {
      const offered = selectRestaurant(snapshot)?.services.find(
        (service) => service.serviceType === selectCheckoutOption(snapshot),
      );
      expect(selectServiceId(snapshot)).toBe(offered?.id);
    },
  },
});
