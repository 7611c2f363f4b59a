import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { withCheckDigits } from '../../contract/cpf.ts';
import { favoriteIds, favoriteItems } from '../../contract/schemas/favorites.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { bearer, customer, expectStatus, login, register, send } from '../test-support/accounts.ts';
import { demoBrand, openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: string;
let stranger: string;

const path = '/api/crm/v1/favorites';
const item = (slug: string) => seedIds.item(demoBrand.brand, slug);
const service = (store: string) => seedIds.service(demoBrand.brand, store, 'delivery');
const picanha = item('picanha-na-brasa');
const pastel = item('pastel-de-queijo');
/** Disabled at the centro store only. */
const costela = item('costela-fogo-de-chao');
/** Off the whole brand's menu. */
const tomahawk = item('tomahawk');

beforeAll(async () => {
  t = await openTestApp();
  maria = (await login(t, customer.email, customer.password)).access_token;
  stranger = (
    await register(t, {
      email: 'favoritos@exemplo.com.br',
      phone_number: '+5511955554444',
      document: withCheckDigits('741852963'),
    })
  ).access_token;
});
afterAll(() => t.close());

const update = (token: string, items: unknown, query = '') =>
  send(t, `${path}/items${query}`, { items }, { token });

async function ids(token: string) {
  const response = await t.request(path, { headers: bearer(token) });
  return z.parse(favoriteIds, await expectStatus(response, 200)).item_ids;
}

async function items(token: string, serviceId: string) {
  const response = await t.request(`${path}/items?service-id=${serviceId}`, { headers: bearer(token) });
  return z.parse(favoriteItems, await expectStatus(response, 200)).items;
}

describe('favorites', () => {
  it('need a signed-in user', async () => {
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(`${path}/items`)).status).toBe(401);
    expect((await send(t, `${path}/items`, { items: [{ item_id: picanha, active: true }] })).status).toBe(
      401,
    );
  });

  it('start empty, and active true adds an item once however often it is sent', async () => {
    expect(await ids(maria)).toEqual([]);
    expect(await items(maria, service('centro'))).toEqual([]);
    const once = await expectStatus(await update(maria, [{ item_id: picanha, active: true }]), 200);
    const twice = await expectStatus(await update(maria, [{ item_id: picanha, active: true }]), 200);
    expect(once).toEqual({ item_ids: [picanha] });
    expect(twice).toEqual(once);
    expect(await ids(maria)).toEqual([picanha]);
  });

  it('active false removes the item, and removing one that is not there changes nothing', async () => {
    await expectStatus(await update(maria, [{ item_id: pastel, active: true }]), 200);
    expect(await expectStatus(await update(maria, [{ item_id: pastel, active: false }]), 200)).toEqual({
      item_ids: [picanha],
    });
    expect(await expectStatus(await update(maria, [{ item_id: pastel, active: false }]), 200)).toEqual({
      item_ids: [picanha],
    });
  });

  it('apply a batch of adds and removes with the current service id', async () => {
    const batch = [
      { item_id: pastel, active: true },
      { item_id: costela, active: true },
      { item_id: tomahawk, active: true },
      { item_id: picanha, active: false },
    ];
    const answer = z.parse(
      favoriteIds,
      await expectStatus(await update(maria, batch, `?service-id=${service('centro')}`), 200),
    );
    expect(new Set(answer.item_ids)).toEqual(new Set([pastel, costela, tomahawk]));
    expect(await ids(maria)).toEqual(answer.item_ids);
  });

  it('list as the service’s menu items, in menu order, marking those unavailable there', async () => {
    const status = (list: Awaited<ReturnType<typeof items>>) =>
      Object.fromEntries(list.map((entry) => [entry.id, entry.status]));
    const centro = await items(maria, service('centro'));
    // Menu order: the grill (costela, tomahawk) comes before the starters (pastel).
    expect(centro.map((entry) => entry.id)).toEqual([costela, tomahawk, pastel]);
    expect(status(centro)).toEqual({
      [costela]: 'UNAVAILABLE',
      [tomahawk]: 'UNAVAILABLE',
      [pastel]: 'AVAILABLE',
    });
    const pinheiros = await items(maria, service('pinheiros'));
    expect(status(pinheiros)).toEqual({
      [costela]: 'AVAILABLE',
      [tomahawk]: 'UNAVAILABLE',
      [pastel]: 'AVAILABLE',
    });
    expect(pinheiros[0]).toMatchObject({ name: 'Costela Fogo de Chão', price: { currency: 'BRL' } });
  });

  it('are the owner’s only: another user neither sees nor changes them', async () => {
    expect(await ids(stranger)).toEqual([]);
    expect(await items(stranger, service('centro'))).toEqual([]);
    await expectStatus(
      await update(stranger, [
        { item_id: picanha, active: true },
        { item_id: pastel, active: false },
      ]),
      200,
    );
    expect(await ids(stranger)).toEqual([picanha]);
    expect(new Set(await ids(maria))).toEqual(new Set([pastel, costela, tomahawk]));
  });

  it('refuse an unknown item with a 404 naming it, and change nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const before = await ids(maria);
    const response = await update(maria, [
      { item_id: picanha, active: true },
      { item_id: unknown, active: true },
      { item_id: 'not-an-id', active: false },
    ]);
    expect(await expectStatus(response, 404)).toEqual({
      detail: 'item not found',
      code: 'ITEM_NOT_FOUND',
      item_ids: [unknown, 'not-an-id'],
    });
    expect(await ids(maria)).toEqual(before);
  });

  it('refuse an item listed twice (422), an unknown service (404) and malformed bodies (400)', async () => {
    const twice = await update(maria, [
      { item_id: picanha, active: true },
      { item_id: picanha, active: false },
    ]);
    expect(await expectStatus(twice, 422)).toMatchObject({ code: 'DUPLICATE_ITEM' });
    const noService = await update(
      maria,
      [{ item_id: picanha, active: true }],
      `?service-id=${item('nope')}`,
    );
    expect(await expectStatus(noService, 404)).toEqual({ detail: 'service not found' });
    expect((await t.request(`${path}/items?service-id=nope`, { headers: bearer(maria) })).status).toBe(404);
    const tooMany = Array.from({ length: 101 }, () => ({ item_id: picanha, active: true }));
    for (const bad of [[], tooMany, [{ item_id: picanha }], [{ item_id: 'x'.repeat(65), active: true }]]) {
      expect((await update(maria, bad)).status).toBe(400);
    }
  });
});
