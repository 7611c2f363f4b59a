import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { withCheckDigits } from '../../contract/cpf.ts';
import { devTableKey, lobby, seatTokenHeader, tableSession } from '../../contract/schemas/table.ts';
import { demoTableKey } from '../seed/demo-table-keys.ts';
import { bearer, customer, expectStatus, login, register, send } from '../test-support/accounts.ts';
import {
  bill,
  billRaw,
  errorCode,
  info,
  infoRaw,
  paymentRaw,
  seatPost,
  sit,
  tableBase,
  totalize,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: string;
let stranger: string;
beforeAll(async () => {
  t = await openTestApp();
  maria = (await login(t, customer.email, customer.password)).access_token;
  stranger = (
    await register(t, {
      email: 'outra@exemplo.com.br',
      phone_number: '+5511977775678',
      document: withCheckDigits('135792468'),
    })
  ).access_token;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  send(t, `${tableBase}/sessions`, { table_name: 'Mesa', name: 'Ana', ...body });
const join = (
  sessionId: string,
  body: Record<string, unknown>,
  init: { token?: string; seat?: string } = {},
) =>
  send(t, `${tableBase}/sessions/${sessionId}/join`, body, {
    token: init.token,
    headers: init.seat ? { [seatTokenHeader]: init.seat } : {},
  });
const seatAs = (token: string) => ({ [seatTokenHeader]: token });

describe("the table's key", () => {
  it('info, create and join refuse a missing key (400) and a wrong one (404 TABLE_NOT_FOUND)', async () => {
    const noKey = await t.request(`${tableBase}/info?store-code=centro&table-id=7`);
    expect(noKey.status).toBe(400);
    // Table 9's key does not open table 7.
    const wrong = await infoRaw(t, '7', 'centro', demoTableKey('centro', '9'));
    expect(await errorCode(wrong, 404)).toBe('TABLE_NOT_FOUND');
    // Typed by hand: lower case, in groups.
    const typed = demoTableKey('centro', '7')
      .toLowerCase()
      .replace(/(.{5})(?!$)/g, '$1-');
    expect((await infoRaw(t, '7', 'centro', typed)).status).toBe(200);

    const { key_creation } = await info(t, '5');
    expect((await create({ key_creation })).status).toBe(400);
    expect(await errorCode(await create({ key_creation, table_key: demoTableKey('centro', '6') }), 404)).toBe(
      'TABLE_NOT_FOUND',
    );
    expect((await info(t, '5')).status).toBe('FREE');

    const seven = (await info(t, '7')).session_id ?? '';
    expect((await join(seven, { name: 'Bia' })).status).toBe(400);
    const elsewhere = await join(seven, { name: 'Bia', table_key: demoTableKey('centro', '9') });
    expect(await errorCode(elsewhere, 404)).toBe('TABLE_NOT_FOUND');
  });

  it('a rotated key: the old link and a key_creation taken with it are refused, the new key works', async () => {
    const old = demoTableKey('centro', '8');
    const { key_creation } = await info(t, '8');
    const rotated = await send(t, '/api/dev/tables/centro/8/key', {});
    const { key } = z.parse(devTableKey, await expectStatus(rotated, 200));
    expect(key).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(await errorCode(await infoRaw(t, '8', 'centro', old), 404)).toBe('TABLE_NOT_FOUND');
    expect(await errorCode(await create({ key_creation, table_key: old }), 404)).toBe('TABLE_NOT_FOUND');
    const opened = await create({ key_creation, table_key: key });
    const seat = z.parse(tableSession, await expectStatus(opened, 201));
    expect(await errorCode(await join(seat.session_id, { name: 'Bia', table_key: old }), 404)).toBe(
      'TABLE_NOT_FOUND',
    );
    expect((await join(seat.session_id, { name: 'Bia', table_key: key })).status).toBe(200);
  });
});

describe('seat tokens', () => {
  it('a seat-scoped call needs the seat token: none is 401, another seat or table is 403', async () => {
    const ana = await sit(t, '7', 'Ana');
    const bia = await sit(t, '7', 'Bia');
    const eva = await sit(t, '9', 'Eva');
    const own = { user_session_id: ana.user_session_id };
    const attempts: Array<[Record<string, string>, number]> = [
      [{}, 401],
      [seatAs(bia.seat_token), 403],
      [seatAs(eva.seat_token), 403],
      [seatAs('x'.repeat(43)), 403],
      [seatAs('x'.repeat(500)), 403],
    ];
    for (const [headers, status] of attempts) {
      const query = `user-session-id=${ana.user_session_id}`;
      for (const path of [`order?${query}`, `lobby?${query}`]) {
        const read = await t.request(`${tableBase}/sessions/${ana.session_id}/${path}`, { headers });
        expect(read.status, `${path} ${JSON.stringify(headers).slice(0, 40)}`).toBe(status);
      }
      for (const [action, body] of [
        ['approve', own],
        ['calculate', { ...own, mode: 'FULL' }],
        ['totalize', { ...own, mode: 'CUSTOM', amount: 100 }],
        ['leave', own],
      ] as const) {
        const write = await send(t, `${tableBase}/sessions/${ana.session_id}/${action}`, body, { headers });
        expect(write.status, action).toBe(status);
      }
    }
    // Nothing above touched Ana's seat: she is still seated, with nothing held.
    expect((await bill(t, ana.session_id, ana.user_session_id)).totals.held.value).toBe(0);
  });

  it("a signed-in diner's seat token works only with that account's token", async () => {
    const seat = await sit(t, '7', 'Maria', maria);
    expect((await billRaw(t, seat.session_id, seat.user_session_id)).status).toBe(403);
    expect((await billRaw(t, seat.session_id, seat.user_session_id, stranger)).status).toBe(403);
    expect((await billRaw(t, seat.session_id, seat.user_session_id, maria)).status).toBe(200);
  });

  it("a guest's seat is never taken over by an account, nor an account's by a guest", async () => {
    const guest = await sit(t, '7', 'Convidada');
    const table_key = demoTableKey('centro', '7');
    const taken = z.parse(
      tableSession,
      await expectStatus(
        await join(
          guest.session_id,
          { name: 'Cliente', table_key },
          { token: stranger, seat: guest.seat_token },
        ),
        200,
      ),
    );
    expect(taken.user_session_id).not.toBe(guest.user_session_id);
    expect(taken.seat_token).not.toBe(guest.seat_token);
    // The guest's seat is still the guest's, and still unlinked.
    const people = await bill(t, guest.session_id, guest.user_session_id);
    expect(people.participants.find((p) => p.diner_id === guest.diner_id)).toMatchObject({
      name: 'Convidada',
      registered: false,
    });

    const account = await sit(t, '7', 'Maria', maria);
    const anonymous = z.parse(
      tableSession,
      await expectStatus(
        await join(account.session_id, { name: 'X', table_key }, { seat: account.seat_token }),
        200,
      ),
    );
    expect(anonymous.user_session_id).not.toBe(account.user_session_id);
  });

  it('the lobby and the bill show the other diners by public id and name, never their seat', async () => {
    const ana = await sit(t, '9', 'Ana');
    const bia = await sit(t, '9', 'Bia');
    const { items } = await bill(t, ana.session_id, ana.user_session_id);
    const line = items[0]?.id ?? '';
    await totalize(t, ana.session_id, {
      mode: 'ITEMS',
      items: [{ bill_item_id: line }],
      user_session_id: ana.user_session_id,
    });
    const seen = await bill(t, bia.session_id, bia.user_session_id);
    const seenLobby = await t.getParsed(
      lobby,
      `${tableBase}/sessions/${bia.session_id}/lobby?user-session-id=${bia.user_session_id}`,
      seatAs(bia.seat_token),
    );
    for (const answer of [seen, seenLobby]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(ana.user_session_id);
      expect(text).not.toContain(ana.seat_token);
      expect(text).not.toContain('user_session_id');
      expect(answer.participants.find((p) => p.diner_id === ana.diner_id)?.name).toBe('Ana');
      for (const participant of answer.participants) {
        expect(Object.keys(participant).sort()).toEqual([
          'approved',
          'away',
          'diner_id',
          'name',
          'paid',
          'registered',
        ]);
      }
    }
    expect(seen.items.find((item) => item.id === line)?.claims.holders).toEqual([
      { diner_id: ana.diner_id, name: 'Ana' },
    ]);
    expect(seen.payments.map((p) => p.diner_id)).toContain(ana.diner_id);
  });

  it("payment reads: a seat at the payment's table or the payer's account; anyone else is refused", async () => {
    const payer = await sit(t, '9', 'Maria', maria);
    const tablemate = await sit(t, '9', 'Convidado');
    const elsewhere = await sit(t, '7', 'Outro');
    const { payment_id } = await totalize(
      t,
      payer.session_id,
      { mode: 'CUSTOM', amount: 100, user_session_id: payer.user_session_id },
      maria,
    );
    const read = (headers: Record<string, string>) =>
      t.request(`${tableBase}/orders/${payment_id}`, { headers });
    expect((await paymentRaw(t, payment_id, payer.user_session_id)).status).toBe(200);
    expect((await read(bearer(maria))).status).toBe(200);
    const seenByTablemate = await read(seatAs(tablemate.seat_token));
    const text = JSON.stringify(await expectStatus(seenByTablemate, 200));
    expect(text).toContain(payer.diner_id);
    expect(text).not.toContain(payer.user_session_id);

    expect(await errorCode(await read({}), 401)).toBe('SEAT_TOKEN_REQUIRED');
    expect(await errorCode(await read(seatAs(elsewhere.seat_token)), 404)).toBe('PAYMENT_NOT_FOUND');
    expect(await errorCode(await read(bearer(stranger)), 404)).toBe('PAYMENT_NOT_FOUND');
    expect(await errorCode(await read(seatAs('y'.repeat(43))), 404)).toBe('PAYMENT_NOT_FOUND');
  });
});

describe('add-payment and orders', () => {
  it('answer only the seat that holds the share, even for the same Idempotency-Key', async () => {
    const ana = await sit(t, '9', 'Ana');
    const bia = await sit(t, '9', 'Bia');
    const { payment_id } = await totalize(t, ana.session_id, {
      mode: 'CUSTOM',
      amount: 100,
      user_session_id: ana.user_session_id,
    });
    const body = { payment_id, user_session_id: ana.user_session_id, method: 'PIX' };
    const key = crypto.randomUUID();
    const pay = (headers: Record<string, string>) =>
      send(t, `${tableBase}/sessions/${ana.session_id}/add-payment`, body, {
        headers: { 'idempotency-key': key, ...headers },
      });
    expect((await pay(seatAs(ana.seat_token))).status).toBe(200);
    expect(await errorCode(await pay(seatAs(bia.seat_token)), 403)).toBe('NOT_A_PARTICIPANT');
    expect(await errorCode(await pay({}), 401)).toBe('SEAT_TOKEN_REQUIRED');
    expect(
      (await seatPost(t, ana.session_id, 'approve', { user_session_id: ana.user_session_id })).status,
    ).toBe(200);
  });
});
