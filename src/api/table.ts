import { safeParse } from 'zod/mini';
import {
  type AddPaymentBody,
  approval,
  type CreateSessionBody,
  type Device,
  device,
  type JoinSessionBody,
  type Lobby,
  lobby,
  type PaymentIntent,
  type PaymentQuote,
  pageTableInfo,
  paymentIntent,
  paymentQuote,
  type ShareConflict,
  type ShareRequest,
  seatTokenHeader,
  shareConflict,
  type TableBill,
  type TableInfo,
  type TableOrder,
  type TableOrderBody,
  type TablePayment,
  type TableSession,
  tableAck,
  tableBill,
  tableInfo,
  tableOrder,
  tablePayment,
  tableSession,
} from '../../contract/schemas/table.ts';
import { api, type Call, type Revalidated } from './client.ts';
import { isApiError } from './errors.ts';

const base = '/order/v1/table';
const session = (sessionId: string, action: string) => `${base}/sessions/${sessionId}/${action}`;

/** The diner's seat: its session, its id, and the token that proves it is theirs. */
export interface SeatCall extends Call {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
}

/** The header of every call of a seat. */
const seatHeaders = (seatToken: string) => ({ [seatTokenHeader]: seatToken });

/** The table of a QR code (with the table's key): `session_id` to join, or `key_creation` to open one. */
export function fetchTableInfo({
  storeCode,
  tableId,
  tableKey,
  signal,
}: Call & { storeCode: string; tableId: string; tableKey: string }): Promise<TableInfo> {
  return api.request(tableInfo, `${base}/info`, {
    query: { 'store-code': storeCode, 'table-id': tableId, key: tableKey },
    signal,
  });
}

/** How long the table info a QR link's page carries stands for the API's answer. */
const PAGE_TABLE_INFO_MS = 60_000;

/**
 * The table info a QR link's page carried (server/spa), when it answers this table and was given
 * within a minute of `now` (either way: the two clocks may differ): a first load takes it instead of
 * asking.
 */
export function tableInfoOfPage(
  carried: unknown,
  { storeCode, tableId, tableKey }: { storeCode: string; tableId: string; tableKey: string },
  now = Date.now(),
): TableInfo | undefined {
  const parsed = pageTableInfo.safeParse(carried);
  if (!parsed.success) return undefined;
  const { query, at, info } = parsed.data;
  const sameTable =
    query['store-code'] === storeCode && query['table-id'] === tableId && query.key === tableKey;
  return sameTable && Math.abs(now - at) <= PAGE_TABLE_INFO_MS ? info : undefined;
}

/** 409 TABLE_OCCUPIED (with `session_id`) when someone opened it first: join that one. */
export function createTableSession({ signal, ...body }: Call & CreateSessionBody): Promise<TableSession> {
  return api.request(tableSession, `${base}/sessions`, { method: 'POST', body, signal });
}

/** Sits down: a signed-in user gets its account's seat back; anyone else a new seat. */
export function joinTableSession({
  sessionId,
  signal,
  ...body
}: Call & JoinSessionBody & { sessionId: string }): Promise<TableSession> {
  return api.request(tableSession, session(sessionId, 'join'), { method: 'POST', body, signal });
}

export async function leaveTableSession({
  sessionId,
  userSessionId,
  seatToken,
  signal,
}: SeatCall): Promise<void> {
  await api.request(tableAck, session(sessionId, 'leave'), {
    method: 'POST',
    body: { user_session_id: userSessionId },
    headers: seatHeaders(seatToken),
    signal,
  });
}

/** The live bill. 403 NOT_A_PARTICIPANT, 404 SESSION_EXPIRED (scan again). */
export function fetchTableBill({
  sessionId,
  userSessionId,
  seatToken,
  signal,
}: SeatCall): Promise<TableBill> {
  return api.request(tableBill, session(sessionId, 'order'), {
    query: { 'user-session-id': userSessionId },
    headers: seatHeaders(seatToken),
    signal,
  });
}

/** The live bill again, unless it is still the one of `etag` (`unchanged`: 304). */
export function revalidateTableBill({
  sessionId,
  userSessionId,
  seatToken,
  etag,
  signal,
}: SeatCall & { etag: string | undefined }): Promise<Revalidated<TableBill>> {
  return api.revalidate(tableBill, session(sessionId, 'order'), etag, {
    query: { 'user-session-id': userSessionId },
    headers: seatHeaders(seatToken),
    signal,
  });
}

export function fetchTableLobby({ sessionId, userSessionId, seatToken, signal }: SeatCall): Promise<Lobby> {
  return api.request(lobby, session(sessionId, 'lobby'), {
    query: { 'user-session-id': userSessionId },
    headers: seatHeaders(seatToken),
    signal,
  });
}

