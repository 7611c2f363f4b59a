import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cart } from '../../contract/schemas/cart.ts';
import { guestSession } from '../../contract/schemas/guest-session.ts';
import { paymentIntent } from '../../contract/schemas/table.ts';
import { sandboxProvider } from '../payments/sandbox-provider.ts';
import { startServer } from '../start.ts';
import { overHttp } from '../test-support/http-client.ts';
import { centroAddress, lunchTime, menuItem, setClock } from '../test-support/ordering.ts';
import { openPaymentSandbox, type PaymentSandbox, sandboxKeys } from '../test-support/payment-sandbox.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../test-support/private-postgres.ts';
import { cards, cardToken, seatHeader, sit, tableBase } from '../test-support/table.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { freePort } from '../test-support/test-server.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPgDb } from './pg-db.ts';

/*
 * On a PostgreSQL server of the suite's own: its connections cut and the server restarted while
 * diners order and pay at tables and guests order takeout. The process lives on, answers 503 with
 * Retry-After meanwhile and comes back by itself; every order and payment a client was told of is
 * there exactly once, charged once, and nothing is left half done.
 */

let postgres: PrivatePostgres;
let db: Db;
let server: Awaited<ReturnType<typeof startServer>>;
let psp: PaymentSandbox;
let t: TestApp;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  db = openPgDb(await postgres.createDatabase('faults'));
  const port = await freePort();
  psp = await openPaymentSandbox(`http://localhost:${port}`);
  const provider = sandboxProvider({ url: psp.url, ...sandboxKeys });
  server = await startServer({ db, port, devTools: true, log: false, sweepSeconds: 1, provider });
  t = overHttp(server.url, db, psp);
  await setClock(t, lunchTime);
});
afterAll(async () => {
  await server?.close();
  await psp?.close();
  await postgres?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dessert = menuItem('petit-gateau');
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Answers that were neither a result nor a refusal: each must be a 503 that says when to come back. */
const outageAnswers: Array<{ status: number; retryAfter: string | null }> = [];

/** Sends again (the same request, the same Idempotency-Key) until it is answered for good. */
async function answered(send: () => Response | Promise<Response>): Promise<Response> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await send();
    const inUse =
      response.status === 409 && (await response.clone().json()).code === 'IDEMPOTENCY_KEY_IN_USE';
    if (response.status < 500 && !inUse) return response;
    outageAnswers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 250);
  }
  throw new Error('never answered');
}

/** Seconds until the process says it is ready again. */
async function secondsUntilReady(): Promise<number> {
  const started = Date.now();
  while ((await t.request('/api/ready')).status !== 200) await sleep(100);
  return (Date.now() - started) / 1000;
}

