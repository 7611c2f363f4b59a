import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestAddress, guestSessionState } from '../../contract/schemas/guest-session.ts';
import { customer, expectStatus, login } from '../test-support/accounts.ts';
import {
  asGuest,
  asUser,
  call,
  centroAddress,
  farAddress,
  lunchTime,
  parsed,
  service,
  setClock,
  startGuest,
} from '../test-support/ordering.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
});
afterAll(() => t.close());

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('guest sessions', () => {
  it('start at an address: an unguessable order id and a secret, the cart at the nearest store', async () => {
    const guest = await startGuest(t);
    expect(guest.order_id).toMatch(uuidV4);
    expect(guest.session.length).toBeGreaterThanOrEqual(43);
    const state = await parsed(
      guestSessionState,
      await call(t, `/guest-session/${guest.order_id}`, { who: guest.who }),
    );
    expect(state).toMatchObject({
      order_id: guest.order_id,
      address: { postal_code: '01014-000', street: 'Rua Boa Vista', complement: null },
      cart: {
        order_id: guest.order_id,
        service_id: service('centro', 'delivery'),
        checkout_option: 'DELIVERY',
        items: [],
        address: { id: null, street: 'Rua Boa Vista' },
        delivery: { inside_service_area: true, unavailable: null },
      },
    });
    // Only its hash is stored.
    const [stored] = await t.db.query<{ secret_hash: string }>('select secret_hash from guest_sessions');
    expect(stored?.secret_hash).not.toContain(guest.session);
  });

  it('may name the service (takeout)', async () => {
    const guest = await startGuest(t, farAddress, service('pinheiros', 'takeout'));
    const state = await parsed(
      guestSessionState,
      await call(t, `/guest-session/${guest.order_id}`, { who: guest.who }),
    );
    expect(state.cart).toMatchObject({
      checkout_option: 'TAKEOUT',
      address: null,
      store: { code: 'pinheiros' },
    });
  });

  it('refuse an unknown service and a malformed address', async () => {
    const unknown = await call(t, '/guest-session', {
      body: { address: centroAddress, service_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(await expectStatus(unknown, 404)).toMatchObject({ detail: 'service not found' });
    const malformed = await call(t, '/guest-session', {
      body: { address: { ...centroAddress, postal_code: '123' } },
    });
    expect(await expectStatus(malformed, 400)).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('tie the address to the order id: read and replace it; there is no deleting it', async () => {
    const guest = await startGuest(t);
    const path = `/guest-session/${guest.order_id}/address`;
    expect(await parsed(guestAddress, await call(t, path, { who: guest.who }))).toMatchObject({
      number: '100',
    });
    const moved = await parsed(
      guestAddress,
      await call(t, path, {
        body: { ...centroAddress, number: '250', complement: 'Casa 2', state: 'sp' },
        who: guest.who,
      }),
    );
    expect(moved).toMatchObject({ number: '250', complement: 'Casa 2', state: 'SP' });
    const state = await parsed(
      guestSessionState,
      await call(t, `/guest-session/${guest.order_id}`, { who: guest.who }),
    );
    expect(state.cart.address).toMatchObject({ number: '250' });
    expect((await call(t, path, { method: 'DELETE', who: guest.who })).status).toBe(404);
    expect(await parsed(guestAddress, await call(t, path, { who: guest.who }))).toMatchObject({
      number: '250',
    });
  });

  it('belong to their guest only: another guest, a signed-in user and no one get 404 or 401', async () => {
    const guest = await startGuest(t);
    const other = await startGuest(t);
    const { access_token } = await login(t, customer.email, customer.password);
    for (const who of [other.who, asUser(access_token)]) {
      for (const path of [`/guest-session/${guest.order_id}`, `/guest-session/${guest.order_id}/address`]) {
        expect(await expectStatus(await call(t, path, { who }), 404)).toMatchObject({
          detail: 'cart not found',
        });
      }
    }
    expect((await call(t, `/guest-session/${guest.order_id}`)).status).toBe(401);
  });

  it('an unknown or forged secret is "transaction not found" (the client starts over)', async () => {
    const guest = await startGuest(t);
    for (const secret of ['forged', 'x'.repeat(500)]) {
      const response = await call(t, `/guest-session/${guest.order_id}`, { who: asGuest(secret) });
      expect(await expectStatus(response, 404)).toEqual({
        detail: 'transaction not found',
        code: 'TRANSACTION_NOT_FOUND',
      });
    }
  });
});
