/**
 * `npm run load:tables [-- --minutes 2] [--diners 100]`: diners at the 12 tables of the centro store
 * poll their bill every 3 s (with its ETag) and pay shares of it — custom amounts, whole bills,
 * equal parts — by card or PIX, some walking away from a held share, on two API processes over
 * `DATABASE_URL`'s PostgreSQL (reset), each diner's calls going to one of them. A paid table gets
 * new dishes from the waiter and its diners sit down again. At the end every bill is checked in the
 * database: what was paid never passes what was ordered. Prints the calls, their statuses, the
 * errors (5xx, network, an answer no rule explains) and the bills overpaid; exit code 1 unless both
 * are 0. Cards and PIX go through a sandbox payment provider of the run's, whose webhooks reach the
 * first process. A script, not a timed test.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSandbox } from '../psp-sandbox/sandbox.ts';
import { webhookPath } from '../server/payments/webhook-routes.ts';
import { demoTableKey } from '../server/seed/demo-table-keys.ts';
import { sandboxKeys } from '../server/test-support/payment-sandbox.ts';
import { freePort } from '../server/test-support/test-server.ts';
import { startBuiltApp } from './app-server.ts';
import { BRAND_HEADERS } from './diner.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '2' },
    diners: { type: 'string', default: '100' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL names the PostgreSQL database to load (it is reset)');
const endAt = Date.now() + Number(args.minutes) * 60_000;
const tables = Array.from({ length: 12 }, (_, i) => String(i + 1));
const dishes = ['picanha-na-brasa', 'caipirinha-de-limao', 'brasa-classico', 'cheddar-bacon'];
const pollMs = 3_000;

// Shares and PIX charges live briefly, so that walking away, expiry and the sweep happen in two minutes.
const firstPort = await freePort();
const psp = await startSandbox({
  ...sandboxKeys,
  port: 0,
  webhookUrl: `http://localhost:${firstPort}${webhookPath}`,
  allowedOrigins: [],
  pix: { key: 'pix@brasagrill.com.br', merchantName: 'Brasa Grill', merchantCity: 'SAO PAULO' },
});
const env = {
  LOG_REQUESTS: '0',
  PAYMENT_INTENT_SECONDS: '20',
  PIX_EXPIRY_SECONDS: '30',
  SWEEP_SECONDS: '5',
  PSP_URL: psp.url,
  PSP_PUBLIC_KEY: sandboxKeys.publicKey,
  PSP_SECRET_KEY: sandboxKeys.secretKey,
  PSP_WEBHOOK_SECRET: sandboxKeys.webhookSecret,
};
const first = await startBuiltApp('table-load', {
  distDir: false,
  postgres: true,
  env: { ...env, PORT: String(firstPort) },
});
const second = await startBuiltApp('table-load-2', {
  distDir: false,
  postgres: true,
  env: { ...env, RESET_DATA: '0' },
});

const statuses = new Map<string, number>();
const errors: string[] = [];
const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);

/** Refusals a diner meets when others pay at the same moment, or after the table was paid. */
const expected = new Set([
  '404 SESSION_CLOSED',
  '409 NOTHING_DUE',
  '409 ITEM_ALREADY_PAID',
  '409 PAYMENT_EXPIRED',
  '409 PAYMENT_NOT_PENDING',
  '409 TABLE_OCCUPIED',
  '409 AMOUNT_EXCEEDS_DUE',
  '409 CARD_REFUND_SUCCESS',
]);

interface Answer<T> {
  status: number;
  body: T | undefined;
  etag: string | null;
}

async function call<T>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  try {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { ...BRAND_HEADERS, 'content-type': 'application/json', ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = response.status === 304 ? undefined : ((await response.json()) as T & { code?: string });
    const code = (body as { code?: string } | undefined)?.code;
    const what = response.status < 400 ? String(response.status) : `${response.status} ${code ?? ''}`.trim();
    count(what);
    if (response.status >= 500 || (response.status >= 400 && !expected.has(what))) {
      errors.push(`${init.method ?? 'GET'} ${path}: ${what} ${JSON.stringify(body)}`);
    }
    return { status: response.status, body, etag: response.headers.get('etag') };
  } catch (error) {
    count('network');
    errors.push(`${path}: ${String(error)}`);
    return { status: 0, body: undefined, etag: null };
  }
}

