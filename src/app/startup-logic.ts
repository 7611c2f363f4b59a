import { fromPromise } from 'xstate';
import { FALLBACK_POINT } from '../../contract/geo-point.ts';
import type { Address } from '../../contract/schemas/address.ts';
import { startupMachine } from '../../machines/startup/startup.machine.ts';
import type { ServiceInput, StartupConfig } from '../../machines/startup/startup.types.ts';
import { takePageData } from './page-data.ts';
import { isSignedIn } from './signed-in.ts';
import type { Slices } from './stored-state.ts';

/*
 * The API calls download with the first of them (the client, its schemas and zod): a first screen
 * that needs none does not wait for them.
 */
const catalogCalls = () => import('../api/catalog.ts');
const cmsCalls = () => import('../api/cms.ts');

/** The features and redirects every route guard needs: the page's own when valid, else the API's. */
export async function fetchStartupConfig(signal?: AbortSignal): Promise<StartupConfig> {
  const embedded = takePageData('startup-config');
  const { fetchFeatures, fetchRedirects, startupConfigOf } = await cmsCalls();
  const config = startupConfigOf(embedded);
  if (config !== undefined) return config;
  const [features, redirects] = await Promise.all([fetchFeatures({ signal }), fetchRedirects({ signal })]);
  return { features, redirects };
}

/** A guest session's address, if this device keeps one: its code comes only then. */
async function guestAddresses(slices: Slices, signal: AbortSignal): Promise<Address[]> {
  const stored = await slices.guestSession.read();
  if (stored === undefined) return [];
  return (await import('./guest-address.ts')).guestAddresses(slices, stored, signal);
}

/**
 * Spec §4 "Start-up load" with its real effects. The first config load takes `earlyConfig`: the app
 * asks for it before storage is read, since every guard waits for it and it needs nothing stored.
 */
export function startupLogic(slices: Slices, earlyConfig: Promise<StartupConfig>) {
  let early: Promise<StartupConfig> | undefined = earlyConfig;
  return startupMachine.provide({
    actors: {
      loadConfig: fromPromise<StartupConfig, undefined>(({ signal }) => {
        const first = early;
        early = undefined;
        return first ?? fetchStartupConfig(signal);
      }),
      // A signed-in visitor's calls download with the first of them: a guest's first screen does not pay for them.
      // Spec §4: the customer's location — a registered user's addresses, or a guest session's one.
      loadAddresses: fromPromise<Address[], undefined>(async ({ system, signal }) => {
        if (!isSignedIn(system)) return guestAddresses(slices, signal);
        const { fetchAddresses } = await import('../api/addresses.ts');
        return fetchAddresses({ signal });
      }),
      loadUser: fromPromise<unknown, undefined>(async ({ system, signal }) => {
        if (!isSignedIn(system)) return null;
        const { fetchMe } = await import('../api/users.ts');
        const me = await fetchMe({ signal });
        system.get('user')?.send({ type: 'user.loaded', user: me });
        return me;
      }),
      // Spec §9 "Default lat/long fallback 1": only while the customer has no location at all.
      loadRestaurants: fromPromise(async ({ input, signal }) =>
        (await catalogCalls()).fetchStores({
          ...(input.location ?? FALLBACK_POINT),
          ignoreMaxDistance: !input.location,
          signal,
        }),
      ),
      loadStoreGeolocation: fromPromise(async ({ input, signal }) =>
        (await catalogCalls()).fetchStoreGeolocation({
          ...input.location,
          serviceId: input.serviceId,
          signal,
        }),
      ),
      // Spec §4: a signed-in customer's favorites, handed to the user store that keeps them; a guest has none.
      loadFavorites: fromPromise<string[], ServiceInput>(async ({ system, signal }) => {
        if (!isSignedIn(system)) return [];
        const itemIds = await (await import('./favorite-ids.ts')).loadFavoriteIds(signal);
        system.get('user')?.send({ type: 'favorites.loaded', itemIds });
        return itemIds;
      }),
      loadHome: fromPromise(async ({ signal }) => (await cmsCalls()).fetchHome({ signal })),
    },
  });
}
