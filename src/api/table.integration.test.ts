import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TableSession } from '../../contract/schemas/table.ts';
import { demoTableKey } from '../../server/seed/demo-table-keys.ts';
import { seedIds } from '../../server/seed/seed-ids.ts';
import { sandboxKeys } from '../../server/test-support/payment-sandbox.ts';
import { demoBrand } from '../../server/test-support/test-app.ts';
import { startTestServer } from '../../server/test-support/test-server.ts';
import { login } from './auth.ts';
import { tokenizeAtProvider } from './card-tokens.ts';
import { addCard, deleteCard, fetchCards, setDefaultCard } from './cards.ts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { newIdempotencyKey } from './retry.ts';
import {
  addTablePayment,
  approveTableBill,
  calculateShare,
  fetchTableBill,
  fetchTableDevice,
  fetchTableInfo,
  fetchTableLobby,
  fetchTablePayment,
  joinTableSession,
  leaveTableSession,
  placeTableOrder,
  revalidateTableBill,
  totalizeShare,
} from './table.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
const card = {
  number: '4111111111111111',
  holder_name: 'MARIA SILVA',
  exp_month: 12,
  exp_year: 2035,
  cvv: '123',
};
/** The browser's call to the sandbox provider, with the public key the page carries. */
const tokenize = async (request: Parameters<typeof tokenizeAtProvider>[1]) =>
  (await tokenizeAtProvider({ origin: server.psp.url, public_key: sandboxKeys.publicKey }, request)).id;

beforeAll(async () => {
  server = await startTestServer();
  api.configure({ baseURL: new URL('/api', server.url).href, ...demoBrand, retryDelay: 0 });
});
afterEach(() => api.setAuthSource(undefined));
afterAll(() => server?.close());

/** What the calls of a seat take. */
const seatOf = (seat: TableSession) => ({
  sessionId: seat.session_id,
  userSessionId: seat.user_session_id,
  seatToken: seat.seat_token,
});

