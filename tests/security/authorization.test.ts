import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pspSignatureHeader } from '../../contract/psp-signature.ts';
import { seedIds } from '../../server/seed/seed-ids.ts';
import { customer } from '../../server/test-support/accounts.ts';
import { guestContact } from '../../server/test-support/ordering.ts';
import { openTestApp, type TestApp } from '../../server/test-support/test-app.ts';
import { signatureOf } from '../../server/test-support/webhooks.ts';
import { type Actor, actors, buildWorld, call, type Target, type World } from './authorization-world.ts';

/*
 * Every endpoint × {owner, another user, another diner, anonymous} → the status each gets, against
 * the app with its real middleware and database. An endpoint the API lists (GET /api/openapi.json)
 * without a row here fails the suite: add one line for it below.
 */

type Expectation = Record<Actor, number>;

/** Public: the same answer whoever asks. */
const anyone = (status: number): Expectation => ({
  owner: status,
  otherUser: status,
  otherDiner: status,
  anonymous: status,
});
/** The caller's own data: any signed-in user gets theirs; without an account, 401. */
const signedIn = (status: number): Expectation => ({
  owner: status,
  otherUser: status,
  otherDiner: 401,
  anonymous: 401,
});
/**
 * The owner's seat at a table: it takes the seat's token (401 without one), and another diner's
 * token does not open it.
 */
const seated = (status: number): Expectation => ({
  owner: status,
  otherUser: 401,
  otherDiner: 403,
  anonymous: 401,
});
/** One of the owner's resources by id: another user is told it does not exist. */
const ownersOnly = (status: number): Expectation => ({
  owner: status,
  otherUser: 404,
  otherDiner: 401,
  anonymous: 401,
});

const brand = 'brasa-grill';
const item = seedIds.item(brand, 'picanha-na-brasa');
/** A dish without options to choose. */
const dessert = seedIds.item(brand, 'petit-gateau');
const category = seedIds.category(brand, 'burgers');
const banner = seedIds.banner(brand, 'picanha');
const order = '/api/order/v1';
const table = `${order}/table`;
const seat = (w: World) => ({ user_session_id: w.maria.seat });
const atTable = (w: World, json: object = seat(w)) => ({ params: { id: w.maria.session }, json });
const registration = (w: World) => ({
  email: `novo-${w.unique()}@exemplo.com.br`,
  phone_number: w.uniquePhone(),
  document: '52998224725',
  name: 'Novo',
  birthday: '1990-01-01',
  password: 'Senha1234',
  accepted_terms: true,
  email_code: '000000',
  phone_code: '000000',
});

