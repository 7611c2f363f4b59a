import { createActor, fromPromise } from 'xstate';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import { selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import { startupMachine } from '../../machines/startup/startup.machine.ts';
import type { GeoPoint, ServiceInput, StartupConfig } from '../../machines/startup/startup.types.ts';
import { fetchAddresses } from '../api/addresses.ts';
import { fetchStoreGeolocation, fetchStores } from '../api/catalog.ts';
import { fetchFeatures, fetchHome, fetchRedirects } from '../api/cms.ts';
import { fetchMe } from '../api/users.ts';
import { checkoutOptionOverride } from './checkout-option-slice.ts';
import type { SessionActor } from './session-actor.ts';
import type { UserActor } from './user-actor.ts';

/** Spec §9 "Default lat/long fallback 1": where stores are looked up before the visitor has a location. */
export const FALLBACK_POSITION: GeoPoint = { latitude: 1, longitude: 1 };

const fetchConfig = async (signal?: AbortSignal): Promise<StartupConfig> => {
  const [features, redirects] = await Promise.all([fetchFeatures({ signal }), fetchRedirects({ signal })]);
  return { features, redirects };
};

let earlyConfig: Promise<StartupConfig> | undefined;

/**
 * Asks for the features and redirects before storage is read: every route guard waits for them, and
 * they need nothing stored. The start-up machine's first config load takes this answer.
 */
export function prefetchStartupConfig(): void {
  earlyConfig = fetchConfig();
  earlyConfig.catch(() => {});
}

/** The start-up machine with its real effects: the reference API, storage. */
export const providedStartupMachine = startupMachine.provide({
  actors: {
    loadConfig: fromPromise<StartupConfig, undefined>(({ signal }) => {
      const early = earlyConfig;
      earlyConfig = undefined;
      return early ?? fetchConfig(signal);
    }),
    // Favorites are loaded with the menu's favorites; none to load at start-up yet.
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

interface StartupActors {
  session: SessionActor;
  user: UserActor;
}

/** A signed-in visitor's profile and addresses are loaded and handed to the user actor; a guest has none. */
function profileLoaders({ session, user }: StartupActors) {
  const signedIn = () => selectIsSignedIn(session.getSnapshot());
  return {
    loadAddresses: fromPromise<unknown[], undefined>(async ({ signal }) =>
      signedIn() ? fetchAddresses({ signal }) : [],
    ),
    loadUser: fromPromise<unknown, undefined>(async ({ signal }) => {
      if (!signedIn()) return null;
      const me = await fetchMe({ signal });
      user.send({ type: 'user.loaded', user: me });
      return me;
    }),
  };
}

export function createStartupActor({
  session,
  user,
  ...input
}: StartupActors & { skipLoad: boolean; checkoutOption?: ServiceType }) {
  const machine = providedStartupMachine.provide({ actors: profileLoaders({ session, user }) });
  return createActor(machine, { input });
}

export type StartupActor = ReturnType<typeof createStartupActor>;
