import type { GeoPoint } from '../../contract/geo-point.ts';
import type { Address } from '../../contract/schemas/address.ts';
import type { ServiceType, StoreGeolocation, Stores } from '../../contract/schemas/catalog.ts';
import type { Features, Home, Redirect } from '../../contract/schemas/cms.ts';

export interface StartupInput {
  /** Table routes and payment-redirect flows skip the start-up load (spec §2). */
  skipLoad: boolean;
  /** Signed in or with a guest order: who may have access (spec §3 "Access"), for whom the load runs. */
  mayHaveAccess: boolean;
  /** The checkout option the customer chose on an earlier visit (kept by the checkout-option chart). */
  checkoutOption?: ServiceType;
  /** The position the customer confirmed before (stored); a main address takes its place. */
  location?: GeoPoint;
}

export interface StartupContext {
  skipLoad: boolean;
  mayHaveAccess: boolean;
  location: GeoPoint | undefined;
  features: Features | undefined;
  redirects: Redirect[];
  /** The signed-in user; null for a guest. */
  user: unknown;
  /** Main first: a registered user's addresses, or the guest session's address. */
  addresses: Address[];
  stores: Stores | undefined;
  checkoutOption: ServiceType;
  serviceId: string | undefined;
  storeGeolocation: StoreGeolocation | undefined;
  favorites: string[];
  home: Home | undefined;
  error: unknown;
}

export type StartupEvent =
  /** A skipped start-up (table route, a visitor without access) meets a route that needs the data. */
  | { type: 'startup.load'; mayHaveAccess: boolean; location?: GeoPoint }
  /** The `?reload` query, or a new location; omitting `location` keeps the current one. */
  | { type: 'startup.reload'; location?: GeoPoint }
  | { type: 'startup.retry' }
  | { type: 'checkoutOption.change'; option: ServiceType };

/** `serviceKnown`: the service (and checkout option) this load chose, while the rest of it still runs. */
export type StartupTag = 'busy' | 'ready' | 'fatal' | 'serviceKnown';

/** Outputs and inputs of the actors `src/app` provides. */
export interface StartupConfig {
  features: Features;
  redirects: Redirect[];
}

export interface RestaurantsInput {
  /** Undefined: the customer has no location yet (the app asks at the fallback point). */
  location: GeoPoint | undefined;
}

export interface StoreGeolocationInput {
  serviceId: string;
  location: GeoPoint;
}

export interface ServiceInput {
  serviceId: string | undefined;
}
