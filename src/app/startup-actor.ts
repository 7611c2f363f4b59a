import { createActor, fromPromise } from 'xstate';
import { startupMachine } from '../../machines/startup/startup.machine.ts';
import type { GeoPoint, ServiceInput, StartupConfig } from '../../machines/startup/startup.types.ts';
import { fetchStoreGeolocation, fetchStores } from '../api/catalog.ts';
import { fetchFeatures, fetchHome, fetchRedirects } from '../api/cms.ts';
import type { ServiceType } from '../api/schemas/catalog.ts';
import { checkoutOptionOverride } from './checkout-option-slice.ts';

/** Spec §9 "Default lat/long fallback 1": where stores are looked up before the visitor has a location. */
const FALLBACK_POSITION: GeoPoint = { latitude: 1, longitude: 1 };

/** The start-up machine with its real effects: the reference API, storage. */
export const providedStartupMachine = startupMachine.provide({
  actors: {
    loadConfig: fromPromise<StartupConfig, undefined>(async ({ signal }) => {
      const [features, redirects] = await Promise.all([
        fetchFeatures({ signal }),
        fetchRedirects({ signal }),
      ]);
      return { features, redirects };
    }),
    // A visitor who has not signed in has no saved addresses, profile or favorites to load.
    loadAddresses: fromPromise<unknown[], undefined>(async () => []),
    loadUser: fromPromise<unknown, undefined>(async () => null),
    loadFavorites: fromPromise<string[], ServiceInput>(async () => []),
    loadRestaurants: fromPromise(({ input, signal }) =>
      fetchStores({ ...(input.location ?? FALLBACK_POSITION), ignoreMaxDistance: !input.location, signal }),
    ),
    loadStoreGeolocation: fromPromise(({ input, signal }) =>
      fetchStoreGeolocation({ ...(input.location ?? FALLBACK_POSITION), serviceId: input.serviceId, signal }),
    ),
    loadHome: fromPromise(({ signal }) => fetchHome({ signal })),
  },
  actions: {
    clearCheckoutOverride: () => {
      void checkoutOptionOverride.clear();
    },
  },
});

export function createStartupActor(input: { skipLoad: boolean; checkoutOption?: ServiceType }) {
  return createActor(providedStartupMachine, { input });
}

export type StartupActor = ReturnType<typeof createStartupActor>;
