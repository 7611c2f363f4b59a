import { describe, expect, it } from 'vitest';
import type { Features } from '../../contract/schemas/cms.ts';
import { type Decision, decide, type GuardFacts, type TableFacts } from './decide.ts';

const options = (delivery: boolean, table_payment: boolean, external_login = false): Features => ({
  delivery,
  table_payment,
  table_order: table_payment,
  external_login,
});

const both = options(true, true);
const deliveryOnly = options(true, false);
const tableOnly = options(false, true);
const neither = options(false, false);
const externalLogin = options(true, true, true);

type UserFacts = GuardFacts['user'];

const guest: UserFacts = {
  loggedIn: false,
  type: 'guest',
  hasAccess: false,
  hasAddress: false,
  hasPhone: false,
  hasDocument: false,
  hasActiveTableSession: false,
};
/** Spec §4: "a guest has access when an order id exists". */
const guestWithOrder: UserFacts = { ...guest, hasAccess: true };
const loggedIn: UserFacts = {
  ...guest,
  loggedIn: true,
  type: 'registered',
  hasAccess: true,
  hasAddress: true,
  hasPhone: true,
  hasDocument: true,
};
const withoutAddress: UserFacts = { ...loggedIn, hasAddress: false };
/** Signed in, but missing what access needs (spec §4: document, phone and an address). */
const withoutAccess: UserFacts = { ...loggedIn, hasAccess: false, hasAddress: false };

const phone: GuardFacts = {
  environment: 'production',
  features: both,
  isMobile: true,
  user: guest,
  redirects: [],
};
const desktop: GuardFacts = { ...phone, isMobile: false };

interface Case {
  name: string;
  path: string;
  search?: string;
  facts: GuardFacts;
  expected: Decision | undefined;
}

function table(clause: string, cases: Case[]) {
  describe(clause, () => {
    it.each(cases)('$name', ({ path, search, facts, expected }) => {
      expect(decide({ pathname: path, search }, facts)).toEqual(expected);
    });
  });
}

table('"Guards are skipped under the environment named TEST."', [
  {
    name: 'a desktop on /table with table payment off stays',
    path: '/table',
    facts: { ...desktop, environment: 'TEST', features: deliveryOnly },
    expected: undefined,
  },
  {
    name: 'a server redirect for the path is not applied',
    path: '/promo',
    facts: { ...phone, environment: 'TEST', redirects: [{ path: '/promo', to: '/menu' }] },
    expected: undefined,
  },
]);

table('"A server-provided redirect for a path may apply. … Otherwise it is an in-app redirect."', [
  {
    name: 'a relative target redirects inside the app',
    path: '/promo',
    facts: { ...phone, redirects: [{ path: '/promo', to: '/menu' }] },
    expected: { to: '/menu' },
  },
  {
    name: 'it applies to known routes too',
    path: '/cupons',
    facts: { ...phone, redirects: [{ path: '/cupons', to: '/menu' }] },
    expected: { to: '/menu' },
  },
  {
    name: 'it applies before the features are loaded',
    path: '/promo',
    facts: { ...phone, features: undefined, redirects: [{ path: '/promo', to: '/menu' }] },
    expected: { to: '/menu' },
  },
  {
    name: 'a redirect to the path itself is ignored (no loops)',
    path: '/menu',
    facts: { ...phone, redirects: [{ path: '/menu', to: '/menu' }] },
    expected: undefined,
  },
]);

table('"An absolute URL causes a full page load."', [
  {
    name: 'an https target is a full page load',
    path: '/promo',
    facts: { ...phone, redirects: [{ path: '/promo', to: 'https://example.com/promo' }] },
    expected: { to: 'https://example.com/promo', full: true },
  },
  {
    name: 'an http target is a full page load',
    path: '/promo',
    facts: { ...phone, redirects: [{ path: '/promo', to: 'http://example.com/' }] },
    expected: { to: 'http://example.com/', full: true },
  },
]);

table('Features come from the content service: nothing is decided before they load', [
  {
    name: '/table waits for the features',
    path: '/table',
    facts: { ...desktop, features: undefined },
    expected: undefined,
  },
]);

table('A page-not-found case gives status 404: unknown paths are never redirected', [
  {
    name: '/nowhere shows the 404 page',
    path: '/nowhere',
    facts: { ...phone, features: neither },
    expected: undefined,
  },
]);

