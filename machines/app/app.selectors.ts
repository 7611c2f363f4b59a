import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  type AppLocation,
  accountFlowOf,
  isGeolocationPage,
  isTablePage,
  type RouteFlow,
} from '../../contract/routes.ts';
import type { accountMachine } from '../account/account.machine.ts';
import { selectLocation as selectAccountLocation } from '../account/account.selectors.ts';
import type { addressBookMachine } from '../address-book/address-book.machine.ts';
import type { cartMachine } from '../cart/cart.machine.ts';
import type { CatalogActor } from '../catalog/catalog.selectors.ts';
import { selectLocation as selectCheckoutLocation } from '../checkout/checkout.location.ts';
import type { checkoutMachine } from '../checkout/checkout.machine.ts';
import type { checkoutOptionMachine } from '../checkout-option/checkout-option.machine.ts';
import type { couponsMachine } from '../coupons/coupons.machine.ts';
import type { CustomerCareActor } from '../customer-care/customer-care.selectors.ts';
import { selectLocation as selectWizardLocation } from '../geolocation/geolocation.location.ts';
import type { geolocationMachine } from '../geolocation/geolocation.machine.ts';
import { selectLocation as selectProfileLocation } from '../profile/profile.location.ts';
import type { profileMachine } from '../profile/profile.machine.ts';
import type { pwaMachine } from '../pwa/pwa.machine.ts';
import type { sessionMachine } from '../session/session.machine.ts';
import type { startupMachine } from '../startup/startup.machine.ts';
import { selectFeatures, selectIsFatal } from '../startup/startup.selectors.ts';
import { selectStep, selectLocation as selectTableLocation } from '../table/table.location.ts';
import type { tableMachine } from '../table/table.machine.ts';
import type { userMachine } from '../user/user.machine.ts';
import type { walletMachine } from '../wallet/wallet.machine.ts';
import { picksSavedAddress } from './app.facts.ts';
import type { appMachine } from './app.machine.ts';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

interface TaggedSnapshot {
  hasTag(tag: string): boolean;
  children: Record<string, { getSnapshot(): unknown } | undefined>;
}
const isTagged = (snapshot: unknown): snapshot is TaggedSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'hasTag' in snapshot && 'children' in snapshot;

/** Whether a chart of the tree, the app's or any of its children's down the tree, is busy (`busy` tag). */
export function selectIsTreeBusy(snapshot: unknown): boolean {
  if (!isTagged(snapshot)) return false;
  return (
    snapshot.hasTag('busy') ||
    Object.values(snapshot.children).some(
      (child) => child !== undefined && selectIsTreeBusy(child.getSnapshot()),
    )
  );
}
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type UserActor = ActorRefFrom<typeof userMachine>;
export type StartupActor = ActorRefFrom<typeof startupMachine>;
export type AccountActor = ActorRefFrom<typeof accountMachine>;
export type TableActor = ActorRefFrom<typeof tableMachine>;
export type PwaActor = ActorRefFrom<typeof pwaMachine>;
export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;
export type WalletActor = ActorRefFrom<typeof walletMachine>;
export type CouponsActor = ActorRefFrom<typeof couponsMachine>;
export type GeolocationActor = ActorRefFrom<typeof geolocationMachine>;
export type CheckoutOptionActor = ActorRefFrom<typeof checkoutOptionMachine>;
export type ProfileActor = ActorRefFrom<typeof profileMachine>;
export type CartActor = ActorRefFrom<typeof cartMachine>;
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

export const selectSession = (snapshot: AppSnapshot) => snapshot.children.session as SessionActor;
export const selectUser = (snapshot: AppSnapshot) => snapshot.children.user as UserActor;
export const selectStartup = (snapshot: AppSnapshot) => snapshot.children.startup as StartupActor;
/** The account pages' flows; undefined until their code arrived (the guard waits for it). */
export const selectAccount = (snapshot: AppSnapshot) => snapshot.children.account as AccountActor | undefined;
/** The table; undefined until its code arrived (the guard of the table pages waits for it). */
export const selectPwa = (snapshot: AppSnapshot) => snapshot.children.pwa as PwaActor | undefined;
export const selectTable = (snapshot: AppSnapshot) => snapshot.children.table as TableActor | undefined;

/** The address wizard; undefined off its pages and until its code arrived. */
export const selectGeolocation = (snapshot: AppSnapshot) =>
  snapshot.children.geolocation as GeolocationActor | undefined;
export const selectCheckoutOption = (snapshot: AppSnapshot) =>
  snapshot.children.checkoutOption as CheckoutOptionActor;
