/**
 * `npm run bench:api [-- --duration 15] [--connections 20] [--postgres]`: the reference API under
 * load (autocannon), started in a process of its own on fresh demo data — PGlite by default,
 * `DATABASE_URL`'s PostgreSQL with `--postgres` (its data is reset). A seated diner of the demo
 * table reads the bill (200, and 304 with the ETag of the last answer), quotes a payment; a visitor
 * reads a menu page and looks up the store. Prints req/s, p50, p99 and errors of each, and how many
 * diners polling every 3 s one process holds. The bill's 200 is the answer the API keeps for the
 * table's diners; `TABLE_BILLS_KEPT=0` measures it built for every read, as after each change.
 * A measurement, not a test: it never fails on figures.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { demoTableKey } from '../server/seed/demo-table-keys.ts';
import { startBuiltApp } from './app-server.ts';
import { BRAND_HEADERS, DEMO_TABLE } from './diner.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
/** A diner's phone reads the bill this often (spec: the bill updates within 3 s). */
const pollSeconds = 3;
/** Centro's neighbourhood (the demo store lookup's point). */
const here = { latitude: '-23.5477', longitude: '-46.6343' };

const server = await startBuiltApp('bench-api', {
  distDir: false,
  postgres: args.postgres,
  // A log line per request would measure the terminal.
  env: { LOG_REQUESTS: '0' },
});

async function call<T>(path: string, init: RequestInit = {}): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...BRAND_HEADERS, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, headers: response.headers };
}

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer should have. */
  expect: number;
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(scenario: Scenario): Promise<Figures> {
  const result = await autocannon({
    url: `${server.url}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: { ...BRAND_HEADERS, 'content-type': 'application/json', ...scenario.headers },
    body: scenario.body,
    connections,
    duration,
  });
  const unexpected = Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) !== scenario.expect)
    .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
  };
}

try {
  const key = demoTableKey(DEMO_TABLE.store, DEMO_TABLE.table);
  const info = await call<{ session_id?: string }>(
    `/api/order/v1/table/info?${new URLSearchParams({ 'store-code': DEMO_TABLE.store, 'table-id': DEMO_TABLE.table, key })}`,
  );
  if (!info.body.session_id) throw new Error('the demo table has no open bill');
  const session = info.body.session_id;
  const seat = await call<{ user_session_id: string; seat_token: string }>(
    `/api/order/v1/table/sessions/${session}/join`,
    { method: 'POST', body: JSON.stringify({ name: 'Bench', table_key: key }) },
  );
  const seatHeaders = { 'x-seat-token': seat.body.seat_token };
  const billPath = `/api/order/v1/table/sessions/${session}/order?user-session-id=${seat.body.user_session_id}`;
  const bill = await call(billPath, { headers: seatHeaders });
  const etag = bill.headers.get('etag');
  const stores = await call<{ restaurants: Array<{ services: Array<{ id: string; serviceType: string }> }> }>(
    `/api/catalog/v1/stores?${new URLSearchParams(here)}`,
  );
  const service = stores.body.restaurants[0]?.services[0]?.id;
  if (!service) throw new Error('the store lookup answered no service');

  const scenarios: Scenario[] = [
    { name: 'bill read (200)', path: billPath, headers: seatHeaders, expect: 200 },
    ...(etag
      ? [
          {
            name: 'bill read (304)',
            path: billPath,
            headers: { ...seatHeaders, 'if-none-match': etag },
            expect: 304,
          },
        ]
      : []),
    {
      name: 'menu page',
      path: `/api/catalog/v1/items?${new URLSearchParams({ 'service-id': service, limit: '10', offset: '0' })}`,
      expect: 200,
    },
    { name: 'store lookup', path: `/api/catalog/v1/stores?${new URLSearchParams(here)}`, expect: 200 },
    {
      name: 'add-payment quote',
      path: `/api/order/v1/table/sessions/${session}/calculate`,
      method: 'POST',
      headers: seatHeaders,
      body: JSON.stringify({ mode: 'FULL', user_session_id: seat.body.user_session_id }),
      expect: 200,
    },
  ];

  const database = args.postgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(
    `\n${database}, ${connections} connections, ${duration} s each${etag ? '' : ' (the bill has no ETag)'}\n`,
  );
  const rows: Figures[] = [];
  for (const scenario of scenarios) {
    const figures = await measure(scenario);
    rows.push(figures);
    console.log(
      `${figures.name.padEnd(20)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}`,
    );
  }
  const fresh = rows.find((row) => row.name === 'bill read (200)');
  const unchanged = rows.find((row) => row.name === 'bill read (304)');
  console.log(
    `\nDiners polling the bill every ${pollSeconds} s that one process holds: ${Math.floor((fresh?.rps ?? 0) * pollSeconds)} when each reads the whole bill` +
      (unchanged ? `, ${Math.floor(unchanged.rps * pollSeconds)} when none changed (304)` : ''),
  );
} finally {
  await server.close();
}
