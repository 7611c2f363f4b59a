import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { tablePayment } from '../../contract/schemas/table.ts';
import { addPaymentRaw, bill, cards, cardToken, openBill, sit, totalizeRaw } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

/*
 * Payers racing for one bill. Run them on PostgreSQL (`npm run test:concurrency:pg`): PGlite runs
 * one query at a time, so only a real server shows a missing row lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('concurrency', () => {
  it('10 payers at once never overpay: paid items ≤ total and equal to the successful payments', async () => {
    const sessionId = await openBill(t, '8', [
      ['picanha-na-brasa', 1],
      ['chopp-pilsen', 3],
      ['pastel-de-queijo', 1],
    ]);
    const diners = [];
    for (let i = 0; i < 10; i++) diners.push(await sit(t, '8', `Pessoa ${i}`));
    const first = diners[0]?.user_session_id ?? '';
    const { items, totals } = await bill(t, sessionId, first);
    const [picanha, chopp] = items.map((item) => item.id);
    const shares = diners.map((diner, i) => {
      const user_session_id = diner.user_session_id;
      if (i % 3 === 0)
        return {
          mode: 'ITEMS' as const,
          items: [{ bill_item_id: picanha ?? '', parts: 2 }],
          user_session_id,
        };
      if (i % 3 === 1)
        return { mode: 'ITEMS' as const, items: [{ bill_item_id: chopp ?? '' }], user_session_id };
      return { mode: 'CUSTOM' as const, amount: 3_000 + i * 100, user_session_id };
    });
    const tokens = await Promise.all(diners.map(() => cardToken(t, cards.approved)));
    const outcomes = await Promise.all(
      shares.map(async (share, i) => {
        const intent = await totalizeRaw(t, sessionId, share);
        if (intent.status !== 201) return { ok: false, status: intent.status };
        const { payment_id } = (await intent.json()) as { payment_id: string };
        const response = await addPaymentRaw(t, sessionId, {
          payment_id,
          user_session_id: share.user_session_id,
          method: 'CARD',
          card_token: tokens[i],
        });
        return response.status === 200
          ? { ok: true, items: z.parse(tablePayment, await response.json()).items_amount.value }
          : { ok: false, status: response.status };
      }),
    );
    const succeeded = outcomes.filter((o) => o.ok);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => !o.ok).every((o) => o.status === 409)).toBe(true);
    const sum = succeeded.reduce((acc, o) => acc + (o.items ?? 0), 0);
    const after = await bill(t, sessionId, first);
    expect(after.totals.paid.value).toBe(sum);
    expect(sum).toBeLessThanOrEqual(totals.items_total.value);
    for (const item of after.items) expect(item.claims.paid_cents).toBeLessThanOrEqual(item.total.value);
    const [db] = await t.db.query<{ paid: number }>(
      `select coalesce(sum(items_cents), 0)::int as paid from table_payments p join bills b on b.id = p.bill_id
       where b.table_session_id = $1 and p.status = 'APPROVED'`,
      [sessionId],
    );
    expect(db?.paid).toBe(sum);
  });

  it('6 payers of 1 of 3 chopps and 2 halves of the line at once: every unit paid once, the losers told by whom', async () => {
    const sessionId = await openBill(t, '10', [['chopp-pilsen', 3]]);
    const diners = [];
    for (let i = 0; i < 8; i++) diners.push(await sit(t, '10', `Pessoa ${i}`));
    const { items } = await bill(t, sessionId, diners[0]?.user_session_id ?? '');
    const chopps = items[0];
    if (!chopps) throw new Error('no chopps');
    const tokens = await Promise.all(diners.map(() => cardToken(t, cards.approved)));
    const outcomes = await Promise.all(
      diners.map(async ({ user_session_id }, i) => {
        const claim = i < 6 ? { bill_item_id: chopps.id, units: 1 } : { bill_item_id: chopps.id, parts: 2 };
        const intent = await totalizeRaw(t, sessionId, { mode: 'ITEMS', items: [claim], user_session_id });
        if (intent.status !== 201)
          return { status: intent.status, body: (await intent.json()) as ConflictBody };
        const { payment_id } = (await intent.json()) as { payment_id: string };
        const response = await addPaymentRaw(t, sessionId, {
          payment_id,
          user_session_id,
          method: 'CARD',
          card_token: tokens[i],
        });
        return {
          status: response.status,
          items: z.parse(tablePayment, await response.json()).items_amount.value,
        };
      }),
    );
    const paidItems = outcomes.flatMap((o) => (o.status === 200 ? [o.items ?? 0] : []));
    const after = await bill(t, sessionId, diners[0]?.user_session_id ?? '');
    expect(paidItems.reduce((sum, cents) => sum + cents, 0)).toBe(after.totals.paid.value);
    expect(after.totals.paid.value).toBeLessThanOrEqual(chopps.total.value);
    expect(after.items[0]?.claims.paid_cents).toBeLessThanOrEqual(chopps.total.value);
    for (const lost of outcomes.filter((o) => o.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body?.code).toMatch(/^(ITEM_ALREADY_PAID|NOTHING_DUE)$/);
      expect(lost.body?.conflict.by?.name).toMatch(/^Pessoa \d$/);
    }
  });
});

interface ConflictBody {
  code: string;
  conflict: { by: { name: string } | null };
}