table('"Table routes need table payment enabled and a mobile device."', [
  { name: 'a phone opens /table/order', path: '/table/order', facts: phone, expected: undefined },
  { name: 'a phone opens /table-payment', path: '/table-payment', facts: phone, expected: undefined },
  {
    name: '/table with only delivery active goes to /auth',
    path: '/table',
    facts: { ...phone, features: deliveryOnly },
    expected: { to: '/auth' },
  },
]);

table(
  '"Delivery routes (cupons, menu, orders, profile, payment, mobile, favorites) need delivery enabled."',
  [
    { name: 'a phone opens /menu', path: '/menu', facts: phone, expected: undefined },
    {
      name: '/menu with only table payment active goes to /table',
      path: '/menu',
      facts: { ...phone, features: tableOnly },
      expected: { to: '/table' },
    },
    {
      name: '/orders/42 with only table payment active goes to /table',
      path: '/orders/42',
      facts: { ...phone, features: tableOnly },
      expected: { to: '/table' },
    },
    {
      name: '/mobile/profile with only table payment active goes to /table',
      path: '/mobile/profile',
      facts: { ...phone, features: tableOnly },
      expected: { to: '/table' },
    },
    {
      name: '/cupons with neither option active goes to /auth',
      path: '/cupons',
      facts: { ...phone, features: neither },
      expected: { to: '/auth' },
    },
  ],
);

table('"Home navigation goes to the QR page when the store has table features but no delivery feature."', [
  { name: 'a phone opens home with both options', path: '/', facts: phone, expected: undefined },
  {
    name: 'a phone on home with only table payment goes to the QR page',
    path: '/',
    facts: { ...phone, features: tableOnly },
    expected: { to: '/table/qrcode' },
  },
  {
    name: 'a signed-in customer too, before the external-login rules',
    path: '/',
    facts: { ...phone, features: { ...tableOnly, external_login: true }, user: withoutAccess },
    expected: { to: '/table/qrcode' },
  },
  {
    name: 'a desktop stays home: the QR page needs a phone',
    path: '/',
    facts: { ...desktop, features: tableOnly },
    expected: undefined,
  },
  {
    name: 'with neither option home stays',
    path: '/',
    facts: { ...phone, features: neither },
    expected: undefined,
  },
]);

table('"/welcome … Needs both delivery and table options active."', [
  { name: 'a phone opens /welcome with both active', path: '/welcome', facts: phone, expected: undefined },
  {
    name: 'only delivery active goes to /auth',
    path: '/welcome',
    facts: { ...phone, features: deliveryOnly },
    expected: { to: '/auth' },
  },
  {
    name: 'only table payment active goes to /table',
    path: '/welcome',
    facts: { ...phone, features: tableOnly },
    expected: { to: '/table' },
  },
  {
    name: 'neither active goes to /auth',
    path: '/welcome',
    facts: { ...phone, features: neither },
    expected: { to: '/auth' },
  },
]);

table('"If a guarded route is unavailable: go to /welcome when both options are active …"', [
  {
    name: 'a desktop guest on /table goes to /welcome',
    path: '/table',
    facts: desktop,
    expected: { to: '/welcome' },
  },
  {
    name: 'a desktop guest on /table-payment goes to /welcome',
    path: '/table-payment',
    facts: desktop,
    expected: { to: '/welcome' },
  },
]);

table('Fallback targets the visitor cannot open either are replaced by /auth', [
  {
    name: 'a desktop on /table with only table payment goes to /auth, never to /table itself',
    path: '/table',
    facts: { ...desktop, features: tableOnly },
    expected: { to: '/auth' },
  },
  {
    name: 'a desktop on /table-payment with only table payment goes to /auth, as /table needs a phone',
    path: '/table-payment',
    facts: { ...desktop, features: tableOnly },
    expected: { to: '/auth' },
  },
  {
    name: 'a desktop on /menu with only table payment goes to /auth, as /table needs a phone',
    path: '/menu',
    facts: { ...desktop, features: tableOnly },
    expected: { to: '/auth' },
  },
]);

