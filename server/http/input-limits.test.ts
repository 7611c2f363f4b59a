import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCents } from '../../contract/schemas/limits.ts';
import { demoTableKey } from '../seed/demo-table-keys.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { bearer, customer, login, send } from '../test-support/accounts.ts';
import { info, orderAt, seatPost, sit } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { limits } from './limits.ts';

/* What answered 500 before the limits existed: each is now a 4xx saying what is wrong. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = (await login(t, customer.email, customer.password)).access_token;
});
afterAll(() => t.close());

const code = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as object),
});

describe('NUL and control characters', () => {
  it.each([
    ['register', '/api/crm/v1/users', { email: 'a@b.co', name: 'Ana\u0000' }, 'POST'],
    ['a profile update', '/api/crm/v1/users/me', { name: 'Ana\u0000' }, 'PATCH'],
    ['a new phone number', '/api/crm/v1/users/me', { phone_number: '+55119\u00009999' }, 'PATCH'],
    ['an address', '/api/crm/v1/addresses', { street: 'Rua\u0000' }, 'POST'],
    ['a card', '/api/crm/v1/cards', { token: 'tok_\u0000' }, 'POST'],
    [
      'a table session',
      '/api/order/v1/table/sessions',
      { key_creation: 'k', table_name: 'x', name: '\u0000' },
      'POST',
    ],
    ['a recovery e-mail', '/api/crm/v1/passwords/check-email', { email: 'a\u0000@b.co' }, 'POST'],
  ])('in %s are a 400', async (_, path, body, method) => {
    expect(await code(await send(t, path, body, { method, token }))).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
    });
  });

  it.each([
    '/api/catalog/v1/items/search?query=pica%00nha',
    `/api/order/v1/table/info?store-code=centro&table-id=7%00&key=${demoTableKey('centro', '7')}`,
    '/api/cms/v1/cms?codes[]=a%00',
    '/api/crm/v1/b2c/login?unique-user-id=x%00',
    '/api/dev/orders/abc%00/cancel',
  ])('in the URL %s are a 400', async (path) => {
    const response = await t.request(path, { method: path.includes('/cancel') ? 'POST' : 'GET' });
    expect(await code(response)).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });

  it('a lone surrogate is a 400 that does not repeat it, and leaves the Idempotency-Key unused', async () => {
    const diner = await sit(t, '9', 'Ana');
    const key = crypto.randomUUID();
    const body = (item_id: string) => ({
      user_session_id: diner.user_session_id,
      lines: [{ item_id, quantity: 1 }],
    });
    const refused = await orderAt(t, diner.session_id, body('\ud800'), key);
    const text = await refused.text();
    expect(refused.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ code: 'INVALID_INPUT' });
    expect(text).not.toMatch(/\\ud800|\ud800/i);
    const dessert = seedIds.item('brasa-grill', 'petit-gateau');
    expect((await orderAt(t, diner.session_id, body(dessert), key)).status).toBe(201);
    for (const [path, sent, method] of [
      ['/api/crm/v1/users/me', { name: 'Ana \udc00' }, 'PATCH'],
      ['/api/crm/v1/addresses', { street: '\ud83d Rua' }, 'POST'],
      ['/api/crm/v1/users/me', { '\ud800': 'x' }, 'PATCH'],
    ] as const) {
      const answer = await send(t, path, sent, { method, token });
      const answerText = await answer.text();
      expect(answer.status).toBe(400);
      expect(answerText).not.toMatch(/\\ud8|\\udc|[\ud800-\udfff]/i);
    }
  });

  it('a line break is fine in a note, not in a name', async () => {
    const diner = await sit(t, '9', 'Ana');
    const lines = [{ item_id: 'x', quantity: 1, note: 'sem cebola\nbem passado' }];
    const order = await orderAt(t, diner.session_id, { user_session_id: diner.user_session_id, lines });
    // Past the schema: the item is unknown, which only the menu can say.
    expect(await code(order)).toMatchObject({ status: 409, code: 'ITEM_UNAVAILABLE' });
    const renamed = await send(t, '/api/crm/v1/users/me', { name: 'Ana\nMaria' }, { method: 'PATCH', token });
    expect(renamed.status).toBe(400);
  });
});

describe('sizes and amounts', () => {
  it('a 500 kB seat name is a 400, not a 1 MB bill for every diner', async () => {
    const { session_id } = await info(t, '9');
    const join = await send(t, `/api/order/v1/table/sessions/${session_id}/join`, {
      name: 'x'.repeat(500_000),
      table_key: demoTableKey('centro', '9'),
    });
    expect(join.status).toBe(400);
  });

  it(`a body over ${limits.bodyBytes} bytes is a 413 before anything reads it`, async () => {
    const body = JSON.stringify({ name: 'x'.repeat(16 * 1024 * 1024) });
    const response = await t.request('/api/crm/v1/users/me', {
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body,
    });
    expect(await code(response)).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' });
  });

  it('a URL over the limit is a 414', async () => {
    const response = await t.request(`/api/catalog/v1/items/search?query=${'a'.repeat(limits.urlLength)}`);
    expect(response.status).toBe(414);
  });

  it('a tip past what the database holds is a 400, and the share is not held', async () => {
    const diner = await sit(t, '9', 'Bia');
    const share = { mode: 'CUSTOM', amount: 100, user_session_id: diner.user_session_id };
    for (const tip of [2 ** 31, maxCents + 1]) {
      const totalize = await seatPost(t, diner.session_id, 'totalize', { ...share, tip });
      expect(totalize.status).toBe(400);
    }
    const held = await t.db.query('select 1 from table_payments where participant_id = $1', [
      diner.user_session_id,
    ]);
    expect(held).toEqual([]);
  });

  it('a bill stops growing short of what its sums can hold: 422 BILL_LIMIT_REACHED', async () => {
    const diner = await sit(t, '9', 'Caio');
    await t.db.query(
      `update bill_items set unit_price_cents = $2
       where id = (select bi.id from bill_items bi join bills b on b.id = bi.bill_id
                   where b.table_session_id = $1 limit 1)`,
      [diner.session_id, limits.billCents],
    );
    const added = await send(t, '/api/dev/tables/centro/9/items', { item_id: 'chopp-pilsen', quantity: 1 });
    expect(await code(added)).toMatchObject({ status: 422, code: 'BILL_LIMIT_REACHED' });
    const ordered = await orderAt(t, diner.session_id, {
      user_session_id: diner.user_session_id,
      lines: [{ item_id: seedIds.item('brasa-grill', 'petit-gateau'), quantity: 1 }],
    });
    expect(await code(ordered)).toMatchObject({ status: 422, code: 'BILL_LIMIT_REACHED' });
  });

  it('nesting deeper than any schema is a 400', async () => {
    const deep = `${'['.repeat(limits.bodyDepth + 1)}${']'.repeat(limits.bodyDepth + 1)}`;
    const response = await t.request('/api/crm/v1/users/check-cpf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"cpf":${deep}}`,
    });
    expect(response.status).toBe(400);
  });
});
