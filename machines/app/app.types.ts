import type { DeviceType } from '../../contract/device.ts';
import type { GeoPoint } from '../../contract/geo-point.ts';
import type { Address } from '../../contract/schemas/address.ts';
import type { ServiceType, ServiceUnavailable } from '../../contract/schemas/catalog.ts';
import type { NewCartItem } from '../cart/cart.types.ts';
import type { CatalogService, SearchSettings } from '../catalog/catalog.types.ts';
import type { GeolocationInput } from '../geolocation/geolocation.types.ts';
import type { Tokens } from '../session/session.types.ts';
import type { PersistedTable, TableUser } from '../table/table.types.ts';
import type { AccountUser, PersistedUser, UserType } from '../user/user.types.ts';

export interface Device {
  isMobile: boolean;
  type: DeviceType;
  version: string;
}

/** What the app found in storage (each slice versioned and checked before it gets here). */
export interface StoredState {
  tokens?: Tokens;
  user?: PersistedUser;
  /** A checkout option chosen before a reload (spec §4), applied by the next start-up load. */
  checkoutOption?: ServiceType;
  /** The position the customer last confirmed in the address wizard. */
  location?: GeoPoint;
  /** A guest's session (spec §3 "Guest session"): its order id gives the guest access (spec §4). */
  guestSession?: { orderId: string; session: string };
  /** The copy of a registered customer's cart order id (spec §3 "Order"). */
  cartOrderId?: string;
  /** The table as it was persisted: its snapshot, and its data should the chart not accept the snapshot. */
  table?: { snapshot?: unknown; slice?: Partial<PersistedTable> };
}

export interface AppInput {
  /** The page the app opened on. */
  pathname: string;
  search: string;
  device: Device;
  stored: StoredState;
}

/** What the charts of the tree read of each other, kept as their snapshots change (`onSnapshot`). */
export interface AppFacts {
  signedIn: boolean;
  user: AccountUser | null;
  userType: UserType;
  tableUser: TableUser;
  tableTermsAccepted: boolean;
  tutorialSeen: boolean;
  tableOrder: boolean;
  /** The brand's external login feature: undefined until the features arrive. */
  externalLogin: boolean | undefined;
  /** Spec §2 "After login" rule 1: seated at a table, or sent from one to sign in. */
  returnsToTable: boolean;
  startupBusy: boolean;
  /** A guest's open order (spec §4 "Access"): the guest session's order id. */
  orderId: string | undefined;
  /** The service the catalog shows (start-up's store and checkout option), and the home's search block. */
  catalogService: CatalogService | undefined;
  searchSettings: SearchSettings;
  /** Where the customer orders to (the main address, a guest session's for a guest): a guest's cart starts there. */
  mainAddress: Address | undefined;
  /** There is a cart to pay for (an order with lines). */
  hasCart: boolean;
  /** The cart's kept id that turned out an order already (the cart's `placedOrderId`). */
  placedOrderId?: string;
}

export interface AppContext {
  pathname: string;
  search: string;
  device: Device;
  stored: StoredState;
  facts: AppFacts;
  /** The unavailable-service modal (spec §2), opened by a 412 or a store answer; undefined: closed. */
  unavailable: ServiceUnavailable | undefined;
  /** What the address wizard starts with when opened from the address book (an address to edit). */
  wizard: GeolocationInput | undefined;
  /** A child the app cannot run without failed (a bug): the fatal page shows. */
  failure: unknown;
  /** A dish added while the cart's code was still on its way: the cart gets it once it runs. */
  heldCartItem: NewCartItem | undefined;
}

export type AppEvent =
  /** The URL changed (the navigation binding): a link, the back button, a redirect, a typed address. */
  | { type: 'route.entered'; pathname: string; search: string }
  /** A one-off move a child asks for (the session ended: to login). */
  | { type: 'navigation.requested'; to: string }
  /** 412 (spec §8) or a store answer: the unavailable-service modal opens with the reason. */
  | ({ type: 'service.unavailable' } & ServiceUnavailable)
  | { type: 'service.modalClosed' }
  /** 406 (spec §8): the state is reset and the customer goes home. */
  | { type: 'state.reset' }
  /** The checkout-option chart: the customer chose delivery or takeout (the start-up load runs again). */
  | { type: 'checkoutOption.changed'; option: ServiceType }
  /** Open the address wizard, from the address book: add (`profile` scope) or edit an address. */
  | ({ type: 'location.open' } & GeolocationInput)
  /** The product sheet's "add": a dish for the cart. */
  | { type: 'cart.addItem'; item: NewCartItem }
  /** The API refilled the cart ("order again"): read it again. */
  | { type: 'cart.reload' }
  /** The home's address chip: the signed-in customer's saved addresses to pick from, or done picking. */
  | { type: 'addressPicker.open' }
  | { type: 'addressPicker.close' }
  /** A guest's session was started with the address they confirmed. */
  | { type: 'guestSession.started'; orderId: string };

/** For the navigation binding. */
export type AppEmitted = { type: 'navigate'; to: string };