/** One line per endpoint: the status each caller gets. */
const rows: Array<[endpoint: string, expected: Expectation]> = [
  ['GET /api/health', anyone(200)],
  // A load balancer's probe: whether to send this process requests, the same for anyone.
  ['GET /api/ready', anyone(200)],
  // Operators only: the METRICS_TOKEN bearer, which no customer or diner holds.
  ['GET /metrics', anyone(401)],
  ['GET /api/openapi.json', anyone(200)],
  ['GET /api/cms/v1/features', anyone(200)],
  ['GET /api/cms/v1/analytics', anyone(200)],
  ['GET /api/crm/v1/push/public-key', anyone(200)],
  // The engagement SDK speaks for a browser, by the brand's app id.
  ['POST /api/engagement/v1/events', anyone(202)],
  ['GET /api/cms/v1/home', anyone(200)],
  ['GET /api/cms/v1/cms', anyone(200)],
  ['GET /api/cms/v1/redirects', anyone(200)],
  ['GET /api/cms/v1/terms', anyone(200)],
  ['GET /api/cms/v1/policy', anyone(200)],
  ['GET /api/cms/v1/table-terms', anyone(200)],
  ['GET /api/catalog/v1/stores', anyone(200)],
  ['GET /api/catalog/v1/stores/geolocation', anyone(200)],
  ['GET /api/catalog/v1/categories/default', anyone(200)],
  ['GET /api/catalog/v1/categories', anyone(200)],
  ['GET /api/catalog/v1/category', anyone(200)],
  ['GET /api/catalog/v1/items', anyone(200)],
  ['GET /api/catalog/v1/items/search', anyone(200)],
  ['GET /api/catalog/v1/item', anyone(200)],
  ['GET /api/media/items/{id}.svg', anyone(200)],
  ['GET /api/media/categories/{id}.svg', anyone(200)],
  ['GET /api/media/banners/{id}.svg', anyone(200)],
  // An <img> sends no token: the picture's id is an unguessable UUID, made anew with each picture.
  ['GET /api/media/profile-images/{id}', anyone(200)],
  // Signing in and registering: the credentials travel in the request, whoever sends it.
  ['POST /api/crm/v1/login', anyone(200)],
  ['POST /api/crm/v1/login/refresh', anyone(200)],
  ['POST /api/crm/v1/logout', anyone(200)],
  ['POST /api/crm/v1/login/{provider}', anyone(404)],
  // Where the sign-in buttons open: our client ids are public at the providers' pages anyway.
  ['GET /api/crm/v1/login/providers', anyone(200)],
  ['GET /api/crm/v1/b2c/login', anyone(200)],
  ['GET /api/crm/v1/b2c/polling', anyone(200)],
  ['GET /api/crm/v1/b2c/reset', anyone(200)],
  ['GET /api/crm/v1/b2c/profile', signedIn(404)],
  ['POST /api/crm/v1/passwords/check-email', anyone(200)],
  ['POST /api/crm/v1/passwords/check-phone', anyone(200)],
  ['POST /api/crm/v1/passwords/check-code', anyone(200)],
  ['POST /api/crm/v1/passwords/reset', anyone(400)],
  ['POST /api/crm/v1/users/check-email', anyone(200)],
  ['POST /api/crm/v1/users/check-phone', anyone(200)],
  ['POST /api/crm/v1/users/check-cpf', anyone(200)],
  ['POST /api/crm/v1/users/check-email-code', anyone(200)],
  ['POST /api/crm/v1/users/check-phone-code', anyone(200)],
  ['POST /api/crm/v1/users', anyone(400)],
  // The account: each caller's own, and another's is not found.
  ['GET /api/crm/v1/users/me', signedIn(200)],
  ['PATCH /api/crm/v1/users/me', signedIn(200)],
  ['PUT /api/crm/v1/users/me', signedIn(200)],
  ['PATCH /api/crm/v1/users/complete-registration', signedIn(200)],
  ['GET /api/crm/v1/addresses', signedIn(200)],
  ['POST /api/crm/v1/addresses', signedIn(201)],
  ['PUT /api/crm/v1/addresses/{id}', ownersOnly(200)],
  ['DELETE /api/crm/v1/addresses/{id}', ownersOnly(200)],
  ['PUT /api/crm/v1/addresses/{id}/set-main', ownersOnly(200)],
  ['GET /api/crm/v1/geocode', anyone(200)],
  ['GET /api/crm/v1/geocode/reverse', anyone(200)],
  ['GET /api/crm/v1/cards', signedIn(200)],
  ['POST /api/crm/v1/cards', signedIn(201)],
  ['DELETE /api/crm/v1/cards/{id}', ownersOnly(200)],
  ['PATCH /api/crm/v1/cards/{id}/default', ownersOnly(200)],
  ['GET /api/crm/v1/favorites', signedIn(200)],
  ['GET /api/crm/v1/favorites/items', signedIn(200)],
  ['POST /api/crm/v1/favorites/items', signedIn(200)],
  ['POST /api/crm/v1/privacy/requests', signedIn(201)],
  ['GET /api/crm/v1/privacy/requests', signedIn(200)],
  ['GET /api/crm/v1/privacy/requests/{id}', ownersOnly(200)],
  // Delivery and takeout: an account's carts and orders, or a guest's by its session header. On a
  // guest's rows the owner is that guest and another user is another guest.
  [`POST ${order}/guest-session`, anyone(201)],
  [`GET ${order}/guest-session/{id}`, ownersOnly(200)],
  [`GET ${order}/guest-session/{id}/address`, ownersOnly(200)],
  [`POST ${order}/guest-session/{id}/address`, ownersOnly(200)],
  [`POST ${order}/cart/session`, signedIn(200)],
  [`GET ${order}/cart/{id}`, ownersOnly(200)],
  [`DELETE ${order}/cart/{id}`, ownersOnly(200)],
  [`GET ${order}/cart/{id}/verify-items`, ownersOnly(200)],
  [`POST ${order}/cart/{id}/items`, ownersOnly(201)],
  [`PATCH ${order}/cart/{id}/items`, ownersOnly(200)],
  [`DELETE ${order}/cart/{id}/items`, ownersOnly(200)],
  [`PATCH ${order}/cart/{id}/gift-card`, ownersOnly(200)],
  [`DELETE ${order}/cart/{id}/coupon`, ownersOnly(200)],
  [`GET ${order}/coupons`, anyone(200)],
  [`POST ${order}/coupons`, ownersOnly(200)],
  [`GET ${order}/gift-cards/form`, anyone(200)],
  [`GET ${order}/gift-cards/balance`, anyone(200)],
  [`POST ${order}/gift-cards/redeem`, ownersOnly(200)],
  [`POST ${order}/orders`, ownersOnly(201)],
  [`GET ${order}/orders`, signedIn(200)],
  [`GET ${order}/orders/history/{filter}`, signedIn(200)],
  [`GET ${order}/orders/{id}`, ownersOnly(200)],
  [`GET ${order}/orders/{id}/polling`, ownersOnly(200)],
  [`GET ${order}/orders/{id}/confirm-delivery`, ownersOnly(200)],
  [`POST ${order}/orders/rebuy`, ownersOnly(200)],
  [`POST ${order}/orders/invoice`, ownersOnly(200)],
  [`POST ${order}/payments/apple/start-session`, ownersOnly(200)],
  [`POST ${order}/payments/external-confirmation`, ownersOnly(200)],
  // Where a browser tokenizes a card: public, as the page carries it too.
  [`GET ${order}/payments/provider`, anyone(200)],
  // The provider's notices: its signature is the credential, whoever's else comes along (see below).
  ['POST /api/payments/v1/webhooks', anyone(200)],
  // The table: whoever has its QR link (with the table's key) sits down; a seat's calls take its token.
  [`GET ${table}/info`, anyone(200)],
  [`POST ${table}/sessions`, anyone(201)],
  [`POST ${table}/sessions/{id}/join`, anyone(200)],
  [`POST ${table}/sessions/{id}/leave`, seated(200)],
  [`GET ${table}/sessions/{id}/order`, seated(200)],
  [`GET ${table}/sessions/{id}/lobby`, seated(200)],
  [`POST ${table}/sessions/{id}/approve`, seated(200)],
  [`POST ${table}/sessions/{id}/calculate`, seated(200)],
  [`POST ${table}/sessions/{id}/totalize`, seated(201)],
  [`POST ${table}/sessions/{id}/add-payment`, seated(200)],
  [`POST ${table}/sessions/{id}/orders`, seated(201)],
  // The payer's account, or any seat at its table, reads a payment.
  [`GET ${table}/orders/{id}`, { owner: 200, otherUser: 404, otherDiner: 200, anonymous: 401 }],
  // Only the payer has its receipt sent again: to another diner at the table it does not exist.
  [`POST ${table}/orders/{id}/receipt`, { owner: 200, otherUser: 404, otherDiner: 404, anonymous: 401 }],
  [`GET ${table}/device`, anyone(200)],
  // Dev tools: only with DEV_TOOLS=1 (server/dev/dev-tools.test.ts), and then for anyone.
  ['GET /dev/b2c/approve', anyone(200)],
  ['POST /api/dev/faults', anyone(200)],
  ['GET /api/dev/faults', anyone(200)],
  ['DELETE /api/dev/faults', anyone(200)],
  ['POST /api/dev/clock', anyone(200)],
  ['POST /api/dev/features', anyone(200)],
  ['GET /api/dev/outbox', anyone(200)],
  ['GET /api/dev/engagement/events', anyone(200)],
  ['POST /api/dev/push/sweep', anyone(200)],
  ['GET /dev/outbox', anyone(200)],
  ['POST /api/dev/tables/{store}/{table}/key', anyone(200)],
  ['POST /api/dev/tables/{store}/{table}/items', anyone(201)],
  ['POST /api/dev/orders/{id}/cancel', anyone(200)],
  ['GET /api/dev/orders/{id}', anyone(200)],
  ['GET /api/dev/orders/{id}/settlement', anyone(200)],
  ['POST /api/dev/menu/large', anyone(200)],
  ['GET /dev/charts', anyone(200)],
  ['POST /api/dev/reset', anyone(200)],
];

