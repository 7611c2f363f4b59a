import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { withCheckDigits } from '../../contract/cpf.ts';
import { type Address, address } from '../../contract/schemas/address.ts';
import { cart } from '../../contract/schemas/cart.ts';
import { outbox, restaurantOrder } from '../../contract/schemas/dev.ts';
import {
  type PrivacyRequest,
  privacyExport,
  privacyRequest,
  privacyRequests,
} from '../../contract/schemas/privacy.ts';
import { demoCustomer } from '../seed/customers.ts';
import {
  bearer,
  customer,
  expectStatus,
  login,
  type NewAccount,
  register,
  send,
} from '../test-support/accounts.ts';
import {
  addItem,
  asUser,
  cardPayment,
  centroAddress,
  later,
  lunchTime,
  menuItem,
  call as orderCall,
  parsed,
  place,
  placed,
  service,
  setClock,
} from '../test-support/ordering.ts';
import { addPaymentRaw, cards, cardToken, sit, totalize } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

const path = '/api/crm/v1/privacy/requests';
const dayMs = 24 * 60 * 60 * 1000;

let t: TestApp;
let maria: string;

beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
  maria = (await login(t, customer.email, customer.password)).access_token;
});
afterAll(() => t.close());

function ask(token: string | undefined, body: unknown, key: string | null = crypto.randomUUID()) {
  return t.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? bearer(token) : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function requested(token: string, kind: 'EXPORT' | 'DELETE', key?: string): Promise<PrivacyRequest> {
  return z.parse(privacyRequest, await expectStatus(await ask(token, { kind }, key), 201));
}

const mailsTo = async (to: string) =>
  (await t.getParsed(outbox, '/api/dev/outbox')).filter((message) => message.to === to);

/** The JSON of the newest export e-mailed to `to`, and the e-mail's text. */
async function lastExport(to: string) {
  const [mail] = (await mailsTo(to)).filter((message) => message.body.includes('"privacy_requests"'));
  if (!mail) throw new Error(`no export sent to ${to}`);
  return {
    text: mail.body,
    data: z.parse(privacyExport, JSON.parse(mail.body.slice(mail.body.indexOf('{')))),
  };
}

/** A customer with something of everything: an address, a card, a favorite, a delivered order, a table payment. */
async function busyCustomer(account: NewAccount & { name: string }) {
  const token = (await register(t, account)).access_token;
  const who = asUser(token);
  await expectStatus(
    await send(t, '/api/crm/v1/users/me', { name: account.name }, { method: 'PATCH', token }),
    200,
  );
  const saved = z.parse(
    address,
    await expectStatus(
      await send(t, '/api/crm/v1/addresses', { ...centroAddress, complement: 'Casa 2' }, { token }),
      201,
    ),
  );
  await expectStatus(
    await send(t, '/api/crm/v1/cards', { token: await cardToken(t, cards.approved) }, { token }),
    201,
  );
  await expectStatus(
    await send(
      t,
      '/api/crm/v1/favorites/items',
      { items: [{ item_id: menuItem('picanha-na-brasa'), active: true }] },
      { token },
    ),
    200,
  );
  const opened = await parsed(
    cart,
    await orderCall(t, '/cart/session', {
      body: { service_id: service('centro', 'delivery'), address_id: saved.id },
      who,
    }),
  );
  const filled = await addItem(t, who, opened.order_id, {
    item_id: menuItem('mate-gelado'),
    quantity: 1,
    note: `Entregar para ${account.name}`,
  });
  const order = await placed(
    await place(t, who, {
      order_id: filled.order_id,
      expected_total: filled.total.total.value,
      payment: await cardPayment(t, cards.approved),
    }),
  );
  const seat = await sit(t, '9', account.name, token);
  const share = await totalize(
    t,
    seat.session_id,
    {
      mode: 'CUSTOM',
      amount: 500,
      user_session_id: seat.user_session_id,
    },
    token,
  );
  await expectStatus(
    await addPaymentRaw(
      t,
      seat.session_id,
      {
        payment_id: share.payment_id,
        user_session_id: seat.user_session_id,
        method: 'CARD',
        card_token: await cardToken(t, cards.approved),
        document: account.document,
        include_document_invoice: true,
      },
      undefined,
      token,
    ),
    200,
  );
  const form = new FormData();
  form.set(
    'image',
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'me.jpg', { type: 'image/jpeg' }),
  );
  const withPicture = await t.request('/api/crm/v1/users/me', {
    method: 'PUT',
    body: form,
    headers: bearer(token),
  });
  const picture = ((await expectStatus(withPicture, 200)) as { image: string }).image;
  return { token, order: order.order_id, address: saved as Address, seat, picture };
}

