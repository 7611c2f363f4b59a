import type { SnapshotFrom } from 'xstate';
import { deliveryPointOf } from './delivery-point.ts';
import type { startupMachine } from './startup.machine.ts';

export type StartupSnapshot = SnapshotFrom<typeof startupMachine>;

/** Undefined until the features are loaded: route guards wait for them. */
export const selectFeatures = (snapshot: StartupSnapshot) => snapshot.context.features;
export const selectRedirects = (snapshot: StartupSnapshot) => snapshot.context.redirects;

export const selectIsLoading = (snapshot: StartupSnapshot) => snapshot.hasTag('busy');
export const selectIsReady = (snapshot: StartupSnapshot) => snapshot.hasTag('ready');
/** The service is chosen: ready, or a load past the restaurants (spec §4 order) still reading the rest. */
export const selectIsServiceKnown = (snapshot: StartupSnapshot) => snapshot.hasTag('serviceKnown');
export const selectIsFatal = (snapshot: StartupSnapshot) => snapshot.hasTag('fatal');
export const selectError = (snapshot: StartupSnapshot) =>
  snapshot.hasTag('fatal') ? snapshot.context.error : undefined;

export const selectUser = (snapshot: StartupSnapshot) => snapshot.context.user;
export const selectAddresses = (snapshot: StartupSnapshot) => snapshot.context.addresses;
export const selectStores = (snapshot: StartupSnapshot) => snapshot.context.stores;
/** The restaurant serving the current location: the first one found (spec §3 "Client"). */
export const selectRestaurant = (snapshot: StartupSnapshot) => snapshot.context.stores?.restaurants[0];
export const selectCheckoutOption = (snapshot: StartupSnapshot) => snapshot.context.checkoutOption;
export const selectServiceId = (snapshot: StartupSnapshot) => snapshot.context.serviceId;
export const selectStoreGeolocation = (snapshot: StartupSnapshot) => snapshot.context.storeGeolocation;
export const selectFavorites = (snapshot: StartupSnapshot) => snapshot.context.favorites;
export const selectHome = (snapshot: StartupSnapshot) => snapshot.context.home;

/** Where the stores were looked up for the customer; undefined while they have no location. */
export const selectDeliveryPoint = (snapshot: StartupSnapshot) => deliveryPointOf(snapshot.context);
/** The address the customer orders to: the main one (a guest session's for a guest); undefined without one. */
export const selectMainAddress = (snapshot: StartupSnapshot) =>
  snapshot.context.addresses.find((address) => address.is_main) ?? snapshot.context.addresses[0];

/**
 * Why the chosen service cannot take the customer's order now, as the store answered it (spec §2
 * unavailable-service modal): the store geolocation's answer, else the service's in the store lookup.
 * Undefined when it can, or while the customer has no location (nothing is known against them).
 */
export function selectServiceUnavailable(snapshot: StartupSnapshot) {
  const { storeGeolocation, stores, serviceId } = snapshot.context;
  if (!snapshot.hasTag('ready') || selectDeliveryPoint(snapshot) === undefined) return undefined;
  const service = stores?.restaurants[0]?.services.find((candidate) => candidate.id === serviceId);
  return (storeGeolocation?.unavailable ?? service?.unavailable) || undefined;
}
/** The customer's point the stores were looked up for; undefined before they gave one. */
export const selectCustomerPoint = (snapshot: StartupSnapshot) => snapshot.context.location;