/** A row aimed at a guest's resource: the owner is that guest, another user another guest. */
const asGuest = (w: World, actor: Actor) => ({
  identity: actor === 'owner' ? w.ordering.guest.owner : actor === 'otherUser' ? w.ordering.guest.other : {},
});
const inCart = async (w: World, json?: object): Promise<Target> => ({
  params: { id: (await w.ordering.cart()).order_id },
  ...(json ? { json } : {}),
});
const ofOrder = (w: World): Target => ({ params: { id: w.ordering.order } });

/** How to aim an endpoint that needs more than its path at the owner's resources (built per caller). */
const requests: Record<string, (w: World, actor: Actor) => Target | Promise<Target>> = {
  'GET /api/cms/v1/cms': () => ({ query: { 'codes[]': 'x' } }),
  'GET /api/catalog/v1/stores/geolocation': () => ({
    query: { latitude: '-23.5477', longitude: '-46.6343' },
  }),
  'GET /api/catalog/v1/category': () => ({ query: { 'category-id': category } }),
  'GET /api/catalog/v1/items/search': () => ({ query: { query: 'picanha' } }),
  'GET /api/catalog/v1/item': () => ({ query: { 'item-id': item } }),
  'GET /api/media/items/{id}.svg': () => ({ params: { id: item } }),
  'GET /api/media/categories/{id}.svg': () => ({ params: { id: category } }),
  'GET /api/media/banners/{id}.svg': () => ({ params: { id: banner } }),
  'GET /api/media/profile-images/{id}': async (w) => ({ params: { id: await w.newProfileImage() } }),
  'POST /api/crm/v1/login': () => ({ form: { username: customer.email, password: customer.password } }),
  'POST /api/crm/v1/login/refresh': async (w) => ({ json: { refresh_token: await w.newRefreshToken() } }),
  'POST /api/crm/v1/logout': async (w) => ({ json: { refresh_token: await w.newRefreshToken() } }),
  'POST /api/crm/v1/login/{provider}': () => ({ params: { provider: 'google' }, json: { token: 'x' } }),
  'GET /api/crm/v1/b2c/login': (w) => ({ query: { 'unique-user-id': `ext-${w.unique()}` } }),
  'GET /api/crm/v1/b2c/polling': async (w) => ({ query: { 'session-id': await w.newB2cSession() } }),
  'GET /api/crm/v1/b2c/reset': async (w) => ({ query: { 'session-id': await w.newB2cSession() } }),
  'POST /api/crm/v1/passwords/check-email': (w) => ({ json: { email: `r-${w.unique()}@exemplo.com.br` } }),
  'POST /api/crm/v1/passwords/check-phone': (w) => ({
    json: { phone_number: w.uniquePhone() },
  }),
  'POST /api/crm/v1/passwords/check-code': () => ({ json: { email: customer.email, code: '000000' } }),
  'POST /api/crm/v1/passwords/reset': () => ({
    json: { email: customer.email, code: '000000', password: 'Outra1234' },
  }),
  'POST /api/engagement/v1/events': (w) => ({
    json: {
      app_id: 'BRASA-GRILL-DEMO',
      data_center: 'DC_2',
      unique_id: `browser-${w.unique()}`,
      events: [{ name: 'SEARCH', properties: { query: 'picanha' }, occurred_at: new Date().toISOString() }],
    },
  }),
  'POST /api/crm/v1/users/check-email': (w) => ({ json: { email: `c-${w.unique()}@exemplo.com.br` } }),
  'POST /api/crm/v1/users/check-phone': (w) => ({
    json: { phone_number: w.uniquePhone() },
  }),
  'POST /api/crm/v1/users/check-cpf': () => ({ json: { cpf: '52998224725' } }),
  'POST /api/crm/v1/users/check-email-code': () => ({ json: { email: customer.email, code: '000000' } }),
  'POST /api/crm/v1/users/check-phone-code': () => ({
    json: { phone_number: customer.phone_number, code: '000000' },
  }),
  'POST /api/crm/v1/users': (w) => ({ json: registration(w) }),
  'PATCH /api/crm/v1/users/me': () => ({ json: { accepted_notifications: true } }),
  'PUT /api/crm/v1/users/me': () => ({ multipart: { push_token: 'push-1' } }),
  'PATCH /api/crm/v1/users/complete-registration': () => ({ json: {} }),
  'POST /api/crm/v1/addresses': (w) => ({ json: w.address(`Rua ${w.unique()}`) }),
  'PUT /api/crm/v1/addresses/{id}': async (w) => ({
    params: { id: await w.newAddress() },
    json: w.address(`Rua ${w.unique()}`),
  }),
  'DELETE /api/crm/v1/addresses/{id}': async (w) => ({ params: { id: await w.newAddress() } }),
  'PUT /api/crm/v1/addresses/{id}/set-main': (w) => ({ params: { id: w.maria.address } }),
  'GET /api/crm/v1/geocode': () => ({ query: { 'postal-code': '01014-000' } }),
  'GET /api/crm/v1/geocode/reverse': () => ({ query: { latitude: '-23.5477', longitude: '-46.6343' } }),
  'POST /api/crm/v1/cards': async (w) => ({ json: { token: await w.pspToken() } }),
  'DELETE /api/crm/v1/cards/{id}': async (w) => ({ params: { id: await w.newCard() } }),
  'PATCH /api/crm/v1/cards/{id}/default': (w) => ({ params: { id: w.maria.card } }),
  'GET /api/crm/v1/favorites/items': (w) => ({ query: { 'service-id': w.ordering.serviceId } }),
  'POST /api/crm/v1/favorites/items': (w) => ({
    query: { 'service-id': w.ordering.serviceId },
    json: { items: [{ item_id: item, active: true }] },
  }),
  // A data export: a deletion would end the owner's account before the rows after this one.
  'POST /api/crm/v1/privacy/requests': (w) => ({
    json: { kind: 'EXPORT' },
    headers: { 'idempotency-key': w.unique() },
  }),
  'GET /api/crm/v1/privacy/requests/{id}': async (w) => ({ params: { id: await w.newPrivacyRequest() } }),
  [`POST ${order}/guest-session`]: (w) => ({ json: { address: w.address(`Rua ${w.unique()}`) } }),
  [`GET ${order}/guest-session/{id}`]: (w, actor) => ({
    params: { id: w.ordering.guest.order },
    ...asGuest(w, actor),
  }),
  [`GET ${order}/guest-session/{id}/address`]: (w, actor) => ({
    params: { id: w.ordering.guest.order },
    ...asGuest(w, actor),
  }),
  [`POST ${order}/guest-session/{id}/address`]: (w, actor) => ({
    params: { id: w.ordering.guest.order },
    json: w.address(`Rua ${w.unique()}`),
    ...asGuest(w, actor),
  }),
  [`POST ${order}/cart/session`]: (w) => ({ json: { service_id: w.ordering.serviceId } }),
  [`GET ${order}/cart/{id}`]: (w) => inCart(w),
  [`DELETE ${order}/cart/{id}`]: (w) => inCart(w),
  [`GET ${order}/cart/{id}/verify-items`]: (w) => inCart(w),
  [`POST ${order}/cart/{id}/items`]: (w) => inCart(w, { item_id: dessert, quantity: 1 }),
  [`PATCH ${order}/cart/{id}/items`]: async (w) => {
    const { order_id, items } = await w.ordering.cart();
    return { params: { id: order_id }, json: { cart_order: items[0]?.cart_order, item: { quantity: 2 } } };
  },
  [`DELETE ${order}/cart/{id}/items`]: async (w) => {
    const { order_id, items } = await w.ordering.cart();
    return { params: { id: order_id }, query: { 'cart-order': String(items[0]?.cart_order) } };
  },
  [`PATCH ${order}/cart/{id}/gift-card`]: (w) => inCart(w, { use: false }),
  [`DELETE ${order}/cart/{id}/coupon`]: (w) => inCart(w),
  [`POST ${order}/coupons`]: async (w) => ({
    json: { code: 'BRASA10', order_id: (await w.ordering.cart()).order_id },
  }),
  [`GET ${order}/gift-cards/balance`]: () => ({ query: { code: 'BRASA-GIFT-0050' } }),
  [`POST ${order}/gift-cards/redeem`]: async (w) => ({
    json: { code: 'BRASA-GIFT-0100', order_id: (await w.ordering.cart()).order_id },
  }),
  [`POST ${order}/orders`]: async (w) => {
    const { order_id, total } = await w.ordering.cart();
    return {
      json: {
        order_id,
        expected_total: total.total.value,
        payment: { method: 'CARD', card_token: await w.pspToken() },
        contact: guestContact,
      },
      headers: { 'idempotency-key': w.unique() },
    };
  },
  [`GET ${order}/orders/history/{filter}`]: () => ({ params: { filter: 'all' } }),
  [`GET ${order}/orders/{id}`]: ofOrder,
  [`GET ${order}/orders/{id}/polling`]: ofOrder,
  [`GET ${order}/orders/{id}/confirm-delivery`]: ofOrder,
  [`POST ${order}/orders/rebuy`]: (w) => ({
    json: { order_id: w.ordering.order, service_id: w.ordering.serviceId },
  }),
  [`POST ${order}/orders/invoice`]: (w) => ({
    json: { order_id: w.ordering.order, email: 'nota@exemplo.com.br' },
  }),
  [`POST ${order}/payments/apple/start-session`]: async (w) => ({
    json: {
      verification_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      order_id: (await w.ordering.cart()).order_id,
    },
  }),
  [`POST ${order}/payments/external-confirmation`]: (w) => ({
    json: { order_id: w.ordering.pix.order, reference: w.ordering.pix.txid },
  }),
  [`GET ${table}/info`]: (w) => ({ query: { 'store-code': 'centro', 'table-id': '9', key: w.tableKey } }),
  [`POST ${table}/sessions`]: async (w) => ({
    json: { ...(await w.newKeyCreation()), table_name: 'Mesa', name: 'Ana' },
  }),
  [`POST ${table}/sessions/{id}/join`]: (w) => atTable(w, { name: 'Bia', table_key: w.tableKey }),
  // A seat of its own to leave: the owner holds its token.
  [`POST ${table}/sessions/{id}/leave`]: async (w, actor) => {
    const leaving = await w.newSeat();
    const headers: Record<string, string> = actor === 'owner' ? { 'x-seat-token': leaving.seat_token } : {};
    return { ...atTable(w, { user_session_id: leaving.user_session_id }), headers };
  },
  [`GET ${table}/sessions/{id}/order`]: (w) => ({
    params: { id: w.maria.session },
    query: { 'user-session-id': w.maria.seat },
  }),
  [`GET ${table}/sessions/{id}/lobby`]: (w) => ({
    params: { id: w.maria.session },
    query: { 'user-session-id': w.maria.seat },
  }),
  [`POST ${table}/sessions/{id}/approve`]: (w) => atTable(w),
  [`POST ${table}/sessions/{id}/calculate`]: (w) => atTable(w, { ...seat(w), mode: 'CUSTOM', amount: 100 }),
  [`POST ${table}/sessions/{id}/totalize`]: (w) => atTable(w, { ...seat(w), mode: 'CUSTOM', amount: 100 }),
  [`POST ${table}/sessions/{id}/add-payment`]: async (w) => ({
    ...atTable(w, { ...seat(w), payment_id: await w.newIntent(), method: 'PIX' }),
    headers: { 'idempotency-key': w.unique() },
  }),
  [`POST ${table}/sessions/{id}/orders`]: (w) => ({
    ...atTable(w, { ...seat(w), lines: [{ item_id: dessert, quantity: 1 }] }),
    headers: { 'idempotency-key': w.unique() },
  }),
  [`GET ${table}/orders/{id}`]: (w) => ({ params: { id: w.maria.payment } }),
  [`POST ${table}/orders/{id}/receipt`]: async (w) => ({
    params: { id: await w.newPaidPayment() },
    json: { email: 'maria@exemplo.com.br' },
  }),
  'POST /api/payments/v1/webhooks': async (w) => {
    const event = await w.newPixPaidEvent();
    return { json: event, headers: { [pspSignatureHeader]: signatureOf(event) } };
  },
  'GET /dev/b2c/approve': async (w) => ({ query: { session: await w.newB2cSession() } }),
  'POST /api/dev/faults': () => ({ json: { path: '/api/nowhere', count: 1 } }),
  'POST /api/dev/clock': (w) => ({ json: { at: w.ordering.now } }),
  'POST /api/dev/features': () => ({ json: { table_order: true } }),
  'POST /api/dev/orders/{id}/cancel': async (w) => ({ params: { id: await w.ordering.newOrder() } }),
  'GET /api/dev/orders/{id}': ofOrder,
  'GET /api/dev/orders/{id}/settlement': ofOrder,
  'POST /api/dev/tables/{store}/{table}/key': () => ({ params: { store: 'centro', table: '12' } }),
  'POST /api/dev/tables/{store}/{table}/items': () => ({
    params: { store: 'centro', table: '9' },
    json: { item_id: 'chopp-pilsen', quantity: 1 },
  }),
};

