import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../test-support/accounts.ts';
import {
  billRaw,
  payByCard,
  paymentRaw,
  payPixAtBank,
  seatHeader,
  sit,
  startPix,
  tableBase,
  totalize,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { billView } from './bill-view.ts';
import { findSession } from './sessions.ts';
import { sweepTables } from './table-sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

/** The app's default idle time of a session (TABLE_SESSION_TTL). */
const sessionTtl = 4 * 3600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function etagOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!etag) throw new Error('no ETag');
  return etag;
}

function billIfChanged(diner: { session_id: string; user_session_id: string }, etag: string) {
  return t.request(
    `${tableBase}/sessions/${diner.session_id}/order?user-session-id=${diner.user_session_id}`,
    {
      headers: { ...seatHeader(diner.user_session_id), 'if-none-match': etag },
    },
  );
}

const versionOf = async (sessionId: string, q: Pick<TestApp['db'], 'query'> = t.db) => {
  const [row] = await q.query<{ version: string }>(
    'select version::text as version from bills where table_session_id = $1',
    [sessionId],
  );
  return Number(row?.version);
};

describe('conditional bill reads', () => {
  it('answer 304 with no body while the bill is unchanged, 200 with a new ETag after a payment', async () => {
    const diner = await sit(t, '7', 'Ana');
    const etag = await etagOf(await billRaw(t, diner.session_id, diner.user_session_id));
    const unchanged = await billIfChanged(diner, etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    const { response } = await payByCard(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 500,
      user_session_id: diner.user_session_id,
    });
    expect(response.status).toBe(200);
    const changed = await billIfChanged(diner, etag);
    const next = await etagOf(changed);
    expect(next).not.toBe(etag);
    expect((await billIfChanged(diner, next)).status).toBe(304);
  });

  it('a stale or absent ETag brings the bill in the seat query: the same bill a query of its own reads', async () => {
    const diner = await sit(t, '7', 'Gil');
    await payByCard(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 300,
      user_session_id: diner.user_session_id,
    });
    const [brand] = await t.db.query<{ id: string }>(`select id from brands where slug = 'brasa-grill'`);
    const session = await findSession(t.db, brand?.id ?? '', diner.session_id, sessionTtl);
    const alone = await billView(t.db, session, 'pt-BR');
    const plain = await billRaw(t, diner.session_id, diner.user_session_id);
    const etag = plain.headers.get('etag') ?? '';
    expect(await expectStatus(plain, 200)).toEqual(alone);
    expect(await expectStatus(await billIfChanged(diner, 'W/"1.0.OPEN.pt-BR"'), 200)).toEqual(alone);
    expect((await billIfChanged(diner, `W/"stale", ${etag}`)).status).toBe(304);
    expect((await billIfChanged(diner, '*')).status).toBe(304);
  });

  it('the ETag names the language: the same bill in English is another answer', async () => {
    const diner = await sit(t, '7', 'Bia');
    const etag = await etagOf(await billRaw(t, diner.session_id, diner.user_session_id));
    const english = await t.request(
      `${tableBase}/sessions/${diner.session_id}/order?user-session-id=${diner.user_session_id}`,
      {
        headers: { ...seatHeader(diner.user_session_id), 'if-none-match': etag, 'accept-language': 'en-US' },
      },
    );
    expect(english.status).toBe(200);
  });

  it('a seat that is not at the table gets no 304, whatever ETag it sends', async () => {
    const diner = await sit(t, '7', 'Caio');
    const other = await sit(t, '9', 'Duda');
    const etag = await etagOf(await billRaw(t, diner.session_id, diner.user_session_id));
    const response = await t.request(
      `${tableBase}/sessions/${diner.session_id}/order?user-session-id=${other.user_session_id}`,
      { headers: { ...seatHeader(other.user_session_id), 'if-none-match': etag } },
    );
    expect(response.status).toBe(403);
  });

  it('a diner sitting down changes the lobby and the bill', async () => {
    const diner = await sit(t, '7', 'Edu');
    const lobbyPath = `${tableBase}/sessions/${diner.session_id}/lobby?user-session-id=${diner.user_session_id}`;
    const lobbyTag = await etagOf(await t.request(lobbyPath, { headers: seatHeader(diner.user_session_id) }));
    const billTag = await etagOf(await billRaw(t, diner.session_id, diner.user_session_id));
    const headers = (etag: string) => ({ ...seatHeader(diner.user_session_id), 'if-none-match': etag });
    expect((await t.request(lobbyPath, { headers: headers(lobbyTag) })).status).toBe(304);
    await sit(t, '7', 'Fabi');
    expect((await t.request(lobbyPath, { headers: headers(lobbyTag) })).status).toBe(200);
    expect((await billIfChanged(diner, billTag)).status).toBe(200);
  });
});

