import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, login } from '../test-support/accounts.ts';
import {
  asUser,
  call,
  cardPayment,
  fill,
  later,
  lunchTime,
  openCart,
  place,
  placed,
  service,
  setClock,
  type Who,
} from '../test-support/ordering.ts';
import { cards } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: Who;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
  maria = asUser((await login(t, customer.email, customer.password)).access_token);
});
afterAll(async () => {
  await setClock(t, null);
  await t.close();
});

async function placeLunch() {
  const opened = await openCart(t, maria, service('centro', 'delivery'));
  const filled = await fill(t, maria, opened.order_id);
  const payment = await cardPayment(t, cards.approved);
  return placed(
    await place(t, maria, { order_id: filled.order_id, expected_total: filled.total.total.value, payment }),
  );
}

const poll = (orderId: string, etag?: string) =>
  call(t, `/orders/${orderId}/polling`, { who: maria, headers: etag ? { 'if-none-match': etag } : {} });

describe('order tracking polls', () => {
  it('answer 304 while the order stands still, 200 when the clock moves it on or the order changes', async () => {
    const order = await placeLunch();
    const first = await poll(order.order_id);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const same = await poll(order.order_id, etag);
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');

    // Preparing two minutes after it was paid: the clock alone changes the answer.
    await setClock(t, later(order.submitted_at, 3));
    const moved = await poll(order.order_id, etag);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ status: 'PREPARING' });
    const preparing = moved.headers.get('etag') ?? '';

    // A change of the row (the restaurant cancels) bumps its version within the same status rules.
    await t.request(`/api/dev/orders/${order.order_id}/cancel`, { method: 'POST' });
    const cancelled = await poll(order.order_id, preparing);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'CANCELLED' });
  });

  it("another customer's order is 404, whatever ETag comes", async () => {
    await setClock(t, lunchTime);
    const order = await placeLunch();
    const etag = (await poll(order.order_id)).headers.get('etag') ?? '';
    const stranger = await call(t, `/orders/${order.order_id}/polling`, {
      headers: { 'if-none-match': etag, 'x-guest-session': 'not-a-session' },
    });
    expect([401, 404]).toContain(stranger.status);
  });
});