/** They end the owner's session, change the menu or wipe the data: they run after every other endpoint. */
const runLast = ['POST /api/crm/v1/logout', 'POST /api/dev/menu/large', 'POST /api/dev/reset'];

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await openTestApp();
  world = await buildWorld(t);
});
afterAll(() => t.close());

/** The endpoints the API says it has: `METHOD /path` as in its OpenAPI document. */
async function listedEndpoints(): Promise<string[]> {
  const document = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the authorization table', () => {
  it('has one row for every endpoint the API lists, and none for an endpoint it does not', async () => {
    const listed = await listedEndpoints();
    const inTable = rows.map(([endpoint]) => endpoint);
    expect(
      listed.filter((endpoint) => !inTable.includes(endpoint)),
      'endpoints without a row',
    ).toEqual([]);
    expect(
      inTable.filter((endpoint) => !listed.includes(endpoint)),
      'rows of no endpoint',
    ).toEqual([]);
    expect(new Set(inTable).size, 'one row per endpoint').toBe(inTable.length);
    expect(
      Object.keys(requests).filter((endpoint) => !inTable.includes(endpoint)),
      'requests of no row',
    ).toEqual([]);
  });
});

describe('the payment provider’s webhook', () => {
  it('takes its signature and nothing else: no account, seat or guest session signs for it', async () => {
    const event = await world.newPixPaidEvent();
    for (const actor of actors) {
      expect(await call(world, 'POST /api/payments/v1/webhooks', actor, { json: event }), actor).toBe(400);
      const forged = { [pspSignatureHeader]: signatureOf(event, { secret: 'whsec_not_the_providers' }) };
      expect(
        await call(world, 'POST /api/payments/v1/webhooks', actor, { json: event, headers: forged }),
      ).toBe(400);
    }
    const [payment] = await t.db.query<{ status: string }>(
      'select status from table_payments where psp_charge_id = $1',
      [event.data.id],
    );
    expect(payment?.status).toBe('PENDING');
  });
});