describe('privacy requests', () => {
  it('need a signed-in user and an Idempotency-Key', async () => {
    expect((await ask(undefined, { kind: 'EXPORT' })).status).toBe(401);
    expect((await t.request(path)).status).toBe(401);
    expect((await ask(maria, { kind: 'EXPORT' }, null)).status).toBe(400);
    expect((await ask(maria, { kind: 'EVERYTHING' })).status).toBe(400);
  });

  it('get a protocol number and the legal deadline of 15 days from receipt by the business clock', async () => {
    const request = await requested(maria, 'EXPORT');
    expect(request.protocol).toMatch(/^LGPD-2026-\d{6}$/);
    expect(Math.abs(Date.parse(request.created_at) - Date.parse(lunchTime))).toBeLessThan(60_000);
    expect(Date.parse(request.deadline_at) - Date.parse(request.created_at)).toBe(15 * dayMs);
    expect(request.kind).toBe('EXPORT');
    expect(request.status).toBe('COMPLETED');
    expect(request.completed_at).not.toBeNull();
  });

  it('each have a protocol of their own', async () => {
    const made = await Promise.all([1, 2, 3, 4].map(() => requested(maria, 'EXPORT')));
    const protocols = new Set(
      (await t.getParsed(privacyRequests, path, bearer(maria))).map((r) => r.protocol),
    );
    for (const request of made) expect(protocols).toContain(request.protocol);
    const listed = await t.getParsed(privacyRequests, path, bearer(maria));
    expect(new Set(listed.map((r) => r.protocol)).size).toBe(listed.length);
    expect(new Set(listed.map((r) => r.id)).size).toBe(listed.length);
  });

  it('happen once per Idempotency-Key: the same key answers the first request, another body is 422', async () => {
    const key = crypto.randomUUID();
    const before = (await mailsTo(customer.email)).length;
    const first = await requested(maria, 'EXPORT', key);
    const again = await requested(maria, 'EXPORT', key);
    expect(again).toEqual(first);
    expect((await mailsTo(customer.email)).length).toBe(before + 1);
    expect((await ask(maria, { kind: 'DELETE' }, key)).status).toBe(422);
  });

  it('are listed newest first and read by id; another user reads none of them', async () => {
    const mine = await requested(maria, 'EXPORT');
    const listed = await t.getParsed(privacyRequests, path, bearer(maria));
    expect(listed[0]).toEqual(mine);
    expect(await t.getParsed(privacyRequest, `${path}/${mine.id}`, bearer(maria))).toEqual(mine);

    const other = await register(t, {
      email: 'outra.pessoa@exemplo.com.br',
      phone_number: '+5511966660001',
      document: withCheckDigits('135792468'),
    });
    expect(await t.getParsed(privacyRequests, path, bearer(other.access_token))).toEqual([]);
    const stolen = await t.request(`${path}/${mine.id}`, { headers: bearer(other.access_token) });
    expect(stolen.status).toBe(404);
    expect((await t.request(`${path}/not-a-uuid`, { headers: bearer(maria) })).status).toBe(404);
    expect((await t.request(`${path}/${crypto.randomUUID()}`, { headers: bearer(maria) })).status).toBe(404);
  });
});

