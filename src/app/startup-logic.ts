import { fromPromise } from 'xstate';
import { FALLBACK_POINT } from '../../contract/geo-point.ts';
import { type SessionSnapshot, selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import { startupMachine } from '../../machines/startup/startup.machine.ts';
import type { ServiceInput, StartupConfig } from '../../machines/startup/startup.types.ts';
import { fetchStoreGeolocation, fetchStores } from '../api/catalog.ts';
import { fetchFeatures, fetchHome, fetchRedirects } from '../api/cms.ts';
import type { Slices } from './stored-state.ts';

/** The features and redirects every route guard needs. */
export async function fetchStartupConfig(signal?: AbortSignal): Promise<StartupConfig> {
  const [features, redirects] = await Promise.all([fetchFeatures({ signal }), fetchRedirects({ signal })]);
  return { features, redirects };
}

/** A signed-in visitor's profile is loaded (and handed to the user store); a guest has none. */
const isSignedIn = (system: { get(id: string): { getSnapshot(): unknown } | undefined }) =>
  selectIsSignedIn(system.get('session')?.getSnapshot() as SessionSnapshot);

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
      loadAddresses: fromPromise<unknown[], undefined>(async ({ system, signal }) => {
        if (!isSignedIn(system)) return [];
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
      loadRestaurants: fromPromise(({ input, signal }) =>
        fetchStores({ ...(input.location ?? FALLBACK_POINT), ignoreMaxDistance: !input.location, signal }),
      ),
      loadStoreGeolocation: fromPromise(({ input, signal }) =>
        fetchStoreGeolocation({ ...(input.location ?? FALLBACK_POINT), serviceId: input.serviceId, signal }),
      ),
      // Spec §4: a signed-in customer's favorites, handed to the user store that keeps them; a guest has none.
      loadFavorites: fromPromise<string[], ServiceInput>(async ({ system, signal }) => {
        if (!isSignedIn(system)) return [];
        const { fetchFavoriteIds } = await import('../api/favorites.ts');
        const itemIds = await fetchFavoriteIds({ signal }).catch((error: unknown) => {
          // Spec §8: a failed favorites fetch shows an error toast and returns an empty list.
          void import('./favorites-failed.ts').then(({ reportFavoritesFailed }) => reportFavoritesFailed());
          throw error;
        });
        system.get('user')?.send({ type: 'favorites.loaded', itemIds });
        return itemIds;
      }),
      loadHome: fromPromise(({ signal }) => fetchHome({ signal })),
    },
    actions: {
      clearCheckoutOverride: () => void slices.checkoutOption.clear(),
    },
  });
}