/*
 * A guest's order is its guest session's, read by that session's secret on the device that placed it:
 * another guest session and another account are told it does not exist; no credentials, 401.
 */
const guestOrderRows = [
  `GET ${order}/orders/{id}`,
  `GET ${order}/orders/{id}/polling`,
  `GET ${order}/orders/{id}/confirm-delivery`,
];

describe("a guest's order", () => {
  it.each(guestOrderRows)('%s', async (endpoint) => {
    const target = (identity: Record<string, string>): Target => ({
      params: { id: world.ordering.guest.placed },
      identity,
    });
    const statuses = {
      'another guest session': await call(world, endpoint, 'owner', target(world.ordering.guest.other)),
      'another account': await call(world, endpoint, 'owner', target(world.headers.otherUser)),
      'no credentials': await call(world, endpoint, 'owner', target({})),
      'the guest session that placed it': await call(
        world,
        endpoint,
        'owner',
        target(world.ordering.guest.owner),
      ),
    };
    expect(statuses).toEqual({
      'another guest session': 404,
      'another account': 404,
      'no credentials': 401,
      'the guest session that placed it': 200,
    });
  });
});

describe('who gets what', () => {
  const ordered = [
    ...rows.filter(([endpoint]) => !runLast.includes(endpoint)),
    ...rows.filter(([endpoint]) => runLast.includes(endpoint)),
  ];
  let sent = 0;
  afterAll(() => {
    console.info(`authorization: ${rows.length} endpoints × ${actors.length} callers = ${sent} requests`);
  });

  it.each(ordered)('%s', async (endpoint, expected) => {
    const actual = {} as Expectation;
    // The owner last: a call that uses up its resource then finds it untouched by the others.
    for (const actor of ['otherUser', 'otherDiner', 'anonymous', 'owner'] as const) {
      actual[actor] = await call(world, endpoint, actor, await requests[endpoint]?.(world, actor));
      sent += 1;
    }
    expect(actual).toEqual(expected);
  });
});