table('"Table, mobile and welcome pages on non-mobile devices send logged-in users home."', [
  { name: '/table', path: '/table', facts: { ...desktop, user: loggedIn }, expected: { to: '/' } },
  {
    name: '/table-payment',
    path: '/table-payment',
    facts: { ...desktop, user: loggedIn },
    expected: { to: '/' },
  },
  { name: '/welcome', path: '/welcome', facts: { ...desktop, user: loggedIn }, expected: { to: '/' } },
  {
    name: '/mobile/profile',
    path: '/mobile/profile',
    facts: { ...desktop, user: loggedIn },
    expected: { to: '/' },
  },
  {
    name: 'on a phone a logged-in user stays on /table',
    path: '/table',
    facts: { ...phone, user: loggedIn },
    expected: undefined,
  },
  { name: 'a desktop guest stays on /welcome', path: '/welcome', facts: desktop, expected: undefined },
]);

table(
  '"With external login on, users without access go to auth, except on /auth, geolocation and the mobile, table and welcome pages."',
  [
    {
      name: '/menu sends a signed-in customer without an address to /geolocation, not /auth again',
      path: '/menu',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: { to: '/geolocation' },
    },
    {
      name: 'home sends a signed-in customer with an address but no phone to /register/phone',
      path: '/',
      facts: {
        ...phone,
        features: externalLogin,
        user: { ...withoutAccess, hasAddress: true, hasPhone: false },
      },
      expected: { to: '/register/phone' },
    },
    {
      name: 'home sends a signed-in customer with an address and a phone but no CPF to /register/data',
      path: '/',
      facts: {
        ...phone,
        features: externalLogin,
        user: { ...withoutAccess, hasAddress: true, hasPhone: true, hasDocument: false },
      },
      expected: { to: '/register/data' },
    },
    {
      name: 'home sends a visitor who has not signed in to /auth',
      path: '/',
      facts: { ...phone, features: externalLogin, user: guest },
      expected: { to: '/auth' },
    },
    {
      name: '/register/phone stays: "After login" sends users without a phone there',
      path: '/register/phone',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: '/register/confirm stays: a new account is signed in there, without an address yet',
      path: '/register/confirm',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: '/auth stays',
      path: '/auth',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: '/auth/login stays',
      path: '/auth/login',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: '/geolocation/address stays',
      path: '/geolocation/address',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: '/mobile/profile stays',
      path: '/mobile/profile',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: '/table/menu stays',
      path: '/table/menu',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: '/welcome stays',
      path: '/welcome',
      facts: { ...phone, features: externalLogin, user: withoutAccess },
      expected: undefined,
    },
    {
      name: 'with external login off, /menu stays',
      path: '/menu',
      facts: phone,
      expected: undefined,
    },
  ],
);

table('"Users with access are sent home, except on geolocation when they have no address."', [
  {
    name: '/auth sends a user with access home',
    path: '/auth',
    facts: { ...phone, features: externalLogin, user: loggedIn },
    expected: { to: '/' },
  },
  {
    name: '/auth/login sends a user with access home',
    path: '/auth/login',
    facts: { ...phone, features: externalLogin, user: loggedIn },
    expected: { to: '/' },
  },
  {
    name: 'a user with access but no address stays on /geolocation/confirm',
    path: '/geolocation/confirm',
    facts: { ...phone, features: externalLogin, user: withoutAddress },
    expected: undefined,
  },
  {
    name: 'a user with access stays on /menu',
    path: '/menu',
    facts: { ...phone, features: externalLogin, user: loggedIn },
    expected: undefined,
  },
  {
    name: 'with external login off, /auth stays',
    path: '/auth',
    facts: { ...phone, user: loggedIn },
    expected: undefined,
  },
]);

table('"(the geolocation exception applies only to users who have an address)"', [
  {
    name: '/geolocation sends a user with access and an address home',
    path: '/geolocation',
    facts: { ...phone, features: externalLogin, user: loggedIn },
    expected: { to: '/' },
  },
  {
    name: 'unless they opened the wizard to change or add an address',
    path: '/geolocation/address',
    facts: { ...phone, features: externalLogin, user: loggedIn, wizardRequested: true },
    expected: undefined,
  },
]);

