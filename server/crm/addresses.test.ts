import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../contract/cpf.ts';
import { type Address, addresses } from '../../contract/schemas/address.ts';
import { user } from '../../contract/schemas/user.ts';
import { uniqueViolation } from '../db/sql.ts';
import { bearer, customer, expectStatus, login, register, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: string;
let other: string;
beforeAll(async () => {
  t = await openTestApp();
  maria = (await login(t, customer.email, customer.password)).access_token;
  other = (
    await register(t, {
      email: 'outra@exemplo.com.br',
      phone_number: '+5511922221111',
      document: withCheckDigits('159357258'),
    })
  ).access_token;
});
afterAll(() => t.close());

const list = (token: string) => t.getParsed(addresses, '/api/crm/v1/addresses', bearer(token));
const pinheiros = {
  postal_code: '05422001',
  street: 'Rua dos Pinheiros',
  number: '900',
  complement: '',
  district: 'Pinheiros',
  city: 'São Paulo',
  state: 'sp',
  latitude: -23.5664,
  longitude: -46.6834,
};

describe('addresses', () => {
  it('lists the seeded ones, main first', async () => {
    const seeded = await list(maria);
    expect(seeded.map((a) => [a.street, a.is_main])).toEqual([
      ['Rua Boa Vista', true],
      ['Avenida Paulista', false],
    ]);
  });

  it('create, duplicate 409, update, set-main, delete (the main moves on)', async () => {
    const created = (await expectStatus(
      await send(t, '/api/crm/v1/addresses', pinheiros, { token: maria }),
      201,
    )) as Address;
    expect(created).toMatchObject({
      postal_code: '05422-001',
      state: 'SP',
      complement: null,
      is_main: false,
    });
    const duplicate = await send(t, '/api/crm/v1/addresses', pinheiros, { token: maria });
    expect(await expectStatus(duplicate, 409)).toMatchObject({ code: 'ADDRESS_CONFLICT' });

    const path = `/api/crm/v1/addresses/${created.id}`;
    const updated = await send(t, path, { ...pinheiros, number: '910' }, { method: 'PUT', token: maria });
    expect(await expectStatus(updated, 200)).toMatchObject({ number: '910' });

    const afterMain = await t.request(`${path}/set-main`, { method: 'PUT', headers: bearer(maria) });
    expect(((await expectStatus(afterMain, 200)) as Address[]).map((a) => a.id)[0]).toBe(created.id);

    await expectStatus(await t.request(path, { method: 'DELETE', headers: bearer(maria) }), 200);
    const left = await list(maria);
    expect(left).toHaveLength(2);
    expect(left.filter((a) => a.is_main)).toHaveLength(1);
  });

  it('the first address of a user becomes the main one', async () => {
    const created = await send(t, '/api/crm/v1/addresses', pinheiros, { token: other });
    expect(await expectStatus(created, 201)).toMatchObject({ is_main: true });
  });

  it("another user's address is not found, whatever the method", async () => {
    const [mine] = await list(maria);
    const path = `/api/crm/v1/addresses/${mine?.id}`;
    const attempts = [
      send(t, path, pinheiros, { method: 'PUT', token: other }),
      t.request(`${path}/set-main`, { method: 'PUT', headers: bearer(other) }),
      t.request(path, { method: 'DELETE', headers: bearer(other) }),
      t.request('/api/crm/v1/addresses/not-a-uuid', { method: 'DELETE', headers: bearer(other) }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect(await list(maria)).toContainEqual(mine);
    expect((await list(other)).map((a) => a.id)).not.toContain(mine?.id);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/crm/v1/addresses')).status).toBe(401);
  });

  it('the same place in other letter case or spacing is a 409 too, and racing saves keep one', async () => {
    const place = { ...pinheiros, number: '77', complement: 'Casa 2' };
    const shouted = { ...place, street: '  RUA DOS PINHEIROS ', complement: 'casa 2' };
    const attempts = await Promise.all(
      [place, shouted, place].map((body) => send(t, '/api/crm/v1/addresses', body, { token: maria })),
    );
    expect(attempts.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const saved = (await list(maria)).filter((a) => a.number === '77');
    expect(saved).toHaveLength(1);
    // What a request that lost the race meets on a server running them side by side:
    const copy = t.db.query(
      `insert into addresses (user_id, postal_code, street, number, complement, district, city, state, latitude, longitude)
       select user_id, postal_code, upper(street), number, lower(complement), district, city, state, latitude, longitude
       from addresses where id = $1`,
      [saved[0]?.id],
    );
    await expect(copy.catch(uniqueViolation)).resolves.toBe('addresses_same_place');
    const other = (await list(maria)).find((a) => a.number !== '77' && !a.is_main);
    const moved = await send(t, `/api/crm/v1/addresses/${other?.id}`, shouted, {
      method: 'PUT',
      token: maria,
    });
    expect(await expectStatus(moved, 409)).toMatchObject({ code: 'ADDRESS_CONFLICT' });
    await expectStatus(
      await t.request(`/api/crm/v1/addresses/${saved[0]?.id}`, { method: 'DELETE', headers: bearer(maria) }),
      200,
    );
  });

  it.each([
    ['street', 'R'.repeat(121)],
    ['number', '1'.repeat(21)],
    ['complement', 'c'.repeat(81)],
    ['reference_point', 'p'.repeat(121)],
    ['district', 'd'.repeat(81)],
    ['city', 'c'.repeat(81)],
    ['street', '   '],
  ])('a %s out of bounds is a 400 naming the field', async (field, value) => {
    const response = await send(
      t,
      '/api/crm/v1/addresses',
      { ...pinheiros, [field]: value },
      { token: maria },
    );
    expect(((await expectStatus(response, 400)) as { detail: string }).detail).toContain(field);
  });

  it('invalid input is a 400', async () => {
    const response = await send(
      t,
      '/api/crm/v1/addresses',
      { ...pinheiros, postal_code: '123' },
      { token: maria },
    );
    expect(response.status).toBe(400);
  });
});

describe('users/me', () => {
  it('PATCH: profile fields; a wrong current password is a 403, a right one logs every session out', async () => {
    const { access_token, refresh_token } = await register(t, {
      email: 'perfil@exemplo.com.br',
      phone_number: '+5511966665555',
      document: withCheckDigits('321654987'),
    });
    const patch = (body: unknown) =>
      send(t, '/api/crm/v1/users/me', body, { method: 'PATCH', token: access_token });
    const renamed = user.parse(
      await expectStatus(await patch({ name: 'Novo Nome', accepted_notifications: true }), 200),
    );
    expect(renamed).toMatchObject({ name: 'Novo Nome', accepted_notifications: true });

    const wrong = await patch({ current_password: 'Errada123', password: 'Outra1234' });
    expect(await expectStatus(wrong, 403)).toMatchObject({ code: 'INVALID_PASSWORD' });
    await expectStatus(await patch({ current_password: 'Senha1234', password: 'Outra1234' }), 200);
    await expect(login(t, 'perfil@exemplo.com.br', 'Outra1234')).resolves.toBeDefined();
    expect((await send(t, '/api/crm/v1/login/refresh', { refresh_token })).status).toBe(401);
  });

  it('PATCH: a new e-mail needs its checked code', async () => {
    const response = await send(
      t,
      '/api/crm/v1/users/me',
      { email: 'novo@exemplo.com.br' },
      { method: 'PATCH', token: other },
    );
    expect(await expectStatus(response, 400)).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('PUT multipart: image, push token, payment terms', async () => {
    const form = new FormData();
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
    form.set('image', new File([png], 'me.png', { type: 'image/png' }));
    form.set('push_token', 'push-123');
    form.set('accepted_pg_terms', 'true');
    const response = await t.request('/api/crm/v1/users/me', {
      method: 'PUT',
      body: form,
      headers: bearer(other),
    });
    const me = user.parse(await expectStatus(response, 200));
    expect(me.image).toMatch(/^\/api\/media\/profile-images\/[0-9a-f-]{36}$/);
    expect(me).toMatchObject({ push_token: 'push-123', accepted_pg_terms_at: expect.any(String) });
  });
});