describe('a connection the server ends', () => {
  it('is dropped from the pool, and the next requests are answered', async () => {
    await Promise.all(Array.from({ length: 6 }, () => t.request('/api/cms/v1/features')));
    expect(await postgres.terminateConnections('faults')).toBeGreaterThan(0);
    await sleep(100);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await t.request('/api/cms/v1/features')).status),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe('diners and guests ordering and paying while the database is cut and restarted', () => {
  let running = true;
  const tableOrders = new Map<string, string[]>();
  const tablePayments = new Map<string, string[]>();
  const placedOrders: string[] = [];

  async function diner(table: string) {
    const seat = await sit(t, table, `Mesa ${table}`);
    const headers = seatHeader(seat.user_session_id);
    const ordered: string[] = [];
    const paid: string[] = [];
    tableOrders.set(seat.user_session_id, ordered);
    tablePayments.set(seat.user_session_id, paid);
    for (let round = 0; running; round++) {
      const key = crypto.randomUUID();
      const body = { user_session_id: seat.user_session_id, lines: [{ item_id: dessert, quantity: 1 }] };
      const order = await answered(() =>
        post(`${tableBase}/sessions/${seat.session_id}/orders`, body, { ...headers, 'idempotency-key': key }),
      );
      expect(order.status, await order.clone().text()).toBe(201);
      ordered.push(...((await order.json()) as { bill_item_ids: string[] }).bill_item_ids);
      if (round % 2 === 1) {
        const share = { mode: 'CUSTOM', amount: 500, user_session_id: seat.user_session_id };
        const intent = await answered(() =>
          post(`${tableBase}/sessions/${seat.session_id}/totalize`, share, headers),
        );
        const { payment_id } = z.parse(paymentIntent, await intent.json());
        const card = { payment_id, user_session_id: seat.user_session_id, method: 'CARD' };
        const pay = { ...card, card_token: await cardToken(t, cards.approved) };
        const payKey = crypto.randomUUID();
        const payment = await answered(() =>
          post(`${tableBase}/sessions/${seat.session_id}/add-payment`, pay, {
            ...headers,
            'idempotency-key': payKey,
          }),
        );
        expect(payment.status, await payment.clone().text()).toBe(200);
        paid.push(payment_id);
      }
    }
  }

  // A client starts at most 30 guest sessions an hour: two guests stay well below it.
  async function guest() {
    for (let round = 0; running && round < 12; round++) {
      const session = z.parse(
        guestSession,
        await (await answered(() => post('/api/order/v1/guest-session', { address: centroAddress }))).json(),
      );
      const who = { 'x-guest-session': session.session };
      await answered(() =>
        post(`/api/order/v1/cart/${session.order_id}/items`, { item_id: dessert, quantity: 1 }, who),
      );
      const { total } = z.parse(
        cart,
        await (
          await answered(() => t.request(`/api/order/v1/cart/${session.order_id}`, { headers: who }))
        ).json(),
      );
      const token = await cardToken(t, cards.approved);
      const key = crypto.randomUUID();
      const body = {
        order_id: session.order_id,
        expected_total: total.total.value,
        payment: { method: 'CARD', card_token: token },
        contact: { name: 'Convidada', phone_number: '+5511955550101' },
      };
      const placed = await answered(() =>
        post('/api/order/v1/orders', body, { ...who, 'idempotency-key': key }),
      );
      expect(placed.status, await placed.clone().text()).toBe(201);
      placedOrders.push(session.order_id);
    }
  }

  it('comes back within 15 s each time, and nothing is lost or doubled', async () => {
    await cardToken(t, cards.approved);
    const load = Promise.all([...['1', '2', '3', '4'].map(diner), guest(), guest()]);
    await sleep(1_500);
    await postgres.terminateConnections('faults');
    const afterCut = await secondsUntilReady();
    await sleep(1_000);
    const restarting = postgres.restart({ downMs: 1_500 });
    await sleep(800);
    const down = await t.request('/api/ready');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
    await restarting;
    const afterRestart = await secondsUntilReady();
    await sleep(1_500);
    running = false;
    await load;

    expect(afterCut).toBeLessThan(15);
    expect(afterRestart).toBeLessThan(15);
    expect(outageAnswers.length, 'requests met the outage').toBeGreaterThan(0);
    expect(outageAnswers.filter((answer) => answer.status !== 503 || !answer.retryAfter)).toEqual([]);

    for (const [seat, ordered] of tableOrders) {
      const lines = await db.query<{ id: string }>(
        'select id from bill_items where ordered_by = $1 order by id',
        [seat],
      );
      expect(lines.map((line) => line.id)).toEqual([...ordered].sort());
    }
    const approved = await db.query<{ id: string }>(
      `select id from table_payments where status = 'APPROVED' and psp_charge_id is not null order by id`,
    );
    expect(approved.map((row) => row.id)).toEqual([...tablePayments.values()].flat().sort());
    const orders = await db.query<{ id: string }>(
      `select o.id from orders o join order_payments p on p.order_id = o.id
       where o.status = 'PLACED' and p.status = 'APPROVED' order by o.id`,
    );
    expect(orders.map((row) => row.id)).toEqual([...placedOrders].sort());
    const captured = psp.ledger().filter(({ charge }) => charge.status === 'captured');
    expect(captured.length, 'one charge per payment').toBe(approved.length + orders.length);
    const [halfDone] = await db.query<{ n: number }>(
      `select ((select count(*) from orders where status = 'PAYING')
        + (select count(*) from order_payments where status = 'PENDING' and method = 'CARD'))::int as n`,
    );
    expect(halfDone?.n).toBe(0);
    console.info(
      `database faults: ${[...tableOrders.values()].flat().length} table lines, ${approved.length} table payments, ` +
        `${orders.length} orders; ${outageAnswers.length} answers 503; ready again after ${afterCut} s and ${afterRestart} s`,
    );
  }, 60_000);
});

describe('migrations', () => {
  it('four processes starting together on an empty database all come up, each migration applied once', async () => {
    const url = await postgres.createDatabase('migrations_race');
    const processes = Array.from({ length: 4 }, () => openPgDb(url, { poolSize: 2 }));
    try {
      const applied = await Promise.all(processes.map((one) => migrate(one)));
      expect(applied.flat().sort()).toEqual(applied.find((list) => list.length > 0)?.sort());
      const [first] = processes;
      const [rows] =
        (await first?.query<{ n: number }>('select count(*)::int as n from schema_migrations')) ?? [];
      expect(rows?.n).toBe(applied.flat().length);
    } finally {
      await Promise.all(processes.map((one) => one.close()));
    }
  });
});
