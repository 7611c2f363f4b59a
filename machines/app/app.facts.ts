import type { SnapshotFrom } from 'xstate';
import { matchRoute } from '../../contract/routes.ts';
import type { Address } from '../../contract/schemas/address.ts';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { cartMachine } from '../cart/cart.machine.ts';
import type { DeliveryAddress } from '../cart/cart.types.ts';
import type { CatalogService, SearchSettings } from '../catalog/catalog.types.ts';
import type { CheckoutOptionEvent } from '../checkout-option/checkout-option.types.ts';
import { quoteOf } from '../checkout-option/store-quote.ts';
import { type SessionSnapshot, selectIsSignedIn } from '../session/session.selectors.ts';
import {
  type StartupSnapshot,
  selectCheckoutOption,
  selectCustomerPoint,
  selectFeatures,
  selectHome,
  selectIsLoading,
  selectIsServiceKnown,
  selectMainAddress,
  selectServiceId,
  selectStoreGeolocation,
  selectStores,
} from '../startup/startup.selectors.ts';
import {
  selectHasActiveSession,
  selectIsRedirectPending,
  type TableSnapshot,
} from '../table/table.location.ts';
import type { TableUser } from '../table/table.types.ts';
import { hasSession } from '../table/table-session-ids.ts';
import {
  selectHasAllTableInfo,
  selectIsRegistered,
  selectTableTermsAccepted,
  selectTutorialSeen,
  selectUser,
  selectUserType,
  type UserSnapshot,
} from '../user/user.selectors.ts';
import type { AppFacts, StoredState } from './app.types.ts';

/**
 * Who sits down, read from the user store. A sign-in counts once the profile is loaded: the table
 * needs the name to seat the diner.
 */
export function tableUserOf(snapshot: UserSnapshot): TableUser {
  const user = selectUser(snapshot);
  if (!selectIsRegistered(snapshot) || user === null) return { isRegistered: false, hasAllTableInfo: false };
  return {
    isRegistered: true,
    hasAllTableInfo: selectHasAllTableInfo(snapshot),
    name: user.name ?? undefined,
    document: user.document ?? undefined,
    account: user,
  };
}

export const sameTableUser = (a: TableUser, b: TableUser) => JSON.stringify(a) === JSON.stringify(b);

/** The home's address chip lists a signed-in customer's saved addresses (else it opens the wizard). */
export const picksSavedAddress = (facts: AppFacts) => facts.signedIn && facts.mainAddress !== undefined;

/** Spec §3 "Access": a guest with an order, or a registered user (whose delivery info start-up reads). */
export const mayHaveAccess = (facts: AppFacts) => facts.signedIn || facts.orderId !== undefined;

/** The facts before any child has said anything: what storage kept. */
export function storedFacts(stored: StoredState): AppFacts {
  const slice = stored.table?.slice;
  return {
    signedIn: stored.tokens !== undefined,
    user: stored.user?.user ?? null,
    userType: stored.user?.type ?? 'guest',
    tableUser: { isRegistered: false, hasAllTableInfo: false },
    tableTermsAccepted: stored.user?.tableTermsAccepted ?? false,
    tutorialSeen: stored.user?.tutorialSeen ?? false,
    tableOrder: false,
    externalLogin: undefined,
    returnsToTable: (slice !== undefined && hasSession(slice)) || slice?.isPnmRedirect === true,
    startupBusy: true,
    orderId: stored.guestSession?.orderId,
    catalogService: undefined,
    searchSettings: {},
    mainAddress: undefined,
    hasCart: false,
  };
}

export const userFactsOf = (snapshot: UserSnapshot): Partial<AppFacts> => ({
  user: selectUser(snapshot),
  userType: selectUserType(snapshot),
  tableUser: tableUserOf(snapshot),
  tableTermsAccepted: selectTableTermsAccepted(snapshot),
  tutorialSeen: selectTutorialSeen(snapshot),
});

export const sessionFactsOf = (snapshot: SessionSnapshot): Partial<AppFacts> => ({
  signedIn: selectIsSignedIn(snapshot),
});

/**
 * The service the catalog shows: known once start-up chose it, before the load's later reads (store
 * geolocation, favorites, home) end; none while a new load has not chosen again.
 */
function catalogServiceOf(snapshot: StartupSnapshot): CatalogService | undefined {
  const serviceId = selectServiceId(snapshot);
  if (serviceId === undefined || !selectIsServiceKnown(snapshot)) return undefined;
  return { serviceId, serviceType: selectCheckoutOption(snapshot), location: selectCustomerPoint(snapshot) };
}