/** The wizard's code could not be downloaded, or its chart failed: its pages say so. */
export const selectIsWizardUnavailable = (snapshot: AppSnapshot) =>
  snapshot.matches({ location: 'unavailable' });
/** The customer asked for the address wizard (to change or add an address): its pages are theirs to visit. */
export const selectIsWizardRequested = (snapshot: AppSnapshot) => snapshot.context.wizard !== undefined;
/** A guest's open order id (spec §4 "Access"). */
export const selectOrderId = (snapshot: AppSnapshot) => snapshot.context.facts.orderId;
/** The customer's catalog (home, menu, favorites); undefined until its code arrived. */
/** The address book of its page; undefined while its code downloads or when it could not. */
export const selectAddressBook = (snapshot: AppSnapshot) =>
  snapshot.children.addressBook as AddressBookActor | undefined;
export const selectIsAddressBookUnavailable = (snapshot: AppSnapshot) =>
  snapshot.matches({ addressBook: 'unavailable' });
/** The home's address chip opens the picker of saved addresses (not the wizard). */
export const selectPicksSavedAddress = (snapshot: AppSnapshot) => picksSavedAddress(snapshot.context.facts);
/** The home's address picker is open (the address book runs under it). */
export const selectIsAddressPickerOpen = (snapshot: AppSnapshot) =>
  snapshot.matches({ addressPicker: 'open' });
/** The profile of its pages (a signed-in customer's); undefined while its code downloads or for a guest. */
export const selectProfile = (snapshot: AppSnapshot) => snapshot.children.profile as ProfileActor | undefined;
export const selectIsProfileUnavailable = (snapshot: AppSnapshot) =>
  snapshot.matches({ profile: 'unavailable' });
/** Customer care on the profile's menus; undefined off them and until its code arrived. */
export const selectProfileCustomerCare = (snapshot: AppSnapshot) =>
  snapshot.children.profileCustomerCare as CustomerCareActor | undefined;
export const selectCatalog = (snapshot: AppSnapshot) => snapshot.children.catalog as CatalogActor | undefined;

/** The unavailable-service modal's reason and hours; undefined while closed. */
export const selectUnavailableService = (snapshot: AppSnapshot) => snapshot.context.unavailable;
/** A child the app cannot run without failed: the fatal page shows. */
export const selectFailure = (snapshot: AppSnapshot) => snapshot.context.failure;

/**
 * Whether a page can be decided and shown: the features are loaded (or start-up failed: the fatal page
 * shows), and a page of the table or of the account has its flow's code (or it could not come).
 */
export function selectIsReadyFor(snapshot: AppSnapshot, pathname: string): boolean {
  const startup = selectStartup(snapshot).getSnapshot();
  if (selectFeatures(startup) === undefined && !selectIsFatal(startup)) return false;
  if (isTablePage(pathname))
    return snapshot.matches({ table: 'present' }) || snapshot.matches({ table: 'unavailable' });
  if (isGeolocationPage(pathname)) {
    return (
      snapshot.matches({ location: 'present' }) ||
      snapshot.matches({ location: 'confirmed' }) ||
      snapshot.matches({ location: 'unavailable' })
    );
  }
  if (accountFlowOf(pathname) !== undefined) {
    return snapshot.matches({ account: 'present' }) || snapshot.matches({ account: 'unavailable' });
  }
  return true;
}

/**
 * Whether the table has picked the diner's page (terms, sign-in, the bill…), or has none to pick (its
 * code could not come): it has not while it loads the table or seats the diner.
 */
export function selectHasTablePicked(snapshot: AppSnapshot): boolean {
  const table = selectTable(snapshot);
  return table === undefined || selectStep(table.getSnapshot()) !== undefined;
}

/** Where a flow of the tree puts the user now (DESIGN §3: the navigation binding follows it). */
export function selectFlowLocation(snapshot: AppSnapshot, flow: RouteFlow): AppLocation | undefined {
  if (flow === 'table') {
    const table = selectTable(snapshot);
    return table && selectTableLocation(table.getSnapshot());
  }
  if (flow === 'profile') {
    const profile = selectProfile(snapshot);
    return profile && selectProfileLocation(profile.getSnapshot());
  }
  if (flow === 'geolocation') {
    const wizard = selectGeolocation(snapshot);
    return wizard && selectWizardLocation(wizard.getSnapshot());
  }
  if (flow === 'checkout') {
    const checkout = (snapshot.children.checkout as unknown as CheckoutActor | undefined)?.getSnapshot();
    return checkout && selectCheckoutLocation(checkout);
  }
  const account = selectAccount(snapshot)?.getSnapshot();
  if (account === undefined || !account.matches(flow)) return undefined;
  return selectAccountLocation(account);
}
