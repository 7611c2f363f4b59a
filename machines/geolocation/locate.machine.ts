// Step 0 of the address wizard: the browser's position or a CEP.
// Spec §2 `/geolocation`; §3 permission states; §7 geocode.
import { assign, type EventObject, fromCallback, setup } from 'xstate';
import type { GeoPoint } from '../../contract/geo-point.ts';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type {
  AddressSearchInput,
  GeolocationErrorKey,
  LocateContext,
  LocateEvent,
  LocateInput,
  LocateOutput,
  LocateTag,
  LocationPermission,
  Place,
  PostalCodeInput,
} from './geolocation.types.ts';
import { normalizePostalCode } from './postal-code.ts';

/** A street search needs a few letters to mean anything; longer than a street line is not an address. */
export const ADDRESS_QUERY_LIMITS = { min: 3, max: 120 } as const;

const isSearchableQuery = (query: string) => {
  const { length } = query.trim();
  return length >= ADDRESS_QUERY_LIMITS.min && length <= ADDRESS_QUERY_LIMITS.max;
};

const apiFailure = ({ event }: { event: { error: unknown } }) => apiErrorKeyOf(event.error);

/**
 * Step 0 of the address wizard (spec §2 "/geolocation", §3 permission states): the browser's
 * position, reverse geocoded, or — when the permission is denied, unavailable or the visitor prefers
 * — a CEP or a street search. Ends with the place the address step starts from.
 */
