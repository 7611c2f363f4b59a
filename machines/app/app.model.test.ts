import { expect } from 'vitest';
import { createActor } from 'xstate';
import {
  ADDRESS_BOOK_PATH,
  accountFlowOf,
  isGeolocationPage,
  isTablePage,
  matchRoute,
  WALLET_PATH,
} from '../../contract/routes.ts';
import { modelTest } from '../../tests/model/model-test.ts';
import { guestCart, picanha } from '../cart/cart.fixtures.ts';
import { cartMachine } from '../cart/cart.machine.ts';
import { selectCartOf } from '../cart/cart.selectors.ts';
import { selectCheckoutOf, selectIsCheckoutUnavailable } from '../checkout/checkout.selectors.ts';
import { selectCouponListOf, selectIsCouponListUnavailable } from '../coupons/coupons.selectors.ts';
import { savedPaulista } from '../geolocation/geolocation.fixtures.ts';
import { isOrdersPage } from '../orders/orders.pages.ts';
import { sessionMachine } from '../session/session.machine.ts';
import { config, mainAddress } from '../startup/startup.fixtures.ts';
import { startupMachine } from '../startup/startup.machine.ts';
import { completeUser } from '../user/user.fixtures.ts';
import { userMachine } from '../user/user.machine.ts';
import { selectIsWalletUnavailable, selectWalletOf } from '../wallet/wallet.selectors.ts';
import { picksSavedAddress } from './app.facts.ts';
import { appInput } from './app.fixtures.ts';
import { appMachine } from './app.machine.ts';
import {
  selectAddressBook,
  selectFailure,
  selectIsAddressBookUnavailable,
  selectIsProfileUnavailable,
  selectProfile,
  selectUnavailableService,
} from './app.selectors.ts';

/** The children's snapshots as the tree hears them (`onSnapshot`). */
const userSnapshot = (input: Parameters<typeof createActor<typeof userMachine>>[1]) =>
  createActor(userMachine, input).getSnapshot();
const signedIn = createActor(sessionMachine, {
  input: { accessToken: 'a', refreshToken: 'r' },
}).getSnapshot();
const signedOut = createActor(sessionMachine, { input: undefined }).getSnapshot();
const startup = createActor(startupMachine, {
  input: { skipLoad: false, mayHaveAccess: true },
}).getSnapshot();
const startupReady = startupMachine.resolveState({
  value: 'ready',
  context: { ...startup.context, features: config.features },
});
const startupAtAddress = startupMachine.resolveState({
  value: 'ready',
  context: { ...startupReady.context, addresses: [mainAddress] },
});
/** The table's snapshot as its facts read it: its ids and tags. */
const seatedTable = {
  status: 'active',
  context: {
    sessionId: 'session-1',
    userSessionId: 'user-session-1',
    seatToken: 'seat-token-1',
    isPnmRedirect: false,
  },
  hasTag: () => false,
};

const CATALOG_PAGES = ['/', '/menu', '/favorites'];
function pageOf(pathname: string) {
  if (pathname === '/payment') return 'payment';
  if (pathname === '/cupons') return 'cupons';
  if (isTablePage(pathname)) return 'table';
  if (isGeolocationPage(pathname)) return 'geolocation';
  if (accountFlowOf(pathname) !== undefined) return 'account';
  if (pathname === ADDRESS_BOOK_PATH) return 'addressBook';
  if (pathname === WALLET_PATH) return 'wallet';
  if (matchRoute(pathname)?.flow === 'profile') return 'profile';
  if (isOrdersPage(pathname)) return 'orders';
  return CATALOG_PAGES.includes(pathname) ? 'catalog' : 'other';
}