/** The home's search block sets the search's minimum and debounce (spec §3 "Home", §5). */
function searchSettingsOf(snapshot: StartupSnapshot): SearchSettings {
  const block = selectHome(snapshot)?.data.find((candidate) => candidate.type === 'search');
  if (block === undefined) return {};
  const { minSize, debounce } = block as { minSize?: unknown; debounce?: unknown };
  return {
    minSize: typeof minSize === 'number' ? minSize : undefined,
    debounce: typeof debounce === 'number' ? debounce : undefined,
  };
}

export const startupFactsOf = (snapshot: StartupSnapshot): Partial<AppFacts> => ({
  tableOrder: selectFeatures(snapshot)?.table_order === true,
  externalLogin: selectFeatures(snapshot)?.external_login,
  startupBusy: selectIsLoading(snapshot),
  catalogService: catalogServiceOf(snapshot),
  searchSettings: searchSettingsOf(snapshot),
  mainAddress: selectMainAddress(snapshot),
});

/** The customer's main address as the cart takes it. */
export function deliveryAddressOf(address: Address | undefined): DeliveryAddress | undefined {
  if (address === undefined) return undefined;
  return {
    id: address.id,
    postalCode: address.postal_code,
    street: address.street,
    number: address.number,
    ...(address.complement ? { complement: address.complement } : {}),
    ...(address.reference_point ? { referencePoint: address.reference_point } : {}),
    district: address.district,
    city: address.city,
    state: address.state,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** Whether there is a cart to pay for: an order with lines. */
export const cartFactsOf = ({ context }: SnapshotFrom<typeof cartMachine>): Partial<AppFacts> => ({
  hasCart: context.orderId !== undefined && (context.serverCart?.lines.length ?? 0) > 0,
  placedOrderId: context.placedOrderId,
});

/**
 * The option a cart read back brings (a reload, another device): its dishes are for another option
 * than the one shown, once the start-up data is settled. Dishes added now go to the option shown (the
 * cart follows a change), so only a cart found with dishes can differ.
 */
export function restoredOptionOf(
  before: AppFacts,
  after: AppFacts,
  { context }: SnapshotFrom<typeof cartMachine>,
): ServiceType | undefined {
  const option = context.serverCart?.checkoutOption;
  const shown = after.catalogService?.serviceType;
  if (before.hasCart || !after.hasCart || after.startupBusy || option === undefined || option === shown)
    return undefined;
  // A cart on its way to the option shown (dishes added while the change loaded) is not a restored one.
  return context.calls.some((call) => call.kind === 'changeService') ? undefined : option;
}

/**
 * What the catalog reads of start-up: the service, whether start-up has looked for it yet (without
 * one, no store serves the point only once it has), and the search block's settings.
 */
export const catalogFactsOf = (facts: AppFacts) => ({
  service: facts.catalogService,
  serviceKnown: !facts.startupBusy,
  searchSettings: facts.searchSettings,
});

/** Whether the catalog must hear of another service, search block or start-up's end. */
export const sameCatalogFacts = (a: AppFacts, b: AppFacts) =>
  JSON.stringify(catalogFactsOf(a)) === JSON.stringify(catalogFactsOf(b));

export const tableFactsOf = (snapshot: TableSnapshot): Partial<AppFacts> => ({
  returnsToTable: selectHasActiveSession(snapshot) || selectIsRedirectPending(snapshot),
});

/** What a finished start-up load tells the checkout-option chart: the restaurants, the store's answer, the end. */
export function checkoutOptionEventsOf(snapshot: StartupSnapshot): CheckoutOptionEvent[] {
  const geolocation = selectStoreGeolocation(snapshot);
  return [
    { type: 'restaurants.loaded', restaurants: selectStores(snapshot)?.restaurants ?? [] },
    ...(geolocation ? [{ type: 'storeQuote.loaded' as const, quote: quoteOf(geolocation) }] : []),
    { type: 'startup.loaded' },
  ];
}

/** The pages where ordering happens (home and the delivery pages): the cart runs there. */
export const opensServiceModalOn = (pathname: string) => {
  const group = matchRoute(pathname)?.group;
  return group === 'home' || group === 'delivery';
};

/**
 * Where a store's "not now" is said: the ordering pages but the customer's profile (its addresses,
 * cards, steps), where a cart call made in passing must not follow the customer with the dialog.
 */
export const showsServiceModalOn = (pathname: string) =>
  opensServiceModalOn(pathname) && !/^\/(mobile\/)?profile\//.test(`${pathname}/`);