table('"/mobile/profile … Guests are redirected home."', [
  { name: 'a guest goes home', path: '/mobile/profile', facts: phone, expected: { to: '/' } },
  {
    name: 'a guest with an open order goes home too',
    path: '/mobile/profile',
    facts: { ...phone, user: guestWithOrder },
    expected: { to: '/' },
  },
  {
    name: 'a registered user stays',
    path: '/mobile/profile',
    facts: { ...phone, user: loggedIn },
    expected: undefined,
  },
  {
    name: 'a b2c user stays',
    path: '/mobile/profile',
    facts: { ...phone, user: { ...loggedIn, type: 'b2c' } },
    expected: undefined,
  },
  { name: 'other delivery pages are open to guests', path: '/menu', facts: phone, expected: undefined },
  { name: 'a guest has no address book', path: '/profile/addresses', facts: phone, expected: { to: '/' } },
  {
    name: 'a registered user keeps the address book',
    path: '/profile/addresses',
    facts: { ...phone, user: loggedIn },
    expected: undefined,
  },
  { name: 'a guest has no saved cards', path: '/profile/payments', facts: phone, expected: { to: '/' } },
  {
    name: 'a registered user keeps the saved cards, on a desktop too',
    path: '/profile/payments',
    facts: { ...phone, isMobile: false, user: loggedIn },
    expected: undefined,
  },
  { name: 'a guest sees the coupons', path: '/cupons', facts: phone, expected: undefined },
  { name: "a guest has no profile's steps", path: '/profile/personal', facts: phone, expected: { to: '/' } },
  { name: 'nor request centre', path: '/profile/privacy', facts: phone, expected: { to: '/' } },
  {
    name: 'a registered user keeps the steps',
    path: '/profile/credentials',
    facts: { ...phone, user: loggedIn },
    expected: undefined,
  },
  { name: 'the terms are for everyone', path: '/privacy/terms', facts: phone, expected: undefined },
]);

table('"Unauthenticated visitors on / or on delivery routes are redirected by the same rule."', [
  {
    name: 'with external login on, a visitor on home goes to /auth',
    path: '/',
    facts: { ...phone, features: externalLogin },
    expected: { to: '/auth' },
  },
  {
    name: 'with external login on, a visitor on /menu goes to /auth',
    path: '/menu',
    facts: { ...phone, features: externalLogin },
    expected: { to: '/auth' },
  },
  {
    name: 'with external login on, a visitor on /orders/42 goes to /auth',
    path: '/orders/42',
    facts: { ...phone, features: externalLogin },
    expected: { to: '/auth' },
  },
  {
    name: 'a guest with an open order has access (spec §4) and stays on /menu',
    path: '/menu',
    facts: { ...phone, features: externalLogin, user: guestWithOrder },
    expected: undefined,
  },
  {
    name: 'the rule is limited to home and delivery routes: /register stays',
    path: '/register',
    facts: { ...phone, features: externalLogin },
    expected: undefined,
  },
  {
    name: 'the rule is limited to home and delivery routes: /privacy/terms stays',
    path: '/privacy/terms',
    facts: { ...phone, features: externalLogin },
    expected: undefined,
  },
  {
    name: 'the same exceptions: /geolocation stays',
    path: '/geolocation',
    facts: { ...phone, features: externalLogin },
    expected: undefined,
  },
  {
    name: 'the same exceptions: the mobile profile is left by the guest rule first (home)',
    path: '/mobile/profile',
    facts: { ...phone, features: externalLogin },
    expected: { to: '/' },
  },
  {
    name: 'with external login off, a visitor stays on home',
    path: '/',
    facts: phone,
    expected: undefined,
  },
]);