/** The diner's bank pays a PIX charge at the sandbox (one that lapsed meanwhile is refused: 410). */
async function payAtBank(brCode: string) {
  const answer = await fetch(`${psp.url}/bank/pix`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams({ br_code: brCode }),
  });
  count(`bank ${answer.status}`);
  if (answer.status !== 200 && answer.status !== 410)
    errors.push(`bank: ${answer.status} ${await answer.text()}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Bill {
  bill_status: 'OPEN' | 'PAID';
  totals: { due: { value: number } };
}

/** The waiter's system puts a dish on the table's bill (opening a session when the table is free). */
const serve = (base: string, table: string) =>
  call(base, `/api/dev/tables/centro/${table}/items`, { body: { item_id: pick(dishes), quantity: 1 } });

async function sitDown(base: string, table: string, name: string) {
  const key = demoTableKey('centro', table);
  for (;;) {
    const info = await call<{ session_id?: string }>(
      base,
      `/api/order/v1/table/info?${new URLSearchParams({ 'store-code': 'centro', 'table-id': table, key })}`,
    );
    if (!info.body?.session_id) {
      await serve(base, table);
      continue;
    }
    const seat = await call<{ user_session_id: string; seat_token: string }>(
      base,
      `/api/order/v1/table/sessions/${info.body.session_id}/join`,
      { body: { name, table_key: key } },
    );
    if (seat.body?.seat_token) return { sessionId: info.body.session_id, ...seat.body };
    if (Date.now() > endAt) return undefined;
  }
}

async function pay(base: string, seat: NonNullable<Awaited<ReturnType<typeof sitDown>>>, due: number) {
  const headers = { 'x-seat-token': seat.seat_token };
  const session = `/api/order/v1/table/sessions/${seat.sessionId}`;
  const share = pick([
    { mode: 'CUSTOM', amount: Math.max(1, Math.min(due, 500 + Math.floor(Math.random() * 4_000))) },
    { mode: 'FULL' },
    { mode: 'EQUAL', seats_paying: 1, seats_total: 4 },
  ]);
  const intent = await call<{ payment_id: string }>(base, `${session}/totalize`, {
    body: { ...share, user_session_id: seat.user_session_id },
    headers,
  });
  if (!intent.body?.payment_id) return;
  // Some walk away from their share: it lapses and the sweep gives it back.
  if (Math.random() < 0.1) return;
  const pix = Math.random() < 0.4;
  const card = pix
    ? undefined
    : await call<{ id: string }>(psp.url, '/v1/tokens', {
        body: {
          card: {
            number: '4111111111111111',
            holder_name: 'CARGA',
            exp_month: 12,
            exp_year: 2035,
            cvv: '123',
          },
        },
        headers: { authorization: `Bearer ${sandboxKeys.publicKey}` },
      });
  const payment = await call<{ pix?: { br_code: string } | null }>(base, `${session}/add-payment`, {
    body: {
      payment_id: intent.body.payment_id,
      user_session_id: seat.user_session_id,
      ...(pix ? { method: 'PIX' } : { method: 'CARD', card_token: card?.body?.id }),
    },
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
  });
  const code = payment.body?.pix?.br_code;
  if (code) {
    await sleep(1_000);
    await payAtBank(code);
  }
}

async function diner(index: number) {
  const base = index % 2 === 0 ? first.url : second.url;
  const table = tables[index % tables.length] as string;
  await sleep(Math.random() * pollMs);
  let seat = await sitDown(base, table, `Diner ${index}`);
  let etag: string | null = null;
  while (seat && Date.now() < endAt) {
    const read: Answer<Bill> = await call<Bill>(
      base,
      `/api/order/v1/table/sessions/${seat.sessionId}/order?user-session-id=${seat.user_session_id}`,
      { headers: { 'x-seat-token': seat.seat_token, ...(etag ? { 'if-none-match': etag } : {}) } },
    );
    if (read.status === 200) etag = read.etag;
    const bill = read.body;
    if (bill?.bill_status === 'PAID') {
      // The table was paid: the waiter brings more, the diners sit at the new session.
      await serve(base, table);
      seat = await sitDown(base, table, `Diner ${index}`);
      etag = null;
    } else if (bill && bill.totals.due.value > 0 && Math.random() < 0.15) {
      await pay(base, seat, bill.totals.due.value);
    }
    await sleep(pollMs);
  }
}

try {
  const diners = Number(args.diners);
  console.log(
    `${diners} diners at ${tables.length} tables on ${first.url} and ${second.url} for ${args.minutes} min`,
  );
  await Promise.all(Array.from({ length: diners }, (_, i) => diner(i)));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ bills: number; overpaid: number; paid_bills: number; payments: number }>(
    `select count(*)::int as bills, count(*) filter (where b.status = 'PAID')::int as paid_bills,
       count(*) filter (where paid > total)::int as overpaid, sum(approved)::int as payments
     from bills b
     cross join lateral (select coalesce(sum(quantity * unit_price_cents), 0) as total
       from bill_items where bill_id = b.id) items
     cross join lateral (select coalesce(sum(items_cents), 0) as paid, count(*) as approved
       from table_payments where bill_id = b.id and status = 'APPROVED') payments`,
  );
  await db.end();
  const [figures] = rows;
  const calls = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\n${calls} calls: ${[...statuses].map(([what, n]) => `${what} ×${n}`).join(', ')}`);
  console.log(
    `${figures?.bills} bills, ${figures?.paid_bills} paid, ${figures?.payments} payments approved, ` +
      `${figures?.overpaid} overpaid; ${errors.length} errors`,
  );
  for (const error of errors.slice(0, 10)) console.log(`  ${error}`);
  process.exitCode = errors.length === 0 && figures?.overpaid === 0 ? 0 : 1;
} finally {
  await Promise.all([first.close(), second.close()]);
  await psp.close();
}
