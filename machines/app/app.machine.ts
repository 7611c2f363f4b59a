// The app's actor tree: route, session, user, start-up, checkout option, account, table, address wizard,
// catalog, address book, saved cards, coupons, profile, orders, cart, checkout, installable app, service modal. Spec §2 routes and modal, §4 start-up
// and session, §8; DESIGN §3.
import {
  type AnyActorRef,
  type AnyStateMachine,
  and,
  assign,
  emit,
  enqueueActions,
  forwardTo,
  not,
  or,
  raise,
  type SnapshotFrom,
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import type { GeoPoint } from '../../contract/geo-point.ts';
import {
  ADDRESS_BOOK_PATH,
  accountFlowOf,
  COUPONS_PATH,
  isGeolocationPage,
  isTablePage,
  matchRoute,
  PAYMENT_PATH,
  PROFILE_MENU_PATHS,
  skipsStartupLoad,
  WALLET_PATH,
  withoutReloadQuery,
} from '../../contract/routes.ts';
import { tableOfPage } from '../../contract/table-link.ts';
import type { accountMachine } from '../account/account.machine.ts';
import type { addressBookMachine } from '../address-book/address-book.machine.ts';
import type { cartMachine } from '../cart/cart.machine.ts';
import type { catalogMachine } from '../catalog/catalog.machine.ts';
import type { CheckoutOutput } from '../checkout/checkout.types.ts';
import type { couponsMachine } from '../coupons/coupons.machine.ts';
import type { customerCareMachine } from '../customer-care/customer-care.machine.ts';
import type { geolocationMachine } from '../geolocation/geolocation.machine.ts';
import type { GeolocationOutput } from '../geolocation/geolocation.types.ts';
import { afterLoginFacts, afterLoginPath } from '../login/after-login.ts';
import type { ordersMachine } from '../orders/orders.machine.ts';
import type { profileMachine } from '../profile/profile.machine.ts';
import type { pwaMachine } from '../pwa/pwa.machine.ts';
import { sessionMachine } from '../session/session.machine.ts';
import { provided } from '../shared/provided.ts';
import { providedChart } from '../shared/provided-chart.ts';
import { startupMachine } from '../startup/startup.machine.ts';
import { selectServiceUnavailable } from '../startup/startup.selectors.ts';
import type { tableMachine } from '../table/table.machine.ts';
import { userMachine } from '../user/user.machine.ts';
import type { walletMachine } from '../wallet/wallet.machine.ts';
import { cartInputOf } from './app.cart.ts';
import { treeCheckoutOptionMachine } from './app.checkout-option.ts';
import {
  cartFactsOf,
  catalogFactsOf,
  checkoutOptionEventsOf,
  deliveryAddressOf,
  mayHaveAccess,
  opensServiceModalOn,
  picksSavedAddress,
  restoredOptionOf,
  sameCatalogFacts,
  sameTableUser,
  sessionFactsOf,
  showsServiceModalOn,
  startupFactsOf,
  storedFacts,
  tableFactsOf,
  userFactsOf,
} from './app.facts.ts';
import { failed, pageRegion } from './app.page-region.ts';
import type { AppContext, AppEmitted, AppEvent, AppInput } from './app.types.ts';

/** The child's snapshot a guard of an `onSnapshot` transition reads. */
const snapshotOf = <TChart extends AnyStateMachine>(event: unknown) =>
  (event as { snapshot: SnapshotFrom<TChart> }).snapshot;

const pointOf = ({ latitude, longitude }: GeoPoint): GeoPoint => ({ latitude, longitude });
/** Spec §2: the pages of the customer's catalog (home, menu, favorites) run the catalog chart. */
/** The page the user is on, or is entering when the event is a route entered. */
const pathOf = ({ context, event }: { context: AppContext; event: AppEvent }) =>
  event.type === 'route.entered' ? event.pathname : context.pathname;

const CATALOG_PAGES: readonly string[] = ['/', '/menu', '/favorites'];

/** The route entered, for a child chart that hears it. */
const routeOf = ({ event }: { event: AppEvent }) => ({
  type: 'route.entered' as const,
  pathname: event.type === 'route.entered' ? event.pathname : '',
  search: event.type === 'route.entered' ? event.search : '',
});

/** Whether a child chart runs now (one that comes and goes with its pages). */
const runs = (self: AnyActorRef, id: string) =>
  (self.getSnapshot() as { children: Record<string, unknown> }).children[id] !== undefined;

/** The installable app's code or chart failed: the app goes on without it, its log hears why. */
const pwaStopped = {
  target: 'unavailable',
  actions: {
    type: 'reportPwaFailure',
    params: ({ event }: { event: { error: unknown } }) => event.error,
  },
} as const;

/**
 * The app's actor tree (DESIGN §3): the long-lived actors — the session, the user store and the
 * start-up load — run for as long as the page does; the account flows, the table and the catalog come
 * with their pages, each a chunk of code downloaded the first time (`loading`), then kept. The tree
 * hears where the user goes (`route.entered`, from the one navigation binding), passes the children
 * what they read of each other (the user to the table and the catalog, the features, the service the
 * catalog shows, whether a table is being sat at), and holds the unavailable-service modal. Where the user should go next, its children say (their `route:` tags).
 */
export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent; input: AppInput; emitted: AppEmitted },
  actors: {
    session: sessionMachine,
    user: userMachine,
    startup: startupMachine,
    account: providedChart<typeof accountMachine>('app', 'account'),
    table: providedChart<typeof tableMachine>('app', 'table'),
    geolocation: providedChart<typeof geolocationMachine>('app', 'geolocation'),
    checkoutOption: treeCheckoutOptionMachine,
    loadAccount: provided<void>('app', 'loadAccount'),
    loadTable: provided<void>('app', 'loadTable'),
    pwa: providedChart<typeof pwaMachine>('app', 'pwa'),
    loadPwa: provided<void>('app', 'loadPwa'),
    loadGeolocation: provided<void>('app', 'loadGeolocation'),
    catalog: providedChart<typeof catalogMachine>('app', 'catalog'),
    loadCatalog: provided<void>('app', 'loadCatalog'),
    addressBook: providedChart<typeof addressBookMachine>('app', 'addressBook'),
    loadAddressBook: provided<void>('app', 'loadAddressBook'),
    profile: providedChart<typeof profileMachine>('app', 'profile'),
    loadProfile: provided<void>('app', 'loadProfile'),
    orders: providedChart<typeof ordersMachine>('app', 'orders'),
    loadOrders: provided<void>('app', 'loadOrders'),
    cart: providedChart<typeof cartMachine>('app', 'cart'),
    loadCart: provided<void>('app', 'loadCart'),
    loadCheckout: provided<void>('app', 'loadCheckout'),
    // Without an input: the chart reads the cart it pays for when it starts (its chunk's code).
    checkout: provided<CheckoutOutput>('app', 'checkout'),
    wallet: providedChart<typeof walletMachine>('app', 'wallet'),
    loadWallet: provided<void>('app', 'loadWallet'),
    coupons: providedChart<typeof couponsMachine>('app', 'coupons'),
    profileCustomerCare: providedChart<typeof customerCareMachine>('app', 'profileCustomerCare'),
    loadProfileCustomerCare: provided<void>('app', 'loadProfileCustomerCare'),
    loadCoupons: provided<void>('app', 'loadCoupons'),
  },
  actions: {
    storeRoute: assign(({ event }) =>
      event.type === 'route.entered' ? { pathname: event.pathname, search: event.search } : {},
    ),
    /**
     * Spec §2/§4: every page but the table's loads the start-up data; `?reload` loads it again. The
     * account pages make their own calls: a load still to run waits for the page that needs it.
     */
    loadStartupData: enqueueActions(({ context, enqueue }) => {
      if (withoutReloadQuery(context.pathname, context.search) !== undefined) {
        enqueue.sendTo('startup', { type: 'startup.reload' });
      } else if (!skipsStartupLoad(context.pathname) && accountFlowOf(context.pathname) === undefined) {
        enqueue.sendTo('startup', { type: 'startup.load', mayHaveAccess: mayHaveAccess(context.facts) });
      }
    }),
    tellAccountTheRoute: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'route.entered') return;
      enqueue.sendTo('account', {
        type: 'route.entered',
        pathname: event.pathname,
        facts: {
          returnsToTable: context.facts.returnsToTable,
          user: context.facts.signedIn ? context.facts.user : null,
        },
      });
    }),
    /** The profile opens the step of the page entered (a link of the hub, a typed address). */
    tellProfileTheRoute: sendTo('profile', ({ context }) => ({
      type: 'page.entered' as const,
      pathname: context.pathname,
    })),
    tellCatalogTheRoute: sendTo('catalog', routeOf),
    tellOrdersTheRoute: sendTo('orders', routeOf),
    /** Spec §4 "Table QR entry" from the QR link, and "Leaving the table area resets table and session state". */
    tellTableTheRoute: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'route.entered') return;
      const code = tableOfPage(event.pathname, event.search);
      if (code) enqueue.sendTo('table', { type: 'qr.entered', ...code });
      else if (!isTablePage(event.pathname)) enqueue.sendTo('table', { type: 'table.exit' });
    }),
    /** Restored from storage, the table asks now what its timers were waiting for; the QR link it came by is entered. */
    startTable: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('table', { type: 'table.resumed' });
      const code = tableOfPage(context.pathname, context.search);
      if (code) enqueue.sendTo('table', { type: 'qr.entered', ...code });
    }),
    forgetStoredTable: assign(({ context }) => ({ stored: { ...context.stored, table: undefined } })),
    followSession: enqueueActions(
      ({ context, enqueue, self }, snapshot: SnapshotFrom<typeof sessionMachine>) => {
        const facts = { ...context.facts, ...sessionFactsOf(snapshot) };
        // Favorites are for signed-in customers: the catalog's hearts hear who is there.
        if (facts.signedIn !== context.facts.signedIn && runs(self, 'catalog')) {
          enqueue.sendTo('catalog', { type: 'user.changed', signedIn: facts.signedIn });
        }
        if (facts.signedIn !== context.facts.signedIn && runs(self, 'cart')) {
          enqueue.sendTo('cart', { type: 'user.changed', isRegistered: facts.signedIn });
        }
        enqueue.assign({ facts });
      },
    ),
    followUser: assign(({ context }, snapshot: SnapshotFrom<typeof userMachine>) => ({
      facts: { ...context.facts, ...userFactsOf(snapshot) },
    })),
    /** Signing in (or out) while at the table changes who sits down. */
    tellTableTheUser: sendTo('table', (_, snapshot: SnapshotFrom<typeof userMachine>) => ({
      type: 'user.changed' as const,
      user: userFactsOf(snapshot).tableUser ?? { isRegistered: false, hasAllTableInfo: false },
    })),
    /** Spec §2 "B2c customers are navigated home after loading" (not off the table pages, which skip it). */
    tellTableTheFeatures: sendTo('table', (_, snapshot: SnapshotFrom<typeof startupMachine>) => ({
      type: 'features.loaded' as const,
      tableOrder: startupFactsOf(snapshot).tableOrder === true,
    })),
    followStartup: enqueueActions(
      ({ context, enqueue, self }, snapshot: SnapshotFrom<typeof startupMachine>) => {
        const facts = { ...context.facts, ...startupFactsOf(snapshot) };
        const finished = context.facts.startupBusy && !facts.startupBusy && snapshot.hasTag('ready');
        // The app's start for a b2c customer, not the load that follows signing in (the login decides).
        const cameAsB2c = context.stored.user?.type === 'b2c' && facts.userType === 'b2c';
        if (finished && cameAsB2c && !skipsStartupLoad(context.pathname)) {
          enqueue.emit({ type: 'navigate', to: '/' });
        }
        if (!sameCatalogFacts(facts, context.facts) && runs(self, 'catalog')) {
          enqueue.sendTo('catalog', { type: 'service.changed', ...catalogFactsOf(facts) });
        }
        if (runs(self, 'cart')) {
          const serviceId = facts.catalogService?.serviceId;
          if (serviceId !== undefined && serviceId !== context.facts.catalogService?.serviceId)
            enqueue.sendTo('cart', { type: 'service.changed', serviceId });
          const address = deliveryAddressOf(facts.mainAddress);
          if (address !== undefined && facts.mainAddress !== context.facts.mainAddress)
            enqueue.sendTo('cart', { type: 'address.changed', address });
        }
        enqueue.assign({ facts });
        if (!finished) return;
        // The checkout option hears what the load found, then that it ran.
        for (const event of checkoutOptionEventsOf(snapshot)) enqueue.sendTo('checkoutOption', event);
        // Spec §2: the store's own answer opens the unavailable-service modal, not only a 412.
        const unavailable = selectServiceUnavailable(snapshot);
        if (unavailable !== undefined && showsServiceModalOn(context.pathname)) {
          enqueue.raise({ type: 'service.unavailable', ...unavailable });
        }
      },
    ),
    /** The checkout option changed (spec §4): the start-up load runs again for it. */
    reloadForCheckoutOption: sendTo('startup', ({ event }) => ({
      type: 'checkoutOption.change' as const,
      option: event.type === 'checkoutOption.changed' ? event.option : 'delivery',
    })),
    openWizard: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'location.open') return;
      const { type: _, ...wizard } = event;
      enqueue.assign({ wizard });
      enqueue.emit({ type: 'navigate', to: wizard.address ? '/geolocation/address' : '/geolocation' });
    }),
    forgetWizard: assign({ wizard: undefined }),
    /**
     * The wizard saved and confirmed an address (spec §4): the start-up load runs again at it, and the
     * customer goes on — back to the address book it was opened from, or where the rest of spec §2's
     * "After login" sends a signed-in customer (no phone, no document), else home.
     */
    useConfirmedAddress: enqueueActions(({ context, enqueue }, { address }: GeolocationOutput) => {
      enqueue.sendTo('startup', { type: 'startup.reload', location: pointOf(address) });
      const { user, signedIn } = context.facts;
      const onward = signedIn
        ? afterLoginPath({ ...afterLoginFacts(user, false), hasAddress: true })
        : ('/' as const);
      enqueue.emit({
        type: 'navigate',
        to: context.wizard?.scope === 'profile' ? ADDRESS_BOOK_PATH : onward,
      });
    }),
    /** Provided by the app: the confirmed position is kept for the next visit. */
    rememberLocation: (_, _point: GeoPoint) => {},
    storeOrderId: assign(({ context, event }) =>
      event.type === 'guestSession.started' ? { facts: { ...context.facts, orderId: event.orderId } } : {},
    ),
    followTable: assign(({ context }, snapshot: SnapshotFrom<typeof tableMachine>) => ({
      facts: { ...context.facts, ...tableFactsOf(snapshot) },
    })),
    requestNavigation: emit(({ event }) => ({
      type: 'navigate' as const,
      to: event.type === 'navigation.requested' ? event.to : '/',
    })),
    /** Spec §8 406: "state reset, navigate home"; the cart with it (spec §4 "Resetting the cart"). */
    resetState: enqueueActions(({ enqueue, self }) => {
      enqueue.sendTo('startup', { type: 'startup.reload' });
      if (runs(self, 'cart')) enqueue.sendTo('cart', { type: 'cart.reset' });
      enqueue.emit({ type: 'navigate', to: '/' });
    }),
    openServiceModal: assign(({ event }) => {
      if (event.type !== 'service.unavailable') return {};
      const { type: _, ...unavailable } = event;
      return { unavailable };
    }),
    closeServiceModal: assign({ unavailable: undefined }),
    storeFailure: assign((_, failure: unknown) => ({ failure })),
    /** The product sheet's "add", and "order again" (the API refilled the cart: it reads it again). */
    forwardToCart: forwardTo('cart'),
    holdCartItem: assign(({ event }) => (event.type === 'cart.addItem' ? { heldCartItem: event.item } : {})),
    /** Raised, not sent: the cart runs once the state that invokes it is entered. */
    handOverHeldCartItem: enqueueActions(({ context, enqueue }) => {
      if (context.heldCartItem === undefined) return;
      enqueue.raise({ type: 'cart.addItem', item: context.heldCartItem });
      enqueue.assign({ heldCartItem: undefined });
    }),
    /**
     * The checkout option the customer chose is kept for their next visit; a cart read back with dishes
     * for the other option (another device, where nothing was kept) brings the option with it.
     */
    followCart: enqueueActions(({ context, enqueue }, snapshot: SnapshotFrom<typeof cartMachine>) => {
      const facts = { ...context.facts, ...cartFactsOf(snapshot) };
      const option = restoredOptionOf(context.facts, facts, snapshot);
      if (option !== undefined) enqueue.sendTo('checkoutOption', { type: 'checkoutOption.change', option });
      // Paying for a cart that is an order already (a reload while its PIX code waited): its page shows it.
      const placed = facts.placedOrderId;
      if (placed !== undefined && placed !== context.facts.placedOrderId && context.pathname === PAYMENT_PATH)
        enqueue.emit({ type: 'navigate', to: `/orders/${placed}` });
      enqueue.assign({ facts });
    }),
    // Provided by the app: its log.
    reportPwaFailure: (_, _error: unknown) => {},
  },
  guards: {
    isTablePresent: stateIn({ table: 'present' }),
    /** Who sits down changed (signed in, out, the profile completed): the table hears it. */
    changesTableUser: ({ context, event }) => {
      const user = userFactsOf(snapshotOf<typeof userMachine>(event)).tableUser;
      return user !== undefined && !sameTableUser(user, context.facts.tableUser);
    },
    /** The features may arrive after the table started: the table hears them. */
    changesTableOrder: ({ context, event }) =>
      startupFactsOf(snapshotOf<typeof startupMachine>(event)).tableOrder !== context.facts.tableOrder,
    hasStoredTable: ({ context }) => context.stored.table !== undefined,
    isOnTablePage: ({ context }) => isTablePage(context.pathname),
    isOnAccountPage: ({ context }) => accountFlowOf(context.pathname) !== undefined,
    isOnGeolocationPage: ({ context }) => isGeolocationPage(context.pathname),
    isOnCatalogPage: ({ context }) => CATALOG_PAGES.includes(context.pathname),
    // A new route is read from its event: the regions choose their transitions before the route region stores it.
    isOnAddressBookPage: (args) => pathOf(args) === ADDRESS_BOOK_PATH,
    showsAddressBook: or(['isOnAddressBookPage', stateIn({ addressPicker: 'open' })]),
    picksSavedAddress: ({ context }) => picksSavedAddress(context.facts),
    isOnWalletPage: (args) => pathOf(args) === WALLET_PATH,
    isOnCouponsPage: (args) => pathOf(args) === COUPONS_PATH,
    isOnProfileMenu: (args) => PROFILE_MENU_PATHS.includes(pathOf(args)),
    /**
     * On a page of the profile, and who it is known: a signed-in customer's profile, or a visitor reading the
     * terms or the policy (the guards keep visitors off the rest, spec §2).
     */
    isOnProfilePage: ({ context }) =>
      matchRoute(context.pathname)?.flow === 'profile' &&
      (context.facts.user !== null || !context.facts.signedIn),
    /** Spec §2: the orders pages (the history, an order's tracking) have the order layout. */
    isOnOrdersPage: ({ context }) => matchRoute(context.pathname)?.layout === 'order',
    /** The cart is where ordering happens: home and the delivery pages. */
    isOnCartPage: ({ context }) => opensServiceModalOn(context.pathname),
    /**
     * Who can have a cart: a signed-in customer, a guest with an open order or an address to deliver
     * to. A visitor on their way to sign in does not download the cart's code.
     */
    mayHaveCart: ({ context: { facts } }) => mayHaveAccess(facts) || facts.mainAddress !== undefined,
    isStartupBusy: ({ context }) => context.facts.startupBusy,
    /**
     * Who the catalog's pages are for: someone who may have access, or anyone once the features say
     * there is no external login (with it, the guards send a visitor to sign in).
     */
    mayBrowse: ({ context: { facts } }) => mayHaveAccess(facts) || facts.externalLogin === false,
    isOnPaymentPage: (args) => pathOf(args) === PAYMENT_PATH,
    showsServiceModal: (args) => showsServiceModalOn(pathOf(args)),
    hasCart: ({ context }) => context.facts.hasCart,
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => ({
    pathname: input.pathname,
    search: input.search,
    device: input.device,
    stored: input.stored,
    facts: storedFacts(input.stored),
    unavailable: undefined,
    wizard: undefined,
    failure: undefined,
    heldCartItem: undefined,
  }),
  on: {
    'navigation.requested': { actions: 'requestNavigation' },
    'state.reset': { actions: 'resetState' },
    'checkoutOption.changed': { actions: 'reloadForCheckoutOption' },
    'location.open': { actions: 'openWizard' },
    'guestSession.started': { actions: 'storeOrderId' },
  },
  states: {
    // Where the user is, first of the regions so the others read the new route. (A parallel state's own
    // handler is skipped when a region handles the event too: the route is a region of its own.)
    route: { on: { 'route.entered': { actions: ['storeRoute', 'loadStartupData'] } } },
    // The long-lived actors, for as long as the page runs.
    session: {
      invoke: {
        id: 'session',
        systemId: 'session',
        src: 'session',
        input: ({ context }) => context.stored.tokens ?? {},
        onSnapshot: { actions: { type: 'followSession', params: ({ event }) => event.snapshot } },
        onError: { actions: failed },
      },
    },
    user: {
      invoke: {
        id: 'user',
        systemId: 'user',
        src: 'user',
        input: ({ context }) => context.stored.user ?? {},
        onSnapshot: [
          {
            guard: and(['isTablePresent', 'changesTableUser']),
            actions: [
              { type: 'tellTableTheUser', params: ({ event }) => event.snapshot },
              { type: 'followUser', params: ({ event }) => event.snapshot },
            ],
          },
          { actions: { type: 'followUser', params: ({ event }) => event.snapshot } },
        ],
        onError: { actions: failed },
      },
    },
    startup: {
      invoke: {
        id: 'startup',
        systemId: 'startup',
        src: 'startup',
        input: ({ context }) => ({
          skipLoad: skipsStartupLoad(context.pathname),
          mayHaveAccess: mayHaveAccess(context.facts),
          checkoutOption: context.stored.checkoutOption,
          location: context.stored.location,
        }),
        onSnapshot: [
          {
            guard: and(['isTablePresent', 'changesTableOrder']),
            actions: [
              { type: 'tellTableTheFeatures', params: ({ event }) => event.snapshot },
              { type: 'followStartup', params: ({ event }) => event.snapshot },
            ],
          },
          { actions: { type: 'followStartup', params: ({ event }) => event.snapshot } },
        ],
        onError: { actions: failed },
      },
    },
    // The account pages' flows: login, registration, recovery (a chunk of their own).
    account: {
      initial: 'away',
      states: {
        away: { always: { guard: 'isOnAccountPage', target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: { id: 'loadAccount', src: 'loadAccount', onDone: 'present', onError: 'unavailable' },
        },
        present: {
          on: { 'route.entered': { actions: 'tellAccountTheRoute' } },
          invoke: {
            id: 'account',
            systemId: 'account',
            src: 'account',
            input: ({ context }) => ({
              pathname: context.pathname,
              device: { type: context.device.type, version: context.device.version },
              returnsToTable: context.facts.returnsToTable,
              user: context.facts.signedIn ? context.facts.user : null,
            }),
            onError: { target: 'unavailable', actions: failed },
          },
        },
        // The code could not be downloaded (offline): the next account page tries again.
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // The dine-in journey (a chunk of its own): loaded with the table pages, or at once when storage says
    // the diner sits at a table; kept from then on.
    table: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasStoredTable', target: 'loading' }, { target: 'away' }] },
        away: { always: { guard: 'isOnTablePage', target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: { id: 'loadTable', src: 'loadTable', onDone: 'present', onError: 'unavailable' },
        },
        present: {
          entry: 'startTable',
          // What storage kept is used once: a table started again after a failure starts afresh.
          exit: 'forgetStoredTable',
          on: { 'route.entered': { actions: 'tellTableTheRoute' } },
          invoke: {
            id: 'table',
            systemId: 'table',
            src: 'table',
            input: ({ context }) => ({
              stored: context.stored.table?.slice,
              resume: context.stored.table?.snapshot,
              user: context.facts.tableUser,
              termsAccepted: context.facts.tableTermsAccepted,
              tutorialSeen: context.facts.tutorialSeen,
              tableOrderEnabled: context.facts.tableOrder,
            }),
            onSnapshot: { actions: { type: 'followTable', params: ({ event }) => event.snapshot } },
            onError: { target: 'unavailable', actions: failed },
          },
        },
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // The installable app (update prompt, install and notifications offers): its code and the service
    // worker's come after the first screen, which never waits for them. The app works without it (no
    // prompt, no offer): only the app's log hears of a failure.
    pwa: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPwa',
            src: 'loadPwa',
            onDone: 'running',
            onError: pwaStopped,
          },
        },
        running: {
          invoke: {
            id: 'pwa',
            systemId: 'pwa',
            src: 'pwa',
            onError: pwaStopped,
          },
        },
        unavailable: {},
      },
    },
    // Delivery or takeout, and the service id that goes with it (spec §4 "Checkout option change").
    checkoutOption: {
      invoke: {
        id: 'checkoutOption',
        systemId: 'checkoutOption',
        src: 'checkoutOption',
        input: ({ context }) => ({ option: context.stored.checkoutOption }),
        onError: { actions: failed },
      },
    },
    // The address wizard (spec §2 "/geolocation", a chunk of its own): started on its pages, stopped
    // when they are left; once it confirmed an address it waits for the customer to leave its pages.
    location: {
      initial: 'away',
      states: {
        away: { always: { guard: 'isOnGeolocationPage', target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadGeolocation',
            src: 'loadGeolocation',
            onDone: 'present',
            onError: 'unavailable',
          },
        },
        present: {
          on: {
            'route.entered': { guard: not('isOnGeolocationPage'), target: 'away', actions: 'forgetWizard' },
          },
          invoke: {
            id: 'geolocation',
            systemId: 'geolocation',
            src: 'geolocation',
            input: ({ context }) => context.wizard ?? {},
            onDone: {
              target: 'confirmed',
              actions: [
                { type: 'rememberLocation', params: ({ event }) => pointOf(event.output.address) },
                { type: 'useConfirmedAddress', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'unavailable', actions: failed },
          },
        },
        confirmed: { on: { 'route.entered': { target: 'away', actions: 'forgetWizard' } } },
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // The customer's catalog: menu, search, favorites and the product sheet (a chunk of its own), loaded
    // with the home, the menu or the favorites for whoever may browse them, and kept from then on.
    catalog: {
      initial: 'away',
      states: {
        away: { always: { guard: and(['isOnCatalogPage', 'mayBrowse']), target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: { id: 'loadCatalog', src: 'loadCatalog', onDone: 'present', onError: 'unavailable' },
        },
        present: {
          on: { 'route.entered': { actions: 'tellCatalogTheRoute' } },
          invoke: {
            id: 'catalog',
            systemId: 'catalog',
            src: 'catalog',
            input: ({ context }) => ({
              pathname: context.pathname,
              search: context.search,
              ...catalogFactsOf(context.facts),
              signedIn: context.facts.signedIn,
            }),
            onError: { target: 'unavailable', actions: failed },
          },
        },
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // The address book (a chunk of its own): read afresh each time its page is entered, so an address the
    // wizard added or edited is in the list when the customer comes back.
    addressBook: pageRegion({
      chart: 'addressBook',
      load: 'loadAddressBook',
      isOnPage: 'showsAddressBook',
    }),
    // The home's address chip: a signed-in customer picks one of their saved addresses (the address
    // book's chart runs under it), anyone else gives one in the wizard; any new page closes it.
    addressPicker: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'addressPicker.open': [
              { guard: 'picksSavedAddress', target: 'open' },
              { actions: raise({ type: 'location.open', scope: 'register' }) },
            ],
          },
        },
        open: { on: { 'addressPicker.close': 'closed', 'route.entered': 'closed' } },
      },
    },
    // The saved cards of /profile/payments (spec §7 "Cards"): the wallet's chart, a chunk of its own.
    wallet: pageRegion({
      chart: 'wallet',
      load: 'loadWallet',
      isOnPage: 'isOnWalletPage',
      input: ({ context }) => ({ isRegistered: context.facts.signedIn }),
    }),
    // The coupons of /cupons (spec §7 "GET coupons"), read afresh on each visit; applying one is the cart's.
    coupons: pageRegion({ chart: 'coupons', load: 'loadCoupons', isOnPage: 'isOnCouponsPage' }),
    // Customer care among the entries of the profile's menus (spec §7 CMS contents): the phone's hub,
    // which no flow owns, and the profile's step 0.
    profileCustomerCare: pageRegion({
      chart: 'profileCustomerCare',
      load: 'loadProfileCustomerCare',
      isOnPage: 'isOnProfileMenu',
      input: () => ({ source: 'profile' as const }),
    }),
    // The customer's profile steps and request centre (a chunk of its own), with their pages. Once the chart
    // ended (a new password, the account deleted: signed out) it waits for the customer to leave.
    profile: {
      initial: 'away',
      states: {
        away: { always: { guard: 'isOnProfilePage', target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            // Signed out while the code came: nothing to show.
            onDone: [{ guard: 'isOnProfilePage', target: 'present' }, { target: 'away' }],
            onError: 'unavailable',
          },
        },
        present: {
          entry: 'tellProfileTheRoute',
          on: {
            'route.entered': [
              { guard: 'isOnProfilePage', actions: 'tellProfileTheRoute' },
              { target: 'away' },
            ],
          },
          invoke: {
            id: 'profile',
            systemId: 'profile',
            src: 'profile',
            input: ({ context }) => ({ user: context.facts.signedIn ? context.facts.user : null }),
            onDone: 'ended',
            onError: { target: 'unavailable', actions: failed },
          },
        },
        ended: { on: { 'route.entered': 'away' } },
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // The customer's orders: history, tracking, rebuy, invoice (a chunk of its own), loaded with their pages
    // and kept from then on (off them, the chart stops what it ran).
    orders: {
      initial: 'away',
      states: {
        away: { always: { guard: 'isOnOrdersPage', target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: { id: 'loadOrders', src: 'loadOrders', onDone: 'present', onError: 'unavailable' },
        },
        present: {
          on: { 'route.entered': { actions: 'tellOrdersTheRoute' } },
          invoke: {
            id: 'orders',
            systemId: 'orders',
            src: 'orders',
            input: ({ context }) => ({ pathname: context.pathname }),
            onError: { target: 'unavailable', actions: failed },
          },
        },
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // The cart (a chunk of its own): loaded on the delivery pages once start-up has settled and someone
    // can have a cart, kept from then on; the product sheet's dishes and "order again" come to it
    // through the tree (a dish added before its code arrived waits for it).
    cart: {
      initial: 'away',
      states: {
        away: {
          always: { guard: and(['isOnCartPage', 'mayHaveCart', not('isStartupBusy')]), target: 'loading' },
          on: { 'cart.addItem': { target: 'loading', actions: 'holdCartItem' } },
        },
        loading: {
          tags: 'busy',
          on: { 'cart.addItem': { actions: 'holdCartItem' } },
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: { target: 'present', actions: 'handOverHeldCartItem' },
            onError: 'unavailable',
          },
        },
        present: {
          on: {
            'cart.addItem': { actions: 'forwardToCart' },
            'cart.reload': { actions: 'forwardToCart' },
          },
          invoke: {
            id: 'cart',
            systemId: 'cart',
            src: 'cart',
            input: cartInputOf,
            onSnapshot: { actions: { type: 'followCart', params: ({ event }) => event.snapshot } },
            onError: { target: 'unavailable', actions: failed },
          },
        },
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // Paying for the cart at /payment: its code downloads with the page, the chart starts with the cart
    // as it is, and stops when the customer leaves; the next visit starts afresh.
    checkout: {
      initial: 'away',
      states: {
        away: { always: { guard: and(['isOnPaymentPage', 'hasCart']), target: 'loading' } },
        loading: {
          tags: 'busy',
          on: { 'route.entered': { guard: not('isOnPaymentPage'), target: 'away' } },
          invoke: { id: 'loadCheckout', src: 'loadCheckout', onDone: 'present', onError: 'unavailable' },
        },
        present: {
          on: { 'route.entered': { guard: not('isOnPaymentPage'), target: 'away' } },
          invoke: {
            id: 'checkout',
            systemId: 'checkout',
            src: 'checkout',
            // Placed (or left after a 406), the finished chart still says where to go until the page is left.
            onError: { target: 'unavailable', actions: failed },
          },
        },
        unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
      },
    },
    // Spec §2: the unavailable-service modal, in one of its four states.
    serviceModal: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'service.unavailable': {
              guard: 'showsServiceModal',
              target: 'open',
              actions: 'openServiceModal',
            },
          },
        },
        open: {
          on: {
            'service.unavailable': { actions: 'openServiceModal' },
            'service.modalClosed': { target: 'closed', actions: 'closeServiceModal' },
            'route.entered': {
              guard: not('showsServiceModal'),
              target: 'closed',
              actions: 'closeServiceModal',
            },
          },
        },
      },
    },
  },
});
