import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, send } from '../test-support/accounts.ts';
import { bill, paymentAs, payPixAtBank, sit, startPix } from '../test-support/table.ts';
import { openSecondApp, openTestApp, type TestApp } from '../test-support/test-app.ts';
import { tableReference } from './table-outcomes.ts';

// A table PIX charge lives 10 minutes: only the business clock moved past it can make it lapse.
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await openTestApp({ table: { intentTtlSeconds: 600, pixExpirySeconds: 600 } });
  other = await openSecondApp(t, { table: { intentTtlSeconds: 600, pixExpirySeconds: 600 } });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const moveClock = async (node: TestApp, at: Date | null) =>
  expectStatus(await send(node, '/api/dev/clock', { at: at?.toISOString() ?? null }), 200);

describe('a table PIX charge on the business clock', () => {
  it('lapses when another process moves the clock past it: the hold is released, and money paid later is given back', async () => {
    const diner = await sit(t, '9', 'Ana');
    const { intent, charge } = await startPix(t, diner, 1_000);
    const expiresAt = Date.parse(charge.pix?.expires_at ?? '');
    expect(expiresAt - Date.now()).toBeGreaterThan(500_000);
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.held.value).toBe(1_000);

    await moveClock(other, new Date(expiresAt + 60_000));
    await expect.poll(() => t.clock.now().getTime()).toBeGreaterThan(expiresAt);
    const after = await bill(t, diner.session_id, diner.user_session_id);
    expect(after.totals.held.value).toBe(0);
    expect(after.payments.find((p) => p.id === intent.payment_id)?.status).toBe('EXPIRED');
    expect((await paymentAs(t, intent.payment_id, diner.user_session_id)).status).toBe('EXPIRED');
    // The provider's clock has not reached the charge's end: the bank pays it, and the API refunds it.
    await payPixAtBank(t, charge.pix?.br_code);
    expect(await paymentAs(t, intent.payment_id, diner.user_session_id)).toMatchObject({
      status: 'REFUNDED',
      error_code: 'PIX_REFUND_SUCCESS',
    });
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.paid.value).toBe(0);
    const [atProvider] = await t.provider.charges(tableReference(intent.payment_id));
    expect(atProvider?.status).toBe('REFUNDED');
    await moveClock(t, null);
  });

  it('the sweep writes the lapse down by the business clock, not before', async () => {
    const diner = await sit(t, '9', 'Bia');
    const { intent, charge } = await startPix(t, diner, 1_000);
    await t.sweep();
    expect((await paymentAs(t, intent.payment_id, diner.user_session_id)).status).toBe('PENDING');
    await moveClock(t, new Date(Date.parse(charge.pix?.expires_at ?? '') + 1_000));
    await t.sweep();
    const [row] = await t.db.query<{ status: string; error_code: string }>(
      'select status, error_code from table_payments where id = $1',
      [intent.payment_id],
    );
    expect(row).toEqual({ status: 'EXPIRED', error_code: 'PAYMENT_EXPIRED' });
    await moveClock(t, null);
  });
});