const routes = {
  home: { pathname: '/', search: '' },
  signIn: { pathname: '/auth', search: '' },
  tableLink: { pathname: '/table-payment', search: '?store_id=centro&table_id=7&key=KEY7' },
  bill: { pathname: '/table/order', search: '' },
  wizard: { pathname: '/geolocation', search: '' },
  addressBook: { pathname: ADDRESS_BOOK_PATH, search: '' },
  profile: { pathname: '/mobile/profile', search: '' },
  password: { pathname: '/profile/credentials', search: '' },
  terms: { pathname: '/privacy/terms', search: '' },
  orders: { pathname: '/orders', search: '' },
  order: { pathname: '/mobile/order/order-1', search: '' },
  payment: { pathname: '/payment', search: '' },
  coupons: { pathname: '/cupons', search: '' },
  wallet: { pathname: WALLET_PATH, search: '' },
};

/** The cart as the tree hears it: empty, or with a line to pay for. */
const emptyCart = createActor(cartMachine, { input: { isRegistered: false } }).getSnapshot();
const filledCart = cartMachine.resolveState({
  value: { sync: 'ready', reloadGuard: 'open' },
  context: { ...emptyCart.context, orderId: 'order-guest', serverCart: guestCart },
});

/** What any page hears: the long-lived charts, the modal, the moves a child asks for. */
const everywhere = {
  'xstate.error.actor.session': { crashed: { error: new Error('crashed') } },
  'xstate.error.actor.user': { crashed: { error: new Error('crashed') } },
  'xstate.error.actor.startup': { crashed: { error: new Error('crashed') } },
  'xstate.snapshot.session': { 'signed in': { snapshot: signedIn } },
  'xstate.snapshot.user': {
    'a registered customer': {
      snapshot: userSnapshot({ input: { user: completeUser, type: 'registered' } }),
    },
    'a guest': { snapshot: userSnapshot({ input: undefined }) },
  },
  'xstate.snapshot.startup': { loading: { snapshot: startup }, ready: { snapshot: startupReady } },
  'service.unavailable': {
    'the store closed': { reason: 'STORE_CLOSED', next_opening: null, today_hours: [] },
  },
  'service.modalClosed': { closed: {} },
  'state.reset': { reset: {} },
  'navigation.requested': { 'to log in': { to: '/auth/login' } },
  'checkoutOption.changed': { 'to takeout': { option: 'takeout' } },
  'xstate.error.actor.checkoutOption': { crashed: { error: new Error('crashed') } },
};

/** The table's download and its chart. */
const table = {
  'xstate.done.actor.loadTable': { arrived: { output: undefined } },
  'xstate.error.actor.loadTable': { offline: { error: new Error('offline') } },
  'xstate.error.actor.table': { crashed: { error: new Error('crashed') } },
  'xstate.snapshot.table': { seated: { snapshot: seatedTable } },
};

