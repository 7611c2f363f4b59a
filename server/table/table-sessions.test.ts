import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lobby, type TableSession, tableBill, tableSession } from '../../contract/schemas/table.ts';
import { demoTableKey } from '../seed/demo-table-keys.ts';
import { customer, expectStatus, login, send } from '../test-support/accounts.ts';
import {
  bill,
  billRaw,
  info,
  infoRaw,
  openBill,
  paid,
  payByCard,
  seatHeader,
  seatPost,
  sit,
  tableBase,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

/** Joins table 7 (`table_key` its demo key unless the body says otherwise). */
const join = (sessionId: string, body: Record<string, unknown>, token?: string, seat?: string) =>
  send(
    t,
    `${tableBase}/sessions/${sessionId}/join`,
    { table_key: demoTableKey('centro', '7'), ...body },
    { token, headers: seat ? { 'x-seat-token': seat } : {} },
  );

/** What a join answers of the seat itself (the bill beside it changes as diners sit down). */
const seatOf = ({ session_id, user_session_id, diner_id, seat_token }: TableSession) => ({
  session_id,
  user_session_id,
  diner_id,
  seat_token,
});

describe('table info', () => {
  it('a table with a running bill is OCCUPIED with its session; a free one offers key_creation', async () => {
    const seven = await info(t, '7');
    expect(seven).toMatchObject({
      status: 'OCCUPIED',
      indoor: true,
      store: { code: 'centro' },
      table: { code: '7' },
    });
    expect(seven.session_id).toBeTruthy();
    expect(seven.key_creation).toBeUndefined();
    expect(seven.banners.length).toBeGreaterThan(0);
    const one = await info(t, '1');
    expect(one).toMatchObject({ status: 'FREE', table: { seats: 2 } });
    expect(one.session_id).toBeUndefined();
    expect(one.key_creation).toBeTruthy();
    expect((await info(t, '12')).indoor).toBe(false);
  });

  it('404 TABLE_NOT_FOUND for an unknown store or table', async () => {
    for (const [table, store] of [
      ['99', 'centro'],
      ['1', 'nowhere'],
    ] as const) {
      const response = await infoRaw(t, table, store, demoTableKey('centro', '1'));
      expect(await expectStatus(response, 404)).toMatchObject({ code: 'TABLE_NOT_FOUND' });
    }
  });
});

describe('sessions', () => {
  it('creating needs a valid key_creation and a free table', async () => {
    const table_key = demoTableKey('centro', '2');
    const bad = await send(t, `${tableBase}/sessions`, {
      key_creation: 'x',
      table_key,
      table_name: 'Mesa 2',
      name: 'Ana',
    });
    expect(await expectStatus(bad, 400)).toMatchObject({ code: 'INVALID_KEY_CREATION' });
    const { key_creation } = await info(t, '2');
    const created = z.parse(
      tableSession,
      await expectStatus(
        await send(t, `${tableBase}/sessions`, {
          key_creation,
          table_key,
          table_name: 'Mesa 2',
          name: 'Ana',
        }),
        201,
      ),
    );
    expect((await info(t, '2')).session_id).toBe(created.session_id);
    const again = await send(t, `${tableBase}/sessions`, {
      key_creation,
      table_key,
      table_name: 'Mesa 2',
      name: 'Bia',
    });
    expect(await expectStatus(again, 409)).toMatchObject({
      code: 'TABLE_OCCUPIED',
      session_id: created.session_id,
    });
  });

  it('a join brings the bill the seat reads now, and its ETag: the bill read with it is not modified', async () => {
    const diner = await sit(t, '7', 'Gabi');
    const read = await billRaw(t, diner.session_id, diner.user_session_id);
    expect(read.status).toBe(200);
    expect(diner.bill).toEqual(z.parse(tableBill, await read.json()));
    expect(diner.bill_etag).toBe(read.headers.get('etag'));
    const again = await t.request(
      `${tableBase}/sessions/${diner.session_id}/order?user-session-id=${diner.user_session_id}`,
      { headers: { ...seatHeader(diner.user_session_id), 'if-none-match': diner.bill_etag ?? '' } },
    );
    expect(again.status).toBe(304);
  });

  it('a guest rejoins with its seat token; a registered user gets its seat back by its account', async () => {
    const guest = await sit(t, '7', 'Carla');
    const rejoin = z.parse(
      tableSession,
      await expectStatus(await join(guest.session_id, { name: 'Carla' }, undefined, guest.seat_token), 200),
    );
    expect(seatOf(rejoin)).toEqual(seatOf(guest));

    const { access_token } = await login(t, customer.email, customer.password);
    const first = z.parse(
      tableSession,
      await expectStatus(await join(guest.session_id, { name: 'Cliente' }, access_token), 200),
    );
    const rescan = z.parse(
      tableSession,
      await expectStatus(await join(guest.session_id, { name: 'Cliente' }, access_token), 200),
    );
    expect(rescan.user_session_id).toBe(first.user_session_id);
    expect(rescan.diner_id).toBe(first.diner_id);
    // Each device keeps its own token of the seat.
    expect(rescan.seat_token).not.toBe(first.seat_token);
    const own = await t.request(
      `${tableBase}/sessions/${guest.session_id}/order?user-session-id=${first.user_session_id}`,
      { headers: { 'x-seat-token': first.seat_token, authorization: `Bearer ${access_token}` } },
    );
    expect(own.status).toBe(200);

    const people = await t.getParsed(
      lobby,
      `${tableBase}/sessions/${guest.session_id}/lobby?user-session-id=${guest.user_session_id}`,
      seatHeader(guest.user_session_id),
    );
    expect(people.participants.find((p) => p.diner_id === first.diner_id)).toMatchObject({
      registered: true,
    });
  });

  it('only participants read the bill and lobby or pay: 403 NOT_A_PARTICIPANT', async () => {
    const diner = await sit(t, '7', 'Davi');
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const response = await t.request(
        `${tableBase}/sessions/${diner.session_id}/order?user-session-id=${id}`,
        {
          headers: seatHeader(diner.user_session_id),
        },
      );
      expect(await expectStatus(response, 403)).toMatchObject({ code: 'NOT_A_PARTICIPANT' });
    }
    const quote = await send(
      t,
      `${tableBase}/sessions/${diner.session_id}/calculate`,
      { mode: 'FULL', user_session_id: crypto.randomUUID() },
      { headers: seatHeader(diner.user_session_id) },
    );
    expect(await expectStatus(quote, 403)).toMatchObject({ code: 'NOT_A_PARTICIPANT' });
    // Someone seated at another table is not a diner here.
    const elsewhere = await sit(t, '9', 'Eva');
    expect((await billRaw(t, diner.session_id, elsewhere.user_session_id)).status).toBe(403);
  });

  it('a diner who left is no longer a participant; rejoining with the seat token restores the seat', async () => {
    const diner = await sit(t, '7', 'Fabi');
    await expectStatus(
      await seatPost(t, diner.session_id, 'leave', { user_session_id: diner.user_session_id }),
      200,
    );
    expect((await billRaw(t, diner.session_id, diner.user_session_id)).status).toBe(403);
    const back = z.parse(
      tableSession,
      await expectStatus(await join(diner.session_id, { name: 'Fabi' }, undefined, diner.seat_token), 200),
    );
    expect(seatOf(back)).toEqual(seatOf(diner));
    expect((await bill(t, diner.session_id, diner.user_session_id)).status).toBe('OPEN');
  });

  it('approve marks the diner as having confirmed the bill', async () => {
    const diner = await sit(t, '7', 'Gil');
    const body = await expectStatus(
      await seatPost(t, diner.session_id, 'approve', { user_session_id: diner.user_session_id }),
      200,
    );
    expect(body).toEqual({ user_session_id: diner.user_session_id, approved: true });
    const { participants } = await bill(t, diner.session_id, diner.user_session_id);
    expect(participants.find((p) => p.diner_id === diner.diner_id)?.approved).toBe(true);
  });

  it('an idle session expires: 404 SESSION_EXPIRED, and the table offers a new key_creation', async () => {
    const sessionId = await openBill(t, '3', [['picanha-na-brasa', 1]]);
    const diner = await sit(t, '3', 'Hugo');
    expect(diner.session_id).toBe(sessionId);
    await t.db.query(
      `update table_sessions set last_activity_at = now() - interval '5 hours' where id = $1`,
      [sessionId],
    );
    const response = await billRaw(t, sessionId, diner.user_session_id);
    expect(await expectStatus(response, 404)).toMatchObject({ code: 'SESSION_EXPIRED' });
    const join3 = await join(sessionId, { name: 'Iris', table_key: demoTableKey('centro', '3') });
    expect(await expectStatus(join3, 404)).toMatchObject({ code: 'SESSION_EXPIRED' });
    const now = await info(t, '3');
    expect(now).toMatchObject({ status: 'FREE' });
    expect(now.key_creation).toBeTruthy();
  });

  it('paying the whole bill closes the session and frees the table', async () => {
    await openBill(t, '4', [['pastel-de-queijo', 2]]);
    const diner = await sit(t, '4', 'Juca');
    const { response } = await payByCard(t, diner.session_id, {
      mode: 'FULL',
      user_session_id: diner.user_session_id,
    });
    expect(await paid(response)).toMatchObject({ status: 'APPROVED', bill_paid: true });
    const after = await bill(t, diner.session_id, diner.user_session_id);
    expect(after).toMatchObject({ status: 'CLOSED', bill_status: 'PAID', totals: { due: { value: 0 } } });
    expect(after.items.every((item) => item.claims.remaining_cents === 0)).toBe(true);
    const table = await info(t, '4');
    expect(table.status).toBe('FREE');
    expect(table.key_creation).toBeTruthy();
  });
});
