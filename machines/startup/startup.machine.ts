// The start-up load: features, redirects, store and home.
// Spec §4 "Start-up load"; §2 guards.
import { and, assign, or, setup } from 'xstate';
import type { GeoPoint } from '../../contract/geo-point.ts';
import type { Address } from '../../contract/schemas/address.ts';
import type { ServiceType, StoreGeolocation, Stores } from '../../contract/schemas/catalog.ts';
import type { Home } from '../../contract/schemas/cms.ts';
import { resolveCheckoutOption } from '../checkout-option/checkout-option.rules.ts';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided as providedActor } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { deliveryPointOf } from './delivery-point.ts';
import type {
  RestaurantsInput,
  ServiceInput,
  StartupConfig,
  StartupContext,
  StartupEvent,
  StartupInput,
  StartupTag,
  StoreGeolocationInput,
} from './startup.types.ts';

/** What a page that needs the data says: who it is for, and where they are if that changed. */
type LoadRequest = { location?: GeoPoint; mayHaveAccess: boolean };

/** Real implementations are provided by `src/app`; tests provide fakes the same way. */
const provided = <TOutput, TInput = undefined>(name: string) =>
  providedActor<TOutput, TInput>('startup', name);

/**
 * Every load failure but favorites is fatal and keeps its error for the failure page.
 * (Params of type `unknown` give the arrow no contextual type, hence the annotation.)
 */
const fail = {
  target: '#startup.failed',
  actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
} as const;

/**
 * A signed-in visitor's load refused because the session ended elsewhere (a logout on another device,
 * the account deleted): the API client could not refresh it, and the session chart signs out and sends
 * the customer to sign in (spec §4). The load starts over as a visitor's, not as a failure.
 */
const profileFailed = [
  { guard: 'hasSessionEnded', target: '#startup.configured', actions: 'forgetAccess' },
  fail,
] as const;

function requireServiceId({ serviceId }: StartupContext): string {
  if (serviceId === undefined) throw new Error('startup: no service id to load the restaurant geolocation');
  return serviceId;
}

/**
 * Spec §4 "Start-up load", with the features and redirects every route guard needs first. The stores
 * are looked up at the customer's location (`deliveryPointOf`); the checkout-option chart hears what
 * was found from the app.
 */