table('"/payment … payment guard": paying needs access (§4), else where it is had', [
  {
    name: 'a guest with an open order pays',
    path: '/payment',
    facts: { ...phone, user: guestWithOrder },
    expected: undefined,
  },
  {
    name: 'a signed-in customer with all delivery info pays',
    path: '/payment',
    facts: { ...desktop, user: loggedIn },
    expected: undefined,
  },
  {
    name: 'a guest without an open order goes home, where the address and the cart start',
    path: '/payment',
    facts: { ...phone, user: guest },
    expected: { to: '/' },
  },
  {
    name: 'a signed-in customer without an address goes to geolocation',
    path: '/payment',
    facts: { ...phone, user: withoutAccess },
    expected: { to: '/geolocation' },
  },
  {
    name: 'a signed-in customer without a phone goes to register it',
    path: '/payment',
    facts: { ...phone, user: { ...loggedIn, hasAccess: false, hasPhone: false, hasDocument: false } },
    expected: { to: '/register/phone' },
  },
  {
    name: 'a signed-in customer without a document goes to register personal data',
    path: '/payment',
    facts: { ...desktop, user: { ...loggedIn, hasAccess: false, hasDocument: false } },
    expected: { to: '/register/data' },
  },
  {
    name: 'an active table session does not send a customer paying for delivery to the table',
    path: '/payment',
    facts: {
      ...phone,
      user: { ...loggedIn, hasAccess: false, hasPhone: false, hasActiveTableSession: true },
    },
    expected: { to: '/register/phone' },
  },
  {
    name: 'with delivery off, the unavailable route falls back first',
    path: '/payment',
    facts: { ...phone, features: tableOnly, user: guest },
    expected: { to: '/table' },
  },
  {
    name: 'with external login on, a guest without access goes to auth (its own rule)',
    path: '/payment',
    facts: { ...phone, features: externalLogin, user: guest },
    expected: { to: '/auth' },
  },
  {
    name: 'the table payment page is not guarded by it',
    path: '/table/payment',
    facts: { ...phone, user: guest },
    expected: undefined,
  },
]);

table('"Verify pages are rejected unless the query type is email or phone."', [
  {
    name: '/register/verify?type=email stays',
    path: '/register/verify',
    search: '?type=email',
    facts: phone,
    expected: undefined,
  },
  {
    name: '/register/verify?type=phone stays',
    path: '/register/verify',
    search: '?type=phone',
    facts: phone,
    expected: undefined,
  },
  {
    name: '/register/verify without a type goes back to /register',
    path: '/register/verify',
    facts: phone,
    expected: { to: '/register' },
  },
  {
    name: '/register/verify?type=fax goes back to /register',
    path: '/register/verify',
    search: '?type=fax',
    facts: phone,
    expected: { to: '/register' },
  },
  {
    name: '/recovery/verify?type=phone stays',
    path: '/recovery/verify',
    search: 'type=phone&from=sms',
    facts: phone,
    expected: undefined,
  },
  {
    name: '/recovery/verify without a type goes back to /recovery',
    path: '/recovery/verify',
    search: '?code=1',
    facts: phone,
    expected: { to: '/recovery' },
  },
  {
    name: 'other pages ignore the type query',
    path: '/register/phone',
    facts: phone,
    expected: undefined,
  },
]);

/** A registered diner at the table: terms accepted, tutorial seen, seated, inside the indoor area. */
const seatedTable: TableFacts = {
  step: '/table/order',
  hasSession: true,
  termsAccepted: true,
  tutorialSeen: true,
  hasAllTableInfo: true,
  isInsideIndoorArea: true,
};
const newcomerTable: TableFacts = {
  step: '/table',
  hasSession: false,
  termsAccepted: false,
  tutorialSeen: false,
  hasAllTableInfo: false,
  isInsideIndoorArea: false,
};
const diner: GuardFacts = { ...phone, user: loggedIn, table: seatedTable };
const newcomer: GuardFacts = { ...phone, user: guest, table: newcomerTable };
const tablePaymentOnly = { ...both, table_order: false };

