import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { withCheckDigits } from '../../contract/cpf.ts';
import type { EndpointDoc } from '../../server/http/api-router.ts';
import { demoBrand } from '../../server/seed/brand.ts';
import { demoTableKey } from '../../server/seed/demo-table-keys.ts';
import { bearer, customer, login, register } from '../../server/test-support/accounts.ts';
import {
  addItem,
  asUser,
  cardPayment,
  lunchTime,
  menuItem,
  openCart,
  place,
  placed,
  service,
  setClock,
  startGuest,
} from '../../server/test-support/ordering.ts';
import { cards, seatHeader, sit, totalize } from '../../server/test-support/table.ts';
import { openTestApp } from '../../server/test-support/test-app.ts';

/** `String.prototype.toWellFormed` (ES2024, Node 20): a lone surrogate cannot be percent-encoded. */
const wellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();

import { asQueryString, hostileFor, hostileString, type JsonSchema, malformedBody } from './hostile-input.ts';

/*
 * Every endpoint with a request schema or a path parameter (the API router's own list) gets generated
 * hostile input — NUL and control characters, huge strings, wrong types, numbers past what the
 * database holds, broken and oversized bodies — in its query, body and path, from the demo customer,
 * a guest or nobody: the answer is never a 5xx.
 */

const runs = { shaped: 40, malformed: 8 };

const t = await openTestApp();
const maria = (await login(t, customer.email, customer.password)).access_token;
const diner = await sit(t, '9', 'Fuzz');
const payment = await totalize(t, diner.session_id, {
  mode: 'CUSTOM',
  amount: 100,
  user_session_id: diner.user_session_id,
});
// An open store, a placed order, an open cart and a guest: carts and orders get past "closed" and "not found".
await setClock(t, lunchTime);
const takeout = service('centro', 'takeout');
const cartOf = async () =>
  addItem(t, asUser(maria), (await openCart(t, asUser(maria), takeout)).order_id, {
    item_id: menuItem('petit-gateau'),
    quantity: 1,
  });
const paid = await cartOf();
const order = await placed(
  await place(t, asUser(maria), {
    order_id: paid.order_id,
    expected_total: paid.total.total.value,
    payment: await cardPayment(t, cards.approved),
  }),
);
const cart = await cartOf();
const guest = await startGuest(t);
afterAll(() => t.close());

/** Real values for path parameters, so a request gets past "not found" as often as not. */
const realParams = [
  diner.session_id,
  demoTableKey('centro', '9'),
  diner.user_session_id,
  payment.payment_id,
  'centro',
  '9',
  'google',
  order.order_id,
  cart.order_id,
  guest.order_id,
  'active',
];
/** Who calls: the demo customer, a guest by its session header, a diner by its seat token, or nobody. */
const callers = [bearer(maria), guest.who, seatHeader(diner.user_session_id), {}];
/**
 * A generated `{ kind: 'DELETE' }` would erase the demo customer's account and leave every later
 * endpoint answering her 401: LGPD requests come from an account of their own.
 */
const eraser = await register(t, {
  email: 'fuzz.lgpd@exemplo.com.br',
  phone_number: '+5511966669999',
  document: withCheckDigits('112233445'),
});
const callersOf = (doc: EndpointDoc) =>
  doc.path.startsWith('/api/crm/v1/privacy/') ? [bearer(eraser.access_token), guest.who, {}] : callers;
const pathParam = fc.oneof(fc.constantFrom(...realParams), hostileString);

const schemaOf = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const endpoints = t.docs.filter((doc) => doc.query || doc.body || doc.path.includes('{'));
const statuses = new Map<number, number>();

function urlOf(doc: EndpointDoc, params: string[], query: URLSearchParams): string {
  let index = 0;
  const path = doc.path.replace(/\{\w+\}/g, () => encodeURIComponent(wellFormed(params[index++] ?? '')));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function bodyOf(doc: EndpointDoc, value: unknown): { body: BodyInit; type?: string } {
  if (doc.bodyType === 'json') return { body: JSON.stringify(value), type: 'application/json' };
  const fields = asQueryString(value);
  if (doc.bodyType === 'form') return { body: fields };
  const form = new FormData();
  for (const [name, field] of fields) form.append(name, field);
  return { body: form };
}

/** Sends one request and answers its status; what it changed on the way is undone for the next one. */
async function send(doc: EndpointDoc, url: string, init: RequestInit): Promise<number> {
  // Limits would soon answer 429 before the handler reads anything; they have suites of their own.
  await t.db.exec('truncate rate_counters');
  const response = await t.request(url, { method: doc.method.toUpperCase(), ...init });
  await response.arrayBuffer();
  if (doc.path === '/api/dev/faults') t.faults.clear();
  if (doc.path === '/api/dev/clock') await t.clock.set(new Date(lunchTime));
  if (doc.path === '/api/dev/features')
    await t.db.query('update brands set features = $1::jsonb where slug = $2', [
      JSON.stringify(demoBrand.features),
      demoBrand.slug,
    ]);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response.status;
}

describe('hostile requests never get a 5xx', () => {
  afterAll(() => {
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.info(`request fuzz: ${endpoints.length} endpoints, ${total} requests: ${byStatus.join(' ')}`);
  });

  it.each(endpoints)('$method $path', async (doc) => {
    const params = fc.array(pathParam, { minLength: 4, maxLength: 4 });
    const query = doc.query ? hostileFor(schemaOf(doc.query)) : fc.constant(undefined);
    const body = doc.body ? hostileFor(schemaOf(doc.body)) : fc.constant(undefined);
    await fc.assert(
      fc.asyncProperty(
        params,
        query,
        body,
        fc.constantFrom(...callersOf(doc)),
        async (params, query, body, caller) => {
          const sent = doc.body === undefined ? undefined : bodyOf(doc, body);
          const status = await send(doc, urlOf(doc, params, asQueryString(query)), {
            headers: {
              ...caller,
              ...(sent?.type ? { 'content-type': sent.type } : {}),
              'idempotency-key': crypto.randomUUID(),
            },
            body: sent?.body,
          });
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: runs.shaped },
    );
    if (!doc.body) return;
    await fc.assert(
      fc.asyncProperty(malformedBody, pathParam, async ({ contentType, body }, param) => {
        const status = await send(doc, urlOf(doc, [param, param, param], new URLSearchParams()), {
          headers: { ...bearer(maria), 'content-type': contentType },
          body,
        });
        expect(status).toBeLessThan(500);
      }),
      { numRuns: runs.malformed },
    );
  });
});