export const startupMachine = setup({
  types: {} as {
    context: StartupContext;
    events: StartupEvent;
    input: StartupInput;
    tags: StartupTag;
  },
  actors: {
    loadConfig: provided<StartupConfig>('loadConfig'),
    loadAddresses: provided<Address[]>('loadAddresses'),
    loadUser: provided<unknown>('loadUser'),
    loadRestaurants: provided<Stores, RestaurantsInput>('loadRestaurants'),
    loadStoreGeolocation: provided<StoreGeolocation, StoreGeolocationInput>('loadStoreGeolocation'),
    loadFavorites: provided<string[], ServiceInput>('loadFavorites'),
    loadHome: provided<Home, ServiceInput>('loadHome'),
  },
  actions: {
    forgetAccess: assign({ mayHaveAccess: false }),
    storeConfig: assign((_, { features, redirects }: StartupConfig) => ({ features, redirects })),
    requestLoad: assign(({ context }, { location, mayHaveAccess }: LoadRequest) => ({
      skipLoad: false,
      mayHaveAccess,
      location: location ?? context.location,
    })),
    storeLocation: assign(({ context }, location: GeoPoint | undefined) => ({
      location: location ?? context.location,
    })),
    chooseCheckoutOption: assign((_, checkoutOption: ServiceType) => ({ checkoutOption })),
    storeAddresses: assign((_, addresses: Address[]) => ({ addresses })),
    storeUser: assign((_, user: unknown) => ({ user })),
    storeStores: assign((_, stores: Stores) => ({ stores })),
    applyCheckoutOption: assign(({ context }) => {
      const { option, serviceId } = resolveCheckoutOption(
        context.checkoutOption,
        context.stores?.restaurants[0],
      );
      return { checkoutOption: option, serviceId };
    }),
    storeStoreGeolocation: assign((_, storeGeolocation: StoreGeolocation) => ({ storeGeolocation })),
    clearStoreGeolocation: assign({ storeGeolocation: undefined }),
    storeFavorites: assign((_, favorites: string[]) => ({ favorites })),
    storeHome: assign((_, home: Home) => ({ home })),
    storeError: assign((_, error: unknown) => ({ error })),
    clearError: assign({ error: undefined }),
  },
  guards: {
    shouldSkipLoad: ({ context }) => context.skipLoad,
    /**
     * Spec §4: the load runs "provided user access is valid". With external login on, a visitor who is
     * neither signed in nor holds a guest order is sent to sign in: no stores and home for them.
     */
    isVisitorWithoutAccess: ({ context }) =>
      context.features?.external_login === true && !context.mayHaveAccess,
    hasConfig: ({ context }) => context.features !== undefined,
    hasSessionEnded: ({ event }) => apiErrorKeyOf((event as { error?: unknown }).error) === 'unauthorized',
    hasService: ({ context }) => context.serviceId !== undefined,
    /** Without the customer's location the store cannot say whether it serves them. */
    hasDeliveryPoint: ({ context }) => deliveryPointOf(context) !== undefined,
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({
    skipLoad: input.skipLoad,
    mayHaveAccess: input.mayHaveAccess,
    location: input.location,
    features: undefined,
    redirects: [],
    user: null,
    addresses: [],
    stores: undefined,
    checkoutOption: input.checkoutOption ?? 'delivery',
    serviceId: undefined,
    storeGeolocation: undefined,
    favorites: [],
    home: undefined,
    error: undefined,
  }),
  initial: 'config',
  states: {
    config: {
      tags: 'busy',
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: {
          target: 'configured',
          actions: { type: 'storeConfig', params: ({ event }) => event.output },
        },
        onError: fail,
      },
      on: {
        'startup.load': { actions: { type: 'requestLoad', params: ({ event }) => event } },
      },
    },
    // Whether the load runs: not on the pages that skip it, nor for a visitor without access.
    configured: {
      always: [
        { guard: or(['shouldSkipLoad', 'isVisitorWithoutAccess']), target: 'idle' },
        { target: 'loading' },
      ],
    },
    idle: {
      tags: 'ready',
      on: {
        'startup.load': {
          target: 'configured',
          actions: { type: 'requestLoad', params: ({ event }) => event },
        },
        // Not loaded yet: a new location is kept for the load to come.
        'startup.reload': { actions: { type: 'storeLocation', params: ({ event }) => event.location } },
      },
    },
    loading: {
      tags: 'busy',
      initial: 'profile',
      on: {
        'checkoutOption.change': {
          target: 'loading',
          reenter: true,
          actions: { type: 'chooseCheckoutOption', params: ({ event }) => event.option },
        },
        'startup.reload': {
          target: 'loading',
          reenter: true,
          actions: { type: 'storeLocation', params: ({ event }) => event.location },
        },
      },
      states: {
        profile: {
          type: 'parallel',
          states: {
            addresses: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'loadAddresses',
                    src: 'loadAddresses',
                    onDone: {
                      target: 'done',
                      actions: { type: 'storeAddresses', params: ({ event }) => event.output },
                    },
                    onError: profileFailed,
                  },
                },
                done: { type: 'final' },
              },
            },
            user: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'loadUser',
                    src: 'loadUser',
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'storeUser',
                        params: ({ event }: { event: { output: unknown } }) => event.output,
                      },
                    },
                    onError: profileFailed,
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: 'restaurants',
        },
        restaurants: {
          invoke: {
            id: 'loadRestaurants',
            src: 'loadRestaurants',
            input: ({ context }) => ({ location: deliveryPointOf(context) }),
            onDone: {
              target: 'checkoutOption',
              actions: { type: 'storeStores', params: ({ event }) => event.output },
            },
            onError: fail,
          },
        },
        checkoutOption: {
          entry: 'applyCheckoutOption',
          always: [
            { guard: and(['hasService', 'hasDeliveryPoint']), target: 'restaurantGeolocation' },
            // No restaurant serves this location, or there is no location yet: no store geolocation to load.
            { target: 'favorites', actions: 'clearStoreGeolocation' },
          ],
        },
        // The service is chosen from here on: the menu need not wait for what the load still reads.
        restaurantGeolocation: {
          tags: 'serviceKnown',
          invoke: {
            id: 'loadStoreGeolocation',
            src: 'loadStoreGeolocation',
            input: ({ context }) => ({
              serviceId: requireServiceId(context),
              location: required(deliveryPointOf(context), 'startup: the delivery point'),
            }),
            onDone: {
              target: 'favorites',
              actions: { type: 'storeStoreGeolocation', params: ({ event }) => event.output },
            },
            onError: fail,
          },
        },
        favorites: {
          tags: 'serviceKnown',
          invoke: {
            id: 'loadFavorites',
            src: 'loadFavorites',
            input: ({ context }) => ({ serviceId: context.serviceId }),
            onDone: {
              target: 'home',
              actions: { type: 'storeFavorites', params: ({ event }) => event.output },
            },
            // Spec §8: a failed favorites fetch returns an empty list.
            onError: { target: 'home', actions: { type: 'storeFavorites', params: [] } },
          },
        },
        home: {
          tags: 'serviceKnown',
          invoke: {
            id: 'loadHome',
            src: 'loadHome',
            input: ({ context }) => ({ serviceId: context.serviceId }),
            onDone: {
              target: '#startup.ready',
              actions: { type: 'storeHome', params: ({ event }) => event.output },
            },
            onError: fail,
          },
        },
      },
    },
    ready: {
      tags: ['ready', 'serviceKnown'],
      on: {
        'checkoutOption.change': {
          target: 'loading',
          actions: { type: 'chooseCheckoutOption', params: ({ event }) => event.option },
        },
        'startup.reload': {
          target: 'loading',
          actions: { type: 'storeLocation', params: ({ event }) => event.location },
        },
      },
    },
    failed: {
      tags: 'fatal',
      exit: 'clearError',
      on: {
        'startup.retry': [{ guard: 'hasConfig', target: 'loading' }, { target: 'config' }],
      },
    },
  },
});