export const locateMachine = setup({
  types: {} as {
    context: LocateContext;
    events: LocateEvent;
    input: LocateInput;
    output: LocateOutput;
    tags: LocateTag;
  },
  actors: {
    checkPermission: provided<LocationPermission>('locate', 'checkPermission'),
    /** Rejects with a `PositionFailure`. */
    requestPosition: provided<GeoPoint>('locate', 'requestPosition'),
    reverseGeocode: provided<Place, GeoPoint>('locate', 'reverseGeocode'),
    geocodePostalCode: provided<Place[], PostalCodeInput>('locate', 'geocodePostalCode'),
    searchAddress: provided<Place[], AddressSearchInput>('locate', 'searchAddress'),
    /** Provided by the app: sends `permission.changed` when the visitor changes it in the browser. */
    watchPermission: fromCallback<EventObject, undefined, LocateEvent>(() => {}),
  },
  actions: {
    storePermission: assign((_, permission: LocationPermission) => ({ permission })),
    storePosition: assign((_, position: GeoPoint) => ({ position })),
    storePlace: assign((_, place: Place) => ({ place })),
    storeResults: assign((_, results: Place[]) => ({ results })),
    storePostalCode: assign(({ event }) =>
      event.type === 'postalCode.submit' ? { postalCode: normalizePostalCode(event.postalCode) ?? '' } : {},
    ),
    storeQuery: assign(({ event }) => (event.type === 'address.search' ? { query: event.query.trim() } : {})),
    storeError: assign((_, error: GeolocationErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
  },
  guards: {
    shouldLocate: ({ context }, permission: LocationPermission) =>
      context.autoLocate && permission === 'granted',
    canLocate: ({ context }) => context.permission !== 'denied' && context.permission !== 'unavailable',
    isDenied: ({ event }) => (event as { error?: { reason?: unknown } }).error?.reason === 'denied',
    isPostalCode: ({ event }) =>
      event.type === 'postalCode.submit' && normalizePostalCode(event.postalCode) !== undefined,
    isSearchable: ({ event }) => event.type === 'address.search' && isSearchableQuery(event.query),
    hasPlaces: (_, places: Place[]) => places.length > 0,
    isListedPlace: ({ context, event }) =>
      event.type === 'place.choose' && context.results[event.index] !== undefined,
  },
}).createMachine({
  id: 'locate',
  context: ({ input }) => ({
    autoLocate: input.autoLocate,
    permission: undefined,
    position: undefined,
    postalCode: '',
    query: '',
    results: [],
    place: undefined,
    error: undefined,
  }),
  initial: 'checkingPermission',
  // For as long as the step runs: a permission given or taken back in the browser's settings.
  invoke: { id: 'watchPermission', src: 'watchPermission' },
  output: ({ context }) => ({ place: required(context.place, 'locate: the place') }),
  // The fallbacks work from anywhere in the step, also while the position is still coming.
  on: {
    'permission.changed': { actions: { type: 'storePermission', params: ({ event }) => event.permission } },
    'postalCode.submit': [
      { guard: 'isPostalCode', target: '.lookingUpPostalCode', actions: ['storePostalCode', 'clearError'] },
      { actions: { type: 'storeError', params: 'postalCodeInvalid' } },
    ],
    'address.search': [
      { guard: 'isSearchable', target: '.searching', actions: ['storeQuery', 'clearError'] },
      { actions: { type: 'storeError', params: 'addressQueryInvalid' } },
    ],
  },
  states: {
    checkingPermission: {
      tags: 'busy',
      invoke: {
        id: 'checkPermission',
        src: 'checkPermission',
        onDone: [
          {
            guard: { type: 'shouldLocate', params: ({ event }) => event.output },
            target: 'locating',
            actions: { type: 'storePermission', params: ({ event }) => event.output },
          },
          { target: 'choosing', actions: { type: 'storePermission', params: ({ event }) => event.output } },
        ],
        // A browser without the Permissions API: only asking for the position tells.
        onError: { target: 'choosing', actions: { type: 'storePermission', params: 'prompt' } },
      },
    },
    choosing: {
      tags: 'choosing',
      on: { 'position.request': { guard: 'canLocate', target: 'locating', actions: 'clearError' } },
    },
    locating: {
      tags: 'busy',
      invoke: {
        id: 'requestPosition',
        src: 'requestPosition',
        onDone: {
          target: 'reverseGeocoding',
          actions: [
            { type: 'storePermission', params: 'granted' },
            { type: 'storePosition', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: 'isDenied',
            target: 'choosing',
            actions: [
              { type: 'storePermission', params: 'denied' },
              { type: 'storeError', params: 'permissionDenied' },
            ],
          },
          { target: 'choosing', actions: { type: 'storeError', params: 'positionUnavailable' } },
        ],
      },
    },
    reverseGeocoding: {
      tags: 'busy',
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode',
        input: ({ context }) => required(context.position, 'locate: the position'),
        onDone: {
          target: 'located',
          // The nearest known address names the street; the device says where the visitor is.
          actions: {
            type: 'storePlace',
            params: ({ context, event }) => ({ ...event.output, ...required(context.position, 'position') }),
          },
        },
        onError: { target: 'choosing', actions: { type: 'storeError', params: apiFailure } },
      },
    },
    lookingUpPostalCode: {
      tags: 'busy',
      invoke: {
        id: 'geocodePostalCode',
        src: 'geocodePostalCode',
        input: ({ context }) => ({ postalCode: context.postalCode }),
        onDone: [
          {
            guard: { type: 'hasPlaces', params: ({ event }) => event.output },
            target: 'located',
            actions: { type: 'storePlace', params: ({ event }) => event.output[0] as Place },
          },
          { target: 'choosing', actions: { type: 'storeError', params: 'postalCodeNotFound' } },
        ],
        onError: { target: 'choosing', actions: { type: 'storeError', params: apiFailure } },
      },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchAddress',
        src: 'searchAddress',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: { type: 'hasPlaces', params: ({ event }) => event.output },
            target: 'results',
            actions: { type: 'storeResults', params: ({ event }) => event.output },
          },
          { target: 'choosing', actions: { type: 'storeError', params: 'addressNotFound' } },
        ],
        onError: { target: 'choosing', actions: { type: 'storeError', params: apiFailure } },
      },
    },
    results: {
      tags: 'results',
      on: {
        'place.choose': {
          guard: 'isListedPlace',
          target: 'located',
          actions: {
            type: 'storePlace',
            params: ({ context, event }) => context.results[event.index] as Place,
          },
        },
        'step.back': 'choosing',
      },
    },
    located: { type: 'final' },
  },
});