describe('table fetchers against the reference API', () => {
  it('join, read the bill, totalize, pay by card, poll the payment', async () => {
    const tableKey = demoTableKey('centro', '7');
    const info = await fetchTableInfo({ storeCode: 'centro', tableId: '7', tableKey });
    if (!info.session_id) throw new Error('table 7 has a running bill');
    const seat = await joinTableSession({ sessionId: info.session_id, name: 'Maria', table_key: tableKey });
    const ids = seatOf(seat);
    const bill = await fetchTableBill(ids);
    expect(bill.totals.items_total).toEqual({ value: 21_010, currency: 'BRL' });
    expect((await fetchTableLobby(ids)).participants.map((p) => p.name)).toContain('Maria');
    await approveTableBill(ids);

    const share = { mode: 'CUSTOM' as const, amount: 5_000, tip: 500, user_session_id: seat.user_session_id };
    expect((await calculateShare({ ...ids, share })).total.value).toBe(6_000);
    const intent = await totalizeShare({ ...ids, share });

    const { device_session_id } = await fetchTableDevice();
    const token = await tokenize({ card, device_session_id });
    const idempotencyKey = newIdempotencyKey();
    const payment = await addTablePayment({
      sessionId: seat.session_id,
      seatToken: seat.seat_token,
      idempotencyKey,
      payment_id: intent.payment_id,
      user_session_id: seat.user_session_id,
      method: 'CARD',
      card_token: token,
      email: 'maria@exemplo.com.br',
    });
    expect(payment).toMatchObject({ status: 'APPROVED', total: { value: 6_000 }, card: { last4: '1111' } });
    // The same key again answers the first result.
    const replay = await addTablePayment({
      sessionId: seat.session_id,
      seatToken: seat.seat_token,
      idempotencyKey,
      payment_id: intent.payment_id,
      user_session_id: seat.user_session_id,
      method: 'CARD',
      card_token: token,
      email: 'maria@exemplo.com.br',
    });
    expect(replay.id).toBe(payment.id);
    expect((await fetchTablePayment({ paymentId: payment.id, seatToken: seat.seat_token })).status).toBe(
      'APPROVED',
    );
    expect((await fetchTableBill(ids)).totals.paid.value).toBe(5_000);

    await leaveTableSession(ids);
    const refused = await fetchTableBill(ids).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(403);
  });

  it('polls the bill conditionally: unchanged while nothing happens, the new bill after a change', async () => {
    const tableKey = demoTableKey('centro', '9');
    const info = await fetchTableInfo({ storeCode: 'centro', tableId: '9', tableKey });
    if (!info.session_id) throw new Error('table 9 has a running bill');
    const seat = await joinTableSession({ sessionId: info.session_id, name: 'Lia', table_key: tableKey });
    const ids = seatOf(seat);
    const first = await revalidateTableBill({ ...ids, etag: undefined });
    if (first.unchanged || !first.etag) throw new Error('the first read answers the bill with its ETag');
    expect(await revalidateTableBill({ ...ids, etag: first.etag })).toEqual({ unchanged: true });
    await approveTableBill(ids);
    const after = await revalidateTableBill({ ...ids, etag: first.etag });
    if (after.unchanged) throw new Error('the approval changed the bill');
    expect(after.etag).not.toBe(first.etag);
    expect(after.value.participants.find((p) => p.diner_id === seat.diner_id)?.approved).toBe(true);
  });

  it('orders from the table menu: the lines land on the bill once per Idempotency-Key', async () => {
    const tableKey = demoTableKey('centro', '9');
    const info = await fetchTableInfo({ storeCode: 'centro', tableId: '9', tableKey });
    if (!info.session_id) throw new Error('table 9 has a running bill');
    const seat = await joinTableSession({ sessionId: info.session_id, name: 'João', table_key: tableKey });
    const ids = seatOf(seat);
    const before = await fetchTableBill(ids);
    const order = {
      sessionId: seat.session_id,
      seatToken: seat.seat_token,
      idempotencyKey: newIdempotencyKey(),
      user_session_id: seat.user_session_id,
      lines: [
        {
          item_id: seedIds.item('brasa-grill', 'petit-gateau'),
          quantity: 1,
          choice_ids: [seedIds.optionChoice('brasa-grill', 'cobertura', 0)],
          note: 'duas colheres',
        },
      ],
    };
    const placed = await placeTableOrder(order);
    expect(placed).toMatchObject({ session_id: seat.session_id, total: { value: 2_690 + 690 } });
    // A retry with the same key answers the first result and adds nothing.
    expect(await placeTableOrder(order)).toEqual(placed);

    const after = await fetchTableBill(ids);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items.find((item) => item.id === placed.bill_item_ids[0])).toMatchObject({
      unit_price: { value: 3_380 },
      options: ['Bola de sorvete de creme'],
      note: 'duas colheres',
      ordered_by: { diner_id: seat.diner_id, name: 'João' },
    });
    expect(after.totals.due.value).toBe(before.totals.due.value + 3_380);

    const soldOut = await placeTableOrder({
      ...order,
      idempotencyKey: newIdempotencyKey(),
      lines: [{ item_id: seedIds.item('brasa-grill', 'mousse-de-maracuja'), quantity: 1 }],
    }).catch((error: unknown) => error);
    expect(isApiError(soldOut) && [soldOut.status, soldOut.code]).toEqual([409, 'ITEM_UNAVAILABLE']);
  });

  it('saved cards of a signed-in user', async () => {
    const tokens = await login({ username: 'cliente@exemplo.com.br', password: 'Cliente@123' });
    api.setAuthSource({ getAccessToken: () => tokens.access_token });
    const first = await addCard({ token: await tokenize({ card }) });
    const second = await addCard({
      token: await tokenize({ card: { ...card, number: '5555555555554444' } }),
    });
    expect(first).toMatchObject({ is_default: true, brand: 'visa', last4: '1111' });
    expect(second).toMatchObject({ is_default: false, brand: 'mastercard' });
    expect((await setDefaultCard({ id: second.id }))[0]).toMatchObject({ id: second.id, is_default: true });
    const left = await deleteCard({ id: second.id });
    expect(left).toEqual([{ ...first, is_default: true }]);
    expect(await fetchCards()).toEqual(left);
  });
});
