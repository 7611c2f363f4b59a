import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../server/seed/seed-ids.ts';
import { customer } from '../../server/test-support/accounts.ts';
import { openTestApp, type TestApp } from '../../server/test-support/test-app.ts';
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
const table = '/api/order/v1/table';
const seat = (w: World) => ({ user_session_id: w.maria.seat });
const atTable = (w: World, json: object = seat(w)) => ({ params: { id: w.maria.session }, json });
const card = { number: '4111111111111111', holder: 'FULANO', exp_month: 12, exp_year: 2035, cvv: '123' };
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
  ['GET /api/openapi.json', anyone(200)],
  ['GET /api/cms/v1/features', anyone(200)],
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
  // Signing in and registering: the credentials travel in the request, whoever sends it.
  ['POST /api/crm/v1/login', anyone(200)],
  ['POST /api/crm/v1/login/refresh', anyone(200)],
  ['POST /api/crm/v1/logout', anyone(200)],
  ['POST /api/crm/v1/login/{provider}', anyone(404)],
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
  // The table: today a diner's user_session_id is both who they are and the key to their seat.
  [`GET ${table}/info`, anyone(200)], // seat capability: pending
  [`POST ${table}/sessions`, anyone(201)], // seat capability: pending
  [`POST ${table}/sessions/{id}/join`, anyone(200)], // seat capability: pending
  [`POST ${table}/sessions/{id}/leave`, anyone(200)], // seat capability: pending
  [`GET ${table}/sessions/{id}/order`, anyone(200)], // seat capability: pending
  [`GET ${table}/sessions/{id}/lobby`, anyone(200)], // seat capability: pending
  [`POST ${table}/sessions/{id}/approve`, anyone(200)], // seat capability: pending
  [`POST ${table}/sessions/{id}/calculate`, anyone(200)], // seat capability: pending
  [`POST ${table}/sessions/{id}/totalize`, anyone(201)], // seat capability: pending
  [`POST ${table}/sessions/{id}/add-payment`, anyone(200)], // seat capability: pending
  [`POST ${table}/sessions/{id}/orders`, anyone(201)], // seat capability: pending
  [`GET ${table}/orders/{id}`, anyone(200)], // seat capability: pending
  [`GET ${table}/device`, anyone(200)],
  // Dev tools: only with DEV_TOOLS=1 (server/dev/dev-tools.test.ts), and then for anyone.
  ['GET /dev/b2c/approve', anyone(200)],
  ['POST /api/dev/faults', anyone(200)],
  ['GET /api/dev/faults', anyone(200)],
  ['DELETE /api/dev/faults', anyone(200)],
  ['POST /api/dev/clock', anyone(200)],
  ['GET /api/dev/outbox', anyone(200)],
  ['GET /dev/outbox', anyone(200)],
  ['POST /api/dev/psp/tokens', anyone(201)],
  ['POST /api/dev/pix/{txid}/pay', anyone(200)],
  ['POST /api/dev/tables/{store}/{table}/items', anyone(201)],
  ['POST /api/dev/reset', anyone(200)],
];

/** How to aim an endpoint that needs more than its path at the owner's resources (built per caller). */
const requests: Record<string, (w: World) => Target | Promise<Target>> = {
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
  [`GET ${table}/info`]: () => ({ query: { 'store-code': 'centro', 'table-id': '9' } }),
  [`POST ${table}/sessions`]: async (w) => ({
    json: { key_creation: await w.newKeyCreation(), table_name: 'Mesa', name: 'Ana' },
  }),
  [`POST ${table}/sessions/{id}/join`]: (w) => atTable(w, { name: 'Bia' }),
  [`POST ${table}/sessions/{id}/leave`]: async (w) => atTable(w, { user_session_id: await w.newSeat() }),
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
  'GET /dev/b2c/approve': async (w) => ({ query: { session: await w.newB2cSession() } }),
  'POST /api/dev/faults': () => ({ json: { path: '/api/nowhere', count: 1 } }),
  'POST /api/dev/clock': () => ({ json: { at: null } }),
  'POST /api/dev/psp/tokens': () => ({ json: card }),
  'POST /api/dev/pix/{txid}/pay': async (w) => ({ params: { txid: await w.newPixTxid() } }),
  'POST /api/dev/tables/{store}/{table}/items': () => ({
    params: { store: 'centro', table: '9' },
    json: { item_id: 'chopp-pilsen', quantity: 1 },
  }),
};

/** They end the owner's session or wipe the data: they run after every other endpoint. */
const runLast = ['POST /api/crm/v1/logout', 'POST /api/dev/reset'];

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
      actual[actor] = await call(world, endpoint, actor, await requests[endpoint]?.(world));
      sent += 1;
    }
    expect(actual).toEqual(expected);
  });
});