describe('the data export', () => {
  let stranger: Awaited<ReturnType<typeof busyCustomer>>;
  const strangerAccount = {
    email: 'estranho.export@exemplo.com.br',
    phone_number: '+5511966660002',
    document: withCheckDigits('975318642'),
    name: 'Estranho Exportado',
  };

  beforeAll(async () => {
    stranger = await busyCustomer(strangerAccount);
  });

  it('e-mails everything stored about the customer: profile, consents, addresses, cards, favorites, orders, table payments', async () => {
    const mine = await busyCustomer({
      email: 'exporta@exemplo.com.br',
      phone_number: '+5511966660003',
      document: withCheckDigits('864213579'),
      name: 'Ana Exporta',
    });
    const request = await requested(mine.token, 'EXPORT');
    const { data } = await lastExport('exporta@exemplo.com.br');

    expect(data.protocol).toBe(request.protocol);
    expect(data.profile).toMatchObject({
      name: 'Ana Exporta',
      image: 'data:image/jpeg;base64,/9j/4AECAw==',
      email: 'exporta@exemplo.com.br',
      phone_number: '+5511966660003',
      document: withCheckDigits('864213579'),
      birthday: '1995-01-31',
    });
    expect(data.consents.accepted_terms_at).not.toBeNull();
    expect(data.consents.accepted_notifications).toBe(false);
    expect(data.addresses).toEqual([mine.address]);
    expect(data.cards).toEqual([{ brand: expect.any(String), last4: '1111' }]);
    expect(data.favorites).toEqual([{ item_id: menuItem('picanha-na-brasa'), name: expect.any(String) }]);
    expect(data.orders.map((order) => order.id)).toEqual([mine.order]);
    expect(data.orders[0]?.address).toMatchObject({ street: centroAddress.street, complement: 'Casa 2' });
    expect(data.orders[0]?.items).toEqual([
      { name: expect.any(String), quantity: 1, note: 'Entregar para Ana Exporta' },
    ]);
    expect(data.orders[0]?.payments[0]?.card?.last4).toBe('1111');
    expect(data.table_payments).toHaveLength(1);
    expect(data.table_payments[0]).toMatchObject({
      name: 'Ana Exporta',
      table: '9',
      status: 'APPROVED',
      amount: { value: expect.any(Number), currency: 'BRL' },
    });
    expect(data.privacy_requests.map((r) => r.id)).toContain(request.id);
  });

  it('never holds a card number nor anything of another customer', async () => {
    await requested(maria, 'EXPORT');
    const { text, data } = await lastExport(customer.email);
    expect(data.profile.email).toBe(customer.email);
    expect(data.addresses).toHaveLength(demoCustomer.addresses.length);
    expect(text).not.toContain(cards.approved);
    for (const card of data.cards) expect(Object.keys(card).sort()).toEqual(['brand', 'last4']);
    for (const theirs of [
      strangerAccount.email,
      strangerAccount.phone_number,
      strangerAccount.document,
      strangerAccount.name,
      stranger.order,
      stranger.address.id,
      stranger.seat.user_session_id,
      'Casa 2',
    ]) {
      expect(text).not.toContain(theirs);
    }
  });
});

