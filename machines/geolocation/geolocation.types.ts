import type { ApiErrorKey } from '../../contract/errors.ts';
import type { GeoPoint } from '../../contract/geo-point.ts';
import type { RouteTag } from '../../contract/routes.ts';

/** Spec §3 "Geolocation permission states", plus a browser without geolocation at all. */
export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unavailable';

/** Why the position request failed: the visitor said no at the browser's prompt, or there is no fix. */
export interface PositionFailure {
  reason: 'denied' | 'unavailable';
}

/** A geocoded place: what a CEP, a street search or a position answers (spec §7 "geocode"). */
export interface Place {
  postalCode: string;
  street: string;
  district: string;
  city: string;
  /** Two-letter code (SP). */
  state: string;
  latitude: number;
  longitude: number;
}

/** What the visitor types on the address step; street and district come filled from the place. */
export interface AddressForm {
  street: string;
  number: string;
  district: string;
  complement: string;
  referencePoint: string;
}

export type AddressField = keyof AddressForm;
export type FieldProblem = 'required' | 'tooLong';
export type FormProblems = Partial<Record<AddressField, FieldProblem>>;

/** Spec §3 "Address" without its id; empty complement and reference point mean none. */
export interface NewAddress extends Place {
  number: string;
  complement: string;
  referencePoint: string;
}

export interface SavedAddress extends NewAddress {
  id: string;
  isMain: boolean;
}

/** What the wizard tells analytics of a save: the address, for which flow, and whether it is a new one. */
export interface RegisteredAddress {
  address: SavedAddress;
  scope: WizardScope;
  isNew: boolean;
}

/**
 * Spec §3 "Geolocation store": `register` when the wizard is part of signing up or a first visit,
 * `profile` when opened from the address book.
 */
export type WizardScope = 'register' | 'profile';

export type GeolocationErrorKey =
  | ApiErrorKey
  | 'permissionDenied'
  | 'positionUnavailable'
  | 'postalCodeInvalid'
  | 'postalCodeNotFound'
  | 'addressQueryInvalid'
  | 'addressNotFound'
  | 'addressFormInvalid';

/* ---------- the locate step (child machine) ---------- */

export interface LocateInput {
  /** Ask for the position at once when the permission is already granted (not when coming back). */
  autoLocate: boolean;
}

export interface LocateContext {
  autoLocate: boolean;
  permission: LocationPermission | undefined;
  position: GeoPoint | undefined;
  /** The CEP being looked up, as `00000-000`. */
  postalCode: string;
  query: string;
  results: Place[];
  place: Place | undefined;
  error: GeolocationErrorKey | undefined;
}

export type LocateEvent =
  | { type: 'position.request' }
  /** The browser's permission changed (a `PermissionStatus` change the app listens to). */
  | { type: 'permission.changed'; permission: LocationPermission }
  | { type: 'postalCode.submit'; postalCode: string }
  | { type: 'address.search'; query: string }
  /** One of the search results, by its index in the list. */
  | { type: 'place.choose'; index: number }
  | { type: 'step.back' };

export interface LocateOutput {
  /** Where the address step starts; at the device's position when the place came from it. */
  place: Place;
}

export type LocateTag = 'busy' | 'choosing' | 'results';

export interface PostalCodeInput {
  postalCode: string;
}

export interface AddressSearchInput {
  query: string;
}

/* ---------- the wizard ---------- */

export interface GeolocationInput {
  scope?: WizardScope;
  /** An address from the address book to edit: the wizard starts at the address step. */
  address?: SavedAddress;
}

export interface GeolocationContext {
  scope: WizardScope;
  place: Place | undefined;
  form: AddressForm;
  problems: FormProblems;
  /** The address once saved (or the one being edited): saving again updates it. */
  saved: SavedAddress | undefined;
  error: GeolocationErrorKey | undefined;
}

export type GeolocationEvent =
  | LocateEvent
  /** The locate step's child failed unexpectedly: start it again. */
  | { type: 'locate.retry' }
  | { type: 'address.save'; form: AddressForm }
  | { type: 'address.confirm' };

export interface SaveAddressInput {
  scope: WizardScope;
  /** Set when the address was saved before (or is being edited): update it instead of creating one. */
  id: string | undefined;
  address: NewAddress;
}

export interface GeolocationOutput {
  address: SavedAddress;
}

export type GeolocationTag =
  | Extract<RouteTag, 'route:/geolocation' | 'route:/geolocation/address' | 'route:/geolocation/confirm'>
  | 'step:geolocation'
  | 'step:address'
  | 'step:confirm'
  | 'busy'
  | 'error';
