import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { GeoPoint } from '../../contract/geo-point.ts';
import { geolocationMachine } from '../../machines/geolocation/geolocation.machine.ts';
import type {
  AddressSearchInput,
  LocateEvent,
  Place,
  PostalCodeInput,
  SaveAddressInput,
  SavedAddress,
} from '../../machines/geolocation/geolocation.types.ts';
import { locateMachine } from '../../machines/geolocation/locate.machine.ts';
import { geocode, reverseGeocode } from '../api/addresses.ts';
import { isApiError } from '../api/errors.ts';
import { track } from '../lib/analytics.ts';
import { addressRegisteredEvent } from './flows/address-events.ts';
import { placeOfGeocode } from './flows/address-wire.ts';
import {
  checkLocationPermission,
  requestPosition,
  watchLocationPermission,
} from './flows/browser-position.ts';
import { saveAddress } from './flows/save-address.ts';
import type { Slices } from './stored-state.ts';

/** A CEP the data set does not know is an empty answer (the chart says "not found"), not a failure. */
async function placesOfPostalCode({ postalCode }: PostalCodeInput, signal: AbortSignal): Promise<Place[]> {
  try {
    return (await geocode({ postalCode, signal })).map(placeOfGeocode);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/**
 * The address wizard (spec §2 "/geolocation") with its real effects — the browser's permission and
 * position, the geocoder, the address book or the guest session: a chunk of its own, loaded with its pages.
 */
export const geolocationLogic = (slices: Slices) =>
  geolocationMachine.provide({
    actors: {
      locate: locateMachine.provide({
        actors: {
          checkPermission: fromPromise(() => checkLocationPermission()),
          requestPosition: fromPromise(() => requestPosition()),
          reverseGeocode: fromPromise<Place, GeoPoint>(async ({ input, signal }) =>
            placeOfGeocode(await reverseGeocode({ ...input, signal })),
          ),
          geocodePostalCode: fromPromise<Place[], PostalCodeInput>(({ input, signal }) =>
            placesOfPostalCode(input, signal),
          ),
          searchAddress: fromPromise<Place[], AddressSearchInput>(async ({ input, signal }) =>
            (await geocode({ address: input.query, signal })).map(placeOfGeocode),
          ),
          watchPermission: fromCallback<EventObject, undefined, LocateEvent>(({ sendBack }) =>
            watchLocationPermission((permission) => sendBack({ type: 'permission.changed', permission })),
          ),
        },
      }),
      saveAddress: fromPromise<SavedAddress, SaveAddressInput>(({ input, system, signal }) =>
        saveAddress(slices, { input, system, signal }),
      ),
    },
    actions: {
      trackAddressRegistered: (_, saved) => {
        if (saved.isNew) track(addressRegisteredEvent(saved));
      },
    },
  });
