import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableOrderBody } from '../../contract/schemas/table.ts';
import type { Queryable } from '../db/db.ts';
import { seedIds } from '../seed/seed-ids.ts';
import {
  addPaymentRaw,
  bill,
  cards,
  cardToken,
  errorCode,
  openBill,
  orderAt,
  paid,
  payByCard,
  sit,
  totalize,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

/*
 * Orders racing payments on one bill. Run them on PostgreSQL (`npm run test:concurrency:pg`):
 * PGlite runs one query at a time, so only a real server shows a missing row lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const petitGateau = { item_id: seedIds.item('brasa-grill', 'petit-gateau'), quantity: 1 }; // 26,90
const orderRaw = (sessionId: string, body: TableOrderBody) => orderAt(t, sessionId, body);

/**
 * Holds the app's next query containing `marker` until `release()`, in a transaction or not: a chosen
 * interleaving.
 */
function holdNextQuery(marker: string) {
  const { query, transaction } = t.db;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let held = false;
  const holding =
    (run: Queryable['query']): Queryable['query'] =>
    async (sql, params) => {
      if (!held && sql.includes(marker)) {
        held = true;
        t.db.query = query;
        t.db.transaction = transaction;
        arrive();
        await released;
      }
      return run(sql, params);
    };
  t.db.query = holding(query);
  t.db.transaction = (fn) => transaction((tx) => fn({ ...tx, query: holding(tx.query.bind(tx)) }));
  return { reached, release };
}

describe('orders racing payments', () => {
  it('a payment that settles the bill while an order is being priced wins: the order is 404 SESSION_CLOSED', async () => {
    const sessionId = await openBill(t, '4', [['pastel-de-queijo', 1]]);
    const payer = await sit(t, '4', 'Payer');
    const eater = await sit(t, '4', 'Eater');
    const pricing = holdNextQuery('from item_option_groups');
    const ordered = orderRaw(sessionId, { user_session_id: eater.user_session_id, lines: [petitGateau] });
    await pricing.reached;
    const { response } = await payByCard(t, sessionId, {
      mode: 'FULL',
      user_session_id: payer.user_session_id,
    });
    expect(await paid(response)).toMatchObject({ bill_paid: true });
    pricing.release();
    expect(await errorCode(await ordered, 404)).toBe('SESSION_CLOSED');
    const after = await bill(t, sessionId, payer.user_session_id);
    expect(after).toMatchObject({ status: 'CLOSED', bill_status: 'PAID', totals: { due: { value: 0 } } });
    expect(after.items).toHaveLength(1);
  });

  it('an order racing the payment of the rest never leaves the bill overpaid or wrongly settled', async () => {
    const tables = ['1', '2', '3', '4', '5', '6', '7', '8'].map((table) => ({ store: 'pinheiros', table }));
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    await Promise.all(
      tables.map(async ({ store, table }, round) => {
        const sessionId = await openBill(t, table, [['pastel-de-queijo', 2]], store);
        const payer = await sit(t, table, 'Payer', undefined, store);
        const eater = await sit(t, table, 'Eater', undefined, store);
        const rest = { mode: 'FULL' as const, user_session_id: payer.user_session_id };
        // Every other round holds the rest first, so the order can land while it is held.
        const heldFirst = round % 2 === 0 ? await totalize(t, sessionId, rest) : undefined;
        const card_token = await cardToken(t, cards.approved);
        const pay = async () => {
          const intent = heldFirst ?? (await totalize(t, sessionId, rest));
          const body = {
            payment_id: intent.payment_id,
            user_session_id: payer.user_session_id,
            method: 'CARD',
            card_token,
          };
          return addPaymentRaw(t, sessionId, body);
        };
        // Staggered starts: the order goes before the rest is held, while it is held, or after it is paid.
        const lead = (round - tables.length / 2) * 2;
        const [ordered, payment] = await Promise.all([
          wait(lead).then(() =>
            orderRaw(sessionId, { user_session_id: eater.user_session_id, lines: [petitGateau] }),
          ),
          wait(-lead).then(pay),
        ]);
        expect(payment.status).toBe(200);
        const after = await bill(t, sessionId, payer.user_session_id);
        const { items_total, paid: paidTotal, held, due } = after.totals;
        expect(paidTotal.value).toBeLessThanOrEqual(items_total.value);
        expect(held.value).toBe(0);
        if (ordered.status === 201) {
          expect(items_total.value).toBe(2 * 2_290 + 2_690);
        } else {
          expect(await errorCode(ordered, 404)).toBe('SESSION_CLOSED');
          expect(items_total.value).toBe(2 * 2_290);
        }
        // Settled exactly when nothing is due, and only then is the session closed.
        const settled = paidTotal.value === items_total.value;
        expect(after.bill_status).toBe(settled ? 'PAID' : 'OPEN');
        expect(after.status).toBe(settled ? 'CLOSED' : 'OPEN');
        expect(due.value).toBe(items_total.value - paidTotal.value);
      }),
    );
  });
});