describe('deleting the account', () => {
  const account = {
    email: 'apaga@exemplo.com.br',
    phone_number: '+5511966660004',
    document: withCheckDigits('246801357'),
    password: 'Apaga1234',
    name: 'Bruno Apagado',
  };
  let mine: Awaited<ReturnType<typeof busyCustomer>>;
  let refreshToken: string;
  let deletion: PrivacyRequest;

  beforeAll(async () => {
    mine = await busyCustomer(account);
    refreshToken = (await login(t, account.email, account.password)).refresh_token;
  });

  it('waits while an order is still on its way', async () => {
    const refused = await ask(mine.token, { kind: 'DELETE' });
    expect(await expectStatus(refused, 409)).toMatchObject({ code: 'ORDER_IN_PROGRESS' });
    expect((await t.request('/api/crm/v1/users/me', { headers: bearer(mine.token) })).status).toBe(200);
    expect(await t.getParsed(privacyRequests, path, bearer(mine.token))).toEqual([]);
  });

  it('is done once the order was delivered, and confirmed by e-mail', async () => {
    await setClock(t, later(lunchTime, 180));
    deletion = await requested(mine.token, 'DELETE');
    expect(deletion).toMatchObject({ kind: 'DELETE', status: 'COMPLETED' });
    const [confirmation] = await mailsTo(account.email);
    expect(confirmation?.subject).toContain(deletion.protocol);
  });

  it('logs the user out everywhere: access and refresh tokens are refused', async () => {
    expect((await t.request('/api/crm/v1/users/me', { headers: bearer(mine.token) })).status).toBe(401);
    expect((await t.request(path, { headers: bearer(mine.token) })).status).toBe(401);
    expect((await send(t, '/api/crm/v1/login/refresh', { refresh_token: refreshToken })).status).toBe(401);
  });

  it('refuses to log in with its e-mail or phone', async () => {
    for (const username of [account.email, account.phone_number]) {
      const response = await t.request('/api/crm/v1/login', {
        method: 'POST',
        body: new URLSearchParams({ username, password: account.password }),
      });
      expect(response.status).toBe(401);
    }
  });

  it('removes the personal data: profile, addresses, cards, favorites', async () => {
    const [user] = await t.db.query<Record<string, unknown>>(
      `select u.*, (select count(*)::int from addresses a where a.user_id = u.id) as addresses,
         (select count(*)::int from saved_cards c where c.user_id = u.id) as cards,
         (select count(*)::int from favorite_items f where f.user_id = u.id) as favorites,
         (select count(*)::int from profile_images i where i.user_id = u.id) as pictures
       from users u join orders o on o.user_id = u.id where o.id = $1`,
      [mine.order],
    );
    expect(user).toMatchObject({
      email: null,
      phone_number: null,
      document: null,
      name: '',
      birthday: null,
      password_hash: null,
      push_token: null,
      pictures: 0,
      addresses: 0,
      cards: 0,
      favorites: 0,
    });
    expect(user?.deleted_at).not.toBeNull();
    expect((await t.request(mine.picture)).status).toBe(404);
  });

  it('keeps orders and table payments for accounting, with nothing left of who made them', async () => {
    const [order] = await t.db.query<{ total_cents: number; status: string }>(
      'select total_cents, status from orders where id = $1',
      [mine.order],
    );
    expect(order).toMatchObject({ status: 'PLACED', total_cents: expect.any(Number) });
    // As the restaurant's system reads it: the order and its lines, nobody's name on it.
    const seen = await t.getParsed(restaurantOrder, `/api/dev/orders/${mine.order}`);
    expect(seen.customer).toEqual({ name: '', email: null, phone_number: null, document: null });
    expect(seen.address).toBeNull();
    expect(seen.total.total.value).toBe(order?.total_cents);
    expect(seen.items.map((line) => [line.quantity, line.note])).toEqual([[1, null]]);
    const kept = JSON.stringify(
      await t.db.query(
        `select o.*, (select json_agg(l) from order_items l where l.order_id = o.id) as lines,
           (select json_agg(p) from order_payments p where p.order_id = o.id) as payments
         from orders o where o.id = $1`,
        [mine.order],
      ),
    );
    const seat = JSON.stringify(
      await t.db.query(
        `select tp.*, (select json_agg(p) from table_payments p where p.participant_id = tp.id) as payments
         from table_participants tp where tp.id = $1`,
        [mine.seat.user_session_id],
      ),
    );
    expect(seat).toContain('APPROVED');
    for (const personal of [
      account.name,
      account.email,
      account.phone_number,
      account.document,
      centroAddress.street,
      'Casa 2',
    ]) {
      expect(kept).not.toContain(personal);
      expect(seat).not.toContain(personal);
    }
  });

  it('lets its e-mail, phone and CPF register again, as a new account', async () => {
    const again = await register(t, account);
    const me = await t.getParsed(
      z.object({ id: z.string(), address: z.array(address) }),
      '/api/crm/v1/users/me',
      bearer(again.access_token),
    );
    expect(me.address).toEqual([]);
    expect(await t.getParsed(privacyRequests, path, bearer(again.access_token))).toEqual([]);
    expect((await t.request(`${path}/${deletion.id}`, { headers: bearer(again.access_token) })).status).toBe(
      404,
    );
  });
});
