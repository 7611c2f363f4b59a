import type { SnapshotFrom } from 'xstate';
import type { startupMachine } from './startup.machine.ts';

export type StartupSnapshot = SnapshotFrom<typeof startupMachine>;

/** Undefined until the features are loaded: route guards wait for them. */
export const selectFeatures = (snapshot: StartupSnapshot) => snapshot.context.features;
export const selectRedirects = (snapshot: StartupSnapshot) => snapshot.context.redirects;

export const selectIsLoading = (snapshot: StartupSnapshot) => snapshot.hasTag('busy');
export const selectIsReady = (snapshot: StartupSnapshot) => snapshot.hasTag('ready');
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
/** The customer's point the stores were looked up for; undefined before they gave one. */
export const selectCustomerPoint = (snapshot: StartupSnapshot) => snapshot.context.location;