table(
  '"Table flow order: accept table-payment terms, then tutorial, then QR code, then form (guest) or order (registered)."',
  [
    {
      name: '/table/order without a session goes back to /table',
      path: '/table/order',
      facts: newcomer,
      expected: { to: '/table' },
    },
    {
      name: '/table/tutorial before the terms goes back to the terms',
      path: '/table/tutorial',
      facts: newcomer,
      expected: { to: '/table' },
    },
    {
      name: '/table/qrcode during the tutorial goes back to the tutorial',
      path: '/table/qrcode',
      facts: { ...newcomer, table: { ...newcomerTable, step: '/table/tutorial', termsAccepted: true } },
      expected: { to: '/table/tutorial' },
    },
    {
      name: '/table/form before the QR code goes back to the QR page',
      path: '/table/form',
      facts: {
        ...newcomer,
        table: { ...newcomerTable, step: '/table/qrcode', termsAccepted: true, tutorialSeen: true },
      },
      expected: { to: '/table/qrcode' },
    },
    {
      name: 'a guest sent to auth may open the form',
      path: '/table/form',
      facts: {
        ...newcomer,
        table: { ...newcomerTable, step: '/auth', termsAccepted: true, tutorialSeen: true },
      },
      expected: undefined,
    },
    {
      name: 'a seated diner stays on /table/order',
      path: '/table/order',
      facts: diner,
      expected: undefined,
    },
    {
      name: 'a seated diner may go back to the QR page (another table)',
      path: '/table/qrcode',
      facts: diner,
      expected: undefined,
    },
    {
      name: '/table/payment without a session goes to the current step',
      path: '/table/payment',
      facts: { ...newcomer, table: { ...newcomerTable, step: '/table/qrcode' } },
      expected: { to: '/table/qrcode' },
    },
    {
      name: 'the /table/terms reading page is always open',
      path: '/table/terms',
      facts: newcomer,
      expected: undefined,
    },
    {
      name: 'the QR link entry point has its own guard',
      path: '/table-payment',
      facts: newcomer,
      expected: undefined,
    },
    {
      name: 'without table facts (actor not wired) the order is not enforced',
      path: '/table/order',
      facts: { ...newcomer, table: undefined },
      expected: undefined,
    },
  ],
);

table('"/table … Goes to the tutorial if table-payment terms are accepted and the user is registered."', [
  {
    name: 'a registered user who accepted goes to /table/tutorial',
    path: '/table',
    facts: { ...diner, table: { ...seatedTable, tutorialSeen: false, step: '/table/tutorial' } },
    expected: { to: '/table/tutorial' },
  },
  {
    name: 'a guest who accepted before stays on the terms',
    path: '/table',
    facts: { ...newcomer, table: { ...newcomerTable, termsAccepted: true } },
    expected: undefined,
  },
  {
    name: 'a registered user who has not accepted stays',
    path: '/table',
    facts: { ...diner, table: newcomerTable },
    expected: undefined,
  },
]);

table('"/table/tutorial … Goes to the QR page if the tutorial was already seen."', [
  {
    name: 'the tutorial was seen: /table/qrcode',
    path: '/table/tutorial',
    facts: diner,
    expected: { to: '/table/qrcode' },
  },
  {
    name: 'not seen yet: stays',
    path: '/table/tutorial',
    facts: { ...newcomer, table: { ...newcomerTable, termsAccepted: true, step: '/table/tutorial' } },
    expected: undefined,
  },
]);

table(
  '"/table/registration-update … Goes to the table order if the user is a guest or already has name, email and phone."',
  [
    {
      name: 'a guest goes to /table/order',
      path: '/table/registration-update',
      facts: { ...diner, user: guest },
      expected: { to: '/table/order' },
    },
    {
      name: 'a user with all table info goes to /table/order',
      path: '/table/registration-update',
      facts: diner,
      expected: { to: '/table/order' },
    },
    {
      name: 'a registered user missing table info stays',
      path: '/table/registration-update',
      facts: {
        ...diner,
        table: { ...seatedTable, hasAllTableInfo: false, step: '/table/registration-update' },
      },
      expected: undefined,
    },
  ],
);

table('"The menu requires being inside the indoor area, otherwise table geolocation."', [
  {
    name: 'inside the indoor area: the menu opens',
    path: '/table/menu',
    facts: { ...diner, table: { ...seatedTable, step: '/table/menu' } },
    expected: undefined,
  },
  {
    name: 'outside: /table/geolocation',
    path: '/table/menu',
    facts: { ...diner, table: { ...seatedTable, isInsideIndoorArea: false, step: '/table/geolocation' } },
    expected: { to: '/table/geolocation' },
  },
]);

table('"Geolocation and menu require table ordering to be active."', [
  {
    name: '/table/menu with table ordering off goes to /table/order',
    path: '/table/menu',
    facts: { ...diner, features: tablePaymentOnly },
    expected: { to: '/table/order' },
  },
  {
    name: '/table/geolocation with table ordering off goes to /table/order',
    path: '/table/geolocation',
    facts: { ...diner, features: tablePaymentOnly },
    expected: { to: '/table/order' },
  },
  {
    name: '/table/geolocation with table ordering on stays',
    path: '/table/geolocation',
    facts: { ...diner, table: { ...seatedTable, step: '/table/geolocation' } },
    expected: undefined,
  },
]);