/** The diner confirms the bill is right. */
export async function approveTableBill({
  sessionId,
  userSessionId,
  seatToken,
  signal,
}: SeatCall): Promise<void> {
  await api.request(approval, session(sessionId, 'approve'), {
    method: 'POST',
    body: { user_session_id: userSessionId },
    headers: seatHeaders(seatToken),
    signal,
  });
}

/** A quote; holds nothing. */
export function calculateShare({
  sessionId,
  seatToken,
  share,
  signal,
}: Call & { sessionId: string; seatToken: string; share: ShareRequest }): Promise<PaymentQuote> {
  return api.request(paymentQuote, session(sessionId, 'calculate'), {
    method: 'POST',
    body: share,
    headers: seatHeaders(seatToken),
    signal,
  });
}

/** Holds the share as a PENDING payment until `expires_at` (409 AMOUNT_EXCEEDS_DUE, ITEM_ALREADY_PAID). */
export function totalizeShare({
  sessionId,
  seatToken,
  share,
  signal,
}: Call & { sessionId: string; seatToken: string; share: ShareRequest }): Promise<PaymentIntent> {
  return api.request(paymentIntent, session(sessionId, 'totalize'), {
    method: 'POST',
    body: share,
    headers: seatHeaders(seatToken),
    signal,
  });
}

/**
 * Pays a held share. Make `idempotencyKey` once per attempt (`newIdempotencyKey()`) and reuse it on
 * a retry: the server answers the first result instead of charging twice. A PIX payment comes back
 * PENDING with its BR Code: poll `fetchTablePayment` until APPROVED or EXPIRED.
 */
export function addTablePayment({
  sessionId,
  seatToken,
  idempotencyKey,
  signal,
  ...body
}: Call &
  AddPaymentBody & { sessionId: string; seatToken: string; idempotencyKey: string }): Promise<TablePayment> {
  return api.request(tablePayment, session(sessionId, 'add-payment'), {
    method: 'POST',
    body,
    headers: seatHeaders(seatToken),
    idempotencyKey,
    signal,
  });
}

/**
 * Orders from the table menu; the lines go straight onto the bill. Make `idempotencyKey` once per
 * order and reuse it on a retry: the lines are added once. 403 TABLE_ORDER_DISABLED, 409
 * ITEM_UNAVAILABLE, 422 INVALID_OPTIONS, 404 SESSION_CLOSED once the bill was paid (scan again).
 */
export function placeTableOrder({
  sessionId,
  seatToken,
  idempotencyKey,
  signal,
  ...body
}: Call &
  TableOrderBody & { sessionId: string; seatToken: string; idempotencyKey: string }): Promise<TableOrder> {
  return api.request(tableOrder, session(sessionId, 'orders'), {
    method: 'POST',
    body,
    headers: seatHeaders(seatToken),
    idempotencyKey,
    signal,
  });
}

/**
 * Who paid first and what is left, when calculate or totalize refused the share for it (409
 * NOTHING_DUE, AMOUNT_EXCEEDS_DUE, ITEM_ALREADY_PAID); undefined for any other failure or a body
 * that does not say.
 */
export function shareConflictOf(error: unknown): ShareConflict | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const parsed = safeParse(
    shareConflict,
    (error.body as { conflict?: unknown } | null | undefined)?.conflict,
  );
  return parsed.success ? parsed.data : undefined;
}

/** E-mails a paid share's receipt again, in the app's language: for the payer's seat (or account) only. */
export async function sendTableReceipt({
  paymentId,
  seatToken,
  email,
  signal,
}: Call & { paymentId: string; seatToken: string; email: string }): Promise<void> {
  await api.request(tableAck, `${base}/orders/${paymentId}/receipt`, {
    method: 'POST',
    body: { email },
    headers: seatHeaders(seatToken),
    signal,
  });
}

/** A payment, as a seat at its table reads it. */
export function fetchTablePayment({
  paymentId,
  seatToken,
  signal,
}: Call & { paymentId: string; seatToken: string }): Promise<TablePayment> {
  return api.request(tablePayment, `${base}/orders/${paymentId}`, {
    headers: seatHeaders(seatToken),
    signal,
  });
}

/** A payment again (a PIX being paid), unless it is still the one of `etag` (`unchanged`: 304). */
export function revalidateTablePayment({
  paymentId,
  seatToken,
  etag,
  signal,
}: Call & { paymentId: string; seatToken: string; etag: string | undefined }): Promise<
  Revalidated<TablePayment>
> {
  return api.revalidate(tablePayment, `${base}/orders/${paymentId}`, etag, {
    headers: seatHeaders(seatToken),
    signal,
  });
}

export function fetchTableDevice({ signal }: Call = {}): Promise<Device> {
  return api.request(device, `${base}/device`, { signal });
}