modelTest('app machine', {
  machine: appMachine,
  // Regions side by side: a path to each of their states (and through each transition), not to each
  // combination of them; the traversal still walks the combinations.
  paths: 'regions',
  // The cart waits for start-up and for someone who can have one: the home's combinations double.
  limit: 60_000,
  // What the tree hears of its long-lived charts and of the table is what the path says they are.
  children: {
    session: signedOut,
    user: userSnapshot({ input: undefined }),
    startup,
    table: { status: 'active', context: {}, hasTag: () => false },
    catalog: { status: 'active', context: {}, hasTag: () => false },
    addressBook: { status: 'active', context: {}, hasTag: () => false },
    wallet: { status: 'active', context: {}, hasTag: () => false },
    coupons: { status: 'active', context: {}, hasTag: () => false },
    profile: { status: 'active', context: {}, hasTag: () => false },
    orders: { status: 'active', context: {}, hasTag: () => false },
    cart: emptyCart,
    checkout: { status: 'active', context: {}, hasTag: () => false },
    pwa: { status: 'active', context: {}, hasTag: () => false },
    profileCustomerCare: { status: 'active', context: {}, hasTag: () => false },
  },
  stateKey: ({ context }) => ({
    page: pageOf(context.pathname),
    storedTable: context.stored.table !== undefined,
    tableUser: context.facts.tableUser.isRegistered,
    tableOrder: context.facts.tableOrder,
    startupBusy: context.facts.startupBusy,
    // Only the profile's pages ask who is signed in: elsewhere the key stays as small as it was.
    known:
      pageOf(context.pathname) === 'profile'
        ? context.facts.user !== null || !context.facts.signedIn
        : undefined,
    cart: context.facts.hasCart,
    // The home's chip asks whether the customer has saved addresses to pick from.
    picks: pageOf(context.pathname) === 'catalog' ? picksSavedAddress(context.facts) : undefined,
  }),
  scenarios: {
    // Its code comes after the first screen, on any page.
    'the installable app': {
      input: appInput('/'),
      events: {
        'xstate.done.actor.loadPwa': { arrived: { output: undefined } },
        'xstate.error.actor.loadPwa': { offline: { error: new Error('offline') } },
        'xstate.error.actor.pwa': { crashed: { error: new Error('crashed') } },
      },
    },
    "customer care on the profile's menus": {
      input: appInput('/'),
      events: {
        'route.entered': { 'the hub': routes.profile, home: routes.home },
        'xstate.done.actor.loadProfileCustomerCare': { arrived: { output: undefined } },
        'xstate.error.actor.loadProfileCustomerCare': { offline: { error: new Error('offline') } },
        'xstate.error.actor.profileCustomerCare': { crashed: { error: new Error('crashed') } },
      },
    },
    'the account pages': {
      input: appInput('/auth/login'),
      events: {
        ...everywhere,
        'route.entered': { 'the sign-in': routes.signIn, 'the bill': routes.bill },
        'xstate.done.actor.loadAccount': { arrived: { output: undefined } },
        'xstate.error.actor.loadAccount': { offline: { error: new Error('offline') } },
        'xstate.error.actor.account': { crashed: { error: new Error('crashed') } },
      },
    },
    'the table': {
      input: appInput('/auth'),
      events: {
        ...everywhere,
        ...table,
        'route.entered': {
          'the table link': routes.tableLink,
          'the bill': routes.bill,
          'the sign-in': routes.signIn,
        },
      },
    },
    'a diner whose table was stored': {
      input: appInput('/auth', { table: { slice: { storeId: 'centro', tableId: '7' } } }),
      events: {
        ...everywhere,
        ...table,
        'route.entered': { 'the bill': routes.bill, 'the sign-in': routes.signIn },
      },
    },
    'the catalog and the address wizard': {
      input: appInput('/'),
      events: {
        ...everywhere,
        'route.entered': {
          home: routes.home,
          'the address wizard': routes.wizard,
          'the sign-in': routes.signIn,
        },
        'xstate.done.actor.loadGeolocation': { arrived: { output: undefined } },
        'xstate.error.actor.loadGeolocation': { offline: { error: new Error('offline') } },
        'xstate.done.actor.geolocation': { 'an address confirmed': { output: { address: savedPaulista } } },
        'xstate.error.actor.geolocation': { crashed: { error: new Error('crashed') } },
        'xstate.done.actor.loadCatalog': { arrived: { output: undefined } },
        'xstate.error.actor.loadCatalog': { offline: { error: new Error('offline') } },
        'xstate.error.actor.catalog': { crashed: { error: new Error('crashed') } },
        'location.open': { 'to add an address': { scope: 'profile' } },
        'guestSession.started': { 'with an order': { orderId: 'order-1' } },
      },
    },
    'the address book': {
      input: appInput('/mobile/profile'),
      events: {
        ...everywhere,
        'route.entered': {
          'the address book': routes.addressBook,
          'the profile': routes.profile,
          'the address wizard': routes.wizard,
        },
        'xstate.done.actor.loadAddressBook': { arrived: { output: undefined } },
        'xstate.error.actor.loadAddressBook': { offline: { error: new Error('offline') } },
        'xstate.error.actor.addressBook': { crashed: { error: new Error('crashed') } },
        'location.open': { 'to add an address': { scope: 'profile' } },
      },
    },
    "the home's address picker": {
      input: appInput('/'),
      events: {
        'xstate.snapshot.session': {
          'signed in': { snapshot: signedIn },
          'signed out': { snapshot: signedOut },
        },
        'xstate.snapshot.startup': { 'with a saved address': { snapshot: startupAtAddress } },
        'addressPicker.open': { 'the chip': {} },
        'addressPicker.close': { done: {} },
        'route.entered': { 'the menu': { pathname: '/menu', search: '' }, home: routes.home },
        'xstate.done.actor.loadAddressBook': { arrived: { output: undefined } },
        'xstate.error.actor.loadAddressBook': { offline: { error: new Error('offline') } },
      },
    },
    'the saved cards': {
      input: appInput('/mobile/profile'),
      events: {
        'route.entered': { 'the saved cards': routes.wallet, 'the profile': routes.profile },
        'xstate.done.actor.loadWallet': { arrived: { output: undefined } },
        'xstate.error.actor.loadWallet': { offline: { error: new Error('offline') } },
        'xstate.error.actor.wallet': { crashed: { error: new Error('crashed') } },
      },
    },
    "a customer's profile": {
      input: appInput('/profile/personal'),
      events: {
        'xstate.snapshot.session': {
          'signed in': { snapshot: signedIn },
          'signed out': { snapshot: signedOut },
        },
        'xstate.snapshot.user': everywhere['xstate.snapshot.user'],
        'route.entered': {
          'the password step': routes.password,
          'the terms': routes.terms,
          'the hub': routes.profile,
        },
        'xstate.done.actor.loadProfile': { arrived: { output: undefined } },
        'xstate.error.actor.loadProfile': { offline: { error: new Error('offline') } },
        'xstate.done.actor.profile': { 'signed out': { output: undefined } },
        'xstate.error.actor.profile': { crashed: { error: new Error('crashed') } },
      },
    },
    'the orders pages': {
      input: appInput('/'),
      events: {
        ...everywhere,
        'route.entered': { 'the history': routes.orders, 'an order': routes.order, home: routes.home },
        'xstate.done.actor.loadOrders': { arrived: { output: undefined } },
        'xstate.error.actor.loadOrders': { offline: { error: new Error('offline') } },
        'xstate.error.actor.orders': { crashed: { error: new Error('crashed') } },
      },
    },
    'the cart and paying for it': {
      input: appInput('/cupons'),
      events: {
        'route.entered': { 'the payment': routes.payment, 'the coupons': routes.coupons },
        'xstate.done.actor.loadCart': { arrived: { output: undefined } },
        'xstate.error.actor.loadCart': { offline: { error: new Error('offline') } },
        'xstate.error.actor.cart': { crashed: { error: new Error('crashed') } },
        'xstate.snapshot.cart': { empty: { snapshot: emptyCart }, filled: { snapshot: filledCart } },
        'cart.addItem': { 'from the product sheet': { item: picanha } },
        'cart.reload': { 'after order again': {} },
        'xstate.done.actor.loadCheckout': { arrived: { output: undefined } },
        'xstate.error.actor.loadCheckout': { offline: { error: new Error('offline') } },
        'xstate.error.actor.checkout': { crashed: { error: new Error('crashed') } },
        'xstate.done.actor.loadCoupons': { arrived: { output: undefined } },
        'xstate.error.actor.loadCoupons': { offline: { error: new Error('offline') } },
        'xstate.error.actor.coupons': { crashed: { error: new Error('crashed') } },
      },
    },
  },
  assertions: {
    '#app.orders.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.orders.present': (snapshot) => expect(snapshot.children.orders).toBeDefined(),
    '#app.orders.away': (snapshot) => expect(snapshot.children.orders).toBeUndefined(),
    '#app.orders.unavailable': (snapshot) => expect(snapshot.hasTag('error')).toBe(true),
    '#app.cart.present': (snapshot) => expect(selectCartOf(snapshot)).toBeDefined(),
    '#app.cart.unavailable': (snapshot) => expect(selectCartOf(snapshot)).toBeUndefined(),
    '#app.checkout.present': (snapshot) => {
      expect(selectCheckoutOf(snapshot)).toBeDefined();
      expect(snapshot.context.pathname).toBe('/payment');
    },
    '#app.checkout.away': (snapshot) => expect(selectCheckoutOf(snapshot)).toBeUndefined(),
    '#app.checkout.unavailable': (snapshot) => expect(selectIsCheckoutUnavailable(snapshot)).toBe(true),
    '#app.account.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.account.unavailable': (snapshot) => expect(snapshot.hasTag('error')).toBe(true),
    '#app.account.present': (snapshot) => expect(snapshot.children.account).toBeDefined(),
    '#app.table.present': (snapshot) => expect(snapshot.children.table).toBeDefined(),
    '#app.catalog.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.catalog.present': (snapshot) => expect(snapshot.children.catalog).toBeDefined(),
    '#app.catalog.unavailable': (snapshot) => expect(snapshot.children.catalog).toBeUndefined(),
    '#app.table.away': (snapshot) => expect(snapshot.children.table).toBeUndefined(),
    '#app.table.unavailable': (snapshot) => expect(snapshot.children.table).toBeUndefined(),
    '#app.location.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.location.present': (snapshot) => expect(snapshot.children.geolocation).toBeDefined(),
    '#app.location.confirmed': (snapshot) => expect(snapshot.children.geolocation).toBeUndefined(),
    '#app.location.unavailable': (snapshot) => expect(snapshot.hasTag('error')).toBe(true),
    '#app.addressPicker.open': (snapshot) => expect(snapshot.context.facts.mainAddress).toBeDefined(),
    '#app.addressBook.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.addressBook.present': (snapshot) => expect(selectAddressBook(snapshot)).toBeDefined(),
    '#app.addressBook.away': (snapshot) => expect(selectAddressBook(snapshot)).toBeUndefined(),
    '#app.addressBook.unavailable': (snapshot) => expect(selectIsAddressBookUnavailable(snapshot)).toBe(true),
    '#app.wallet.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.wallet.present': (snapshot) => expect(selectWalletOf(snapshot)).toBeDefined(),
    '#app.wallet.away': (snapshot) => expect(selectWalletOf(snapshot)).toBeUndefined(),
    '#app.wallet.unavailable': (snapshot) => expect(selectIsWalletUnavailable(snapshot)).toBe(true),
    '#app.coupons.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.coupons.present': (snapshot) => {
      expect(selectCouponListOf(snapshot)).toBeDefined();
      expect(snapshot.context.pathname).toBe('/cupons');
    },
    '#app.coupons.away': (snapshot) => expect(selectCouponListOf(snapshot)).toBeUndefined(),
    '#app.coupons.unavailable': (snapshot) => expect(selectIsCouponListUnavailable(snapshot)).toBe(true),
    '#app.profile.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    '#app.profile.present': (snapshot) => expect(selectProfile(snapshot)).toBeDefined(),
    '#app.profile.away': (snapshot) => expect(selectProfile(snapshot)).toBeUndefined(),
    '#app.profile.ended': (snapshot) => expect(selectProfile(snapshot)).toBeUndefined(),
    '#app.profile.unavailable': (snapshot) => expect(selectIsProfileUnavailable(snapshot)).toBe(true),
    '#app.serviceModal.open': (snapshot) => expect(selectUnavailableService(snapshot)).toBeDefined(),
    '#app.serviceModal.closed': (snapshot) => expect(selectUnavailableService(snapshot)).toBeUndefined(),
    '#app': (snapshot) =>
      expect(selectFailure(snapshot) === undefined || snapshot.context.failure instanceof Error).toBe(true),
  },
});