describe('the version', () => {
  it('is bumped inside the transaction that changes a payment, and not at all when it rolls back', async () => {
    const diner = await sit(t, '9', 'Gil');
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 300,
      user_session_id: diner.user_session_id,
    });
    const before = await versionOf(diner.session_id);
    const inside = await t.db
      .transaction(async (tx) => {
        await tx.query(`update table_payments set status = 'APPROVED' where id = $1`, [intent.payment_id]);
        const seen = await versionOf(diner.session_id, tx);
        throw Object.assign(new Error('roll back'), { seen });
      })
      .catch((error: { seen: number }) => error.seen);
    expect(inside).toBeGreaterThan(before);
    expect(await versionOf(diner.session_id)).toBe(before);
  });

  it('stays put while diners only read', async () => {
    const diner = await sit(t, '9', 'Hugo');
    const before = await versionOf(diner.session_id);
    for (let i = 0; i < 3; i++) await etagOf(await billRaw(t, diner.session_id, diner.user_session_id));
    expect(await versionOf(diner.session_id)).toBe(before);
  });
});

describe('reads write nothing', () => {
  it('a lapsed hold reads EXPIRED and changes the ETag while its row stays PENDING until the sweep', async () => {
    const diner = await sit(t, '9', 'Iara');
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 200,
      user_session_id: diner.user_session_id,
    });
    // The hold lapses in a second (a write, before the reads start).
    await t.db.query(`update table_payments set expires_at = now() + interval '1 second' where id = $1`, [
      intent.payment_id,
    ]);
    const [{ last_activity_at: touched } = { last_activity_at: '' }] = await t.db.query<{
      last_activity_at: string;
    }>('select last_activity_at::text from table_sessions where id = $1', [diner.session_id]);
    const etag = await etagOf(await billRaw(t, diner.session_id, diner.user_session_id));
    await sleep(1_200);

    const response = await billIfChanged(diner, etag);
    expect(response.status).toBe(200);
    const read = (await response.json()) as { payments: Array<{ id: string; status: string }> };
    expect(read.payments.find((p) => p.id === intent.payment_id)?.status).toBe('EXPIRED');
    const payment = await paymentRaw(t, intent.payment_id, diner.user_session_id);
    expect(await expectStatus(payment, 200)).toMatchObject({
      status: 'EXPIRED',
      error_code: 'PAYMENT_EXPIRED',
    });

    const stored = async () =>
      t.db.query<{ status: string; last_activity_at: string }>(
        `select p.status, s.last_activity_at::text from table_payments p
         join bills b on b.id = p.bill_id join table_sessions s on s.id = b.table_session_id where p.id = $1`,
        [intent.payment_id],
      );
    expect(await stored()).toEqual([{ status: 'PENDING', last_activity_at: touched }]);

    const first = await sweepTables(t.db, sessionTtl);
    expect(first.bills).toBeGreaterThanOrEqual(1);
    expect((await stored())[0]?.status).toBe('EXPIRED');
    expect((await sweepTables(t.db, sessionTtl)).bills).toBe(0);
  });

  it('a PIX status read answers 304 until the charge is paid', async () => {
    const diner = await sit(t, '9', 'Jo');
    const { charge } = await startPix(t, diner, 100);
    const etag = await etagOf(await paymentRaw(t, charge.id, diner.user_session_id));
    const again = () =>
      t.request(`${tableBase}/orders/${charge.id}`, {
        headers: { ...seatHeader(diner.user_session_id), 'if-none-match': etag },
      });
    expect((await again()).status).toBe(304);
    await payPixAtBank(t, charge.pix?.br_code);
    const after = await again();
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ status: 'APPROVED' });
  });

  it('the sweep closes a session idle past its time; the table opens anew', async () => {
    const diner = await sit(t, '3', 'Kai');
    await t.db.query(
      `update table_sessions set last_activity_at = now() - interval '5 hours' where id = $1`,
      [diner.session_id],
    );
    const expired = await billRaw(t, diner.session_id, diner.user_session_id);
    expect(await expectStatus(expired, 404)).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await sweepTables(t.db, sessionTtl)).sessions).toBe(1);
    const [row] = await t.db.query<{ status: string; close_reason: string }>(
      'select status, close_reason from table_sessions where id = $1',
      [diner.session_id],
    );
    expect(row).toEqual({ status: 'CLOSED', close_reason: 'EXPIRED' });
    expect((await sweepTables(t.db, sessionTtl)).sessions).toBe(0);
  });
});
