import * as z from 'zod/mini';
import {
  paymentIntent,
  type ShareRequest,
  seatTokenHeader,
  type TableErrorCode,
  type TableOrderBody,
  type TableSession,
  tableBill,
  tableInfo,
  tablePayment,
  tableSession,
} from '../../contract/schemas/table.ts';
import { demoTableKey } from '../seed/demo-table-keys.ts';
import { expectStatus, send } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export const tableBase = '/api/order/v1/table';
export const cards = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  error: '4000000000000119',
  refundFails: '4000000000000259',
};

export function infoRaw(t: TestApp, table: string, store = 'centro', key = demoTableKey(store, table)) {
  return t.request(
    `${tableBase}/info?${new URLSearchParams({ 'store-code': store, 'table-id': table, key })}`,
  );
}

export async function info(t: TestApp, table: string, store = 'centro') {
  return z.parse(tableInfo, await expectStatus(await infoRaw(t, table, store), 200));
}

/**
 * The seat tokens of the seats `sit` took, by `user_session_id`: the helpers below send the one of
 * the seat a request names, as the app sends the one it keeps.
 */
const seatTokens = new Map<string, string>();

/** The `x-seat-token` header of seat `userSessionId` (none for a seat `sit` did not take). */
export function seatHeader(userSessionId: string): Record<string, string> {
  const token = seatTokens.get(userSessionId);
  return token ? { [seatTokenHeader]: token } : {};
}

/** Joins table's open session (the seeded 7 and 9), or creates one; a token is a signed-in diner's. */
export async function sit(
  t: TestApp,
  table: string,
  name: string,
  token?: string,
  store = 'centro',
): Promise<TableSession> {
  const current = await info(t, table, store);
  const table_key = demoTableKey(store, table);
  const response = current.session_id
    ? await send(t, `${tableBase}/sessions/${current.session_id}/join`, { name, table_key }, { token })
    : await send(
        t,
        `${tableBase}/sessions`,
        { key_creation: current.key_creation, table_key, table_name: `Mesa ${table}`, name },
        { token },
      );
  const seat = z.parse(tableSession, await expectStatus(response, current.session_id ? 200 : 201));
  seatTokens.set(seat.user_session_id, seat.seat_token);
  return seat;
}

export function billRaw(t: TestApp, sessionId: string, userSessionId: string, token?: string) {
  return t.request(`${tableBase}/sessions/${sessionId}/order?user-session-id=${userSessionId}`, {
    headers: { ...seatHeader(userSessionId), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export async function bill(t: TestApp, sessionId: string, userSessionId: string, token?: string) {
  return z.parse(tableBill, await expectStatus(await billRaw(t, sessionId, userSessionId, token), 200));
}

/** A seat-scoped POST as the seat the body's `user_session_id` names. */
export function seatPost<B extends { user_session_id: string }>(
  t: TestApp,
  sessionId: string,
  action: string,
  body: B,
  token?: string,
) {
  return send(t, `${tableBase}/sessions/${sessionId}/${action}`, body, {
    token,
    headers: seatHeader(body.user_session_id),
  });
}

export function totalizeRaw(t: TestApp, sessionId: string, share: ShareRequest, token?: string) {
  return seatPost(t, sessionId, 'totalize', share, token);
}

export async function totalize(t: TestApp, sessionId: string, share: ShareRequest, token?: string) {
  return z.parse(paymentIntent, await expectStatus(await totalizeRaw(t, sessionId, share, token), 201));
}

/** A card token made at the sandbox provider, as the payer's browser makes it. */
export function cardToken(t: TestApp, number: string) {
  return t.psp.tokenize(number);
}

/**
 * The customer's bank pays a PIX charge's BR Code at the sandbox provider (expecting `status`), and
 * its webhook has reached the API by the time this resolves.
 */
export async function payPixAtBank(t: TestApp, brCode: string | undefined, status = 200) {
  const paid = await t.psp.payAtBank(brCode ?? '');
  if (paid.status !== status)
    throw new Error(`bank: expected ${status}, got ${paid.status} ${JSON.stringify(paid.body)}`);
  await t.psp.settled();
  return paid.body;
}

export function addPaymentRaw(
  t: TestApp,
  sessionId: string,
  body: Record<string, unknown>,
  key: string | undefined = crypto.randomUUID(),
  token?: string,
) {
  return t.request(`${tableBase}/sessions/${sessionId}/add-payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(typeof body.user_session_id === 'string' ? seatHeader(body.user_session_id) : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Totalizes `share` and pays it with a fresh token of `number`. */
export async function payByCard(
  t: TestApp,
  sessionId: string,
  share: ShareRequest,
  number = cards.approved,
  extra: Record<string, unknown> = {},
) {
  const intent = await totalize(t, sessionId, share);
  const response = await addPaymentRaw(t, sessionId, {
    payment_id: intent.payment_id,
    user_session_id: share.user_session_id,
    method: 'CARD',
    card_token: await cardToken(t, number),
    ...extra,
  });
  return { intent, response };
}

/** Totalizes a custom `amount` for a seated diner and opens a PIX charge for it. */
export async function startPix(
  t: TestApp,
  diner: { session_id: string; user_session_id: string },
  amount: number,
) {
  const intent = await totalize(t, diner.session_id, {
    mode: 'CUSTOM',
    amount,
    user_session_id: diner.user_session_id,
  });
  const charge = await paid(
    await addPaymentRaw(t, diner.session_id, {
      payment_id: intent.payment_id,
      user_session_id: diner.user_session_id,
      method: 'PIX',
    }),
  );
  return { intent, charge };
}

/** A table payment as a seat at its table reads it. */
export function paymentRaw(t: TestApp, paymentId: string, userSessionId: string) {
  return t.request(`${tableBase}/orders/${paymentId}`, { headers: seatHeader(userSessionId) });
}

export async function paymentAs(t: TestApp, paymentId: string, userSessionId: string) {
  return z.parse(tablePayment, await expectStatus(await paymentRaw(t, paymentId, userSessionId), 200));
}

export async function paid(response: Response) {
  return z.parse(tablePayment, await expectStatus(response, 200));
}

export async function errorCode(response: Response, status: number): Promise<TableErrorCode> {
  const body = (await expectStatus(response, status)) as { code: TableErrorCode };
  return body.code;
}

/** The waiter's system puts `items` (slug, quantity) on the table's bill; answers the session id. */
export async function openBill(t: TestApp, table: string, items: Array<[string, number]>, store = 'centro') {
  let sessionId = '';
  for (const [item_id, quantity] of items) {
    const response = await send(t, `/api/dev/tables/${store}/${table}/items`, { item_id, quantity });
    sessionId = ((await expectStatus(response, 201)) as { session_id: string }).session_id;
  }
  return sessionId;
}

/** A diner's order from the table menu; `key` '' sends no Idempotency-Key; `seat`: its seat token header. */
export function orderAt(
  t: TestApp,
  sessionId: string,
  body: TableOrderBody,
  key: string = crypto.randomUUID(),
  seat = seatHeader(body.user_session_id),
) {
  return t.request(`${tableBase}/sessions/${sessionId}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
      ...seat,
    },
    body: JSON.stringify(body),
  });
}
