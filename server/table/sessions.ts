import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

export const sessionNotFound = () => new HttpError(404, 'table session not found', 'SESSION_NOT_FOUND');
export const sessionExpired = () =>
  new HttpError(404, 'the table session expired; scan the table again', 'SESSION_EXPIRED');
export const notAParticipant = () =>
  new HttpError(403, 'only the diners of this table session may do that', 'NOT_A_PARTICIPANT');

export interface SessionRow {
  id: string;
  table_id: string;
  store_id: string;
  status: 'OPEN' | 'CLOSED';
  close_reason: 'PAID' | 'EXPIRED' | null;
  bill_id: string;
}

/**
 * Closes the table's idle OPEN session (and releases its held shares), so the table is free again.
 * `tableId` or `sessionId` picks it.
 */
export async function closeIdleSessions(
  q: Queryable,
  ttlSeconds: number,
  by: { tableId: string } | { sessionId: string },
): Promise<void> {
  const [column, value] = 'tableId' in by ? ['table_id', by.tableId] : ['id', by.sessionId];
  const closed = await q.query<{ id: string }>(
    `update table_sessions set status = 'CLOSED', closed_at = now(), close_reason = 'EXPIRED'
     where ${column} = $1 and status = 'OPEN' and last_activity_at < now() - make_interval(secs => $2)
     returning id`,
    [value, ttlSeconds],
  );
  for (const { id } of closed) {
    await q.query(
      `update table_payments p set status = 'EXPIRED', error_code = 'SESSION_EXPIRED', updated_at = now()
       from bills b where b.id = p.bill_id and b.table_session_id = $1 and p.status = 'PENDING'`,
      [id],
    );
  }
}

/** The session of this brand, closed first if it sat idle too long. */
export async function findSession(
  q: Queryable,
  brandId: string,
  sessionId: string,
  ttlSeconds: number,
): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  await closeIdleSessions(q, ttlSeconds, { sessionId });
  const [session] = await q.query<SessionRow>(
    `select s.id, s.table_id, t.store_id, s.status, s.close_reason, b.id as bill_id
     from table_sessions s
     join bills b on b.table_session_id = s.id
     join dining_tables t on t.id = s.table_id
     join stores st on st.id = t.store_id
     where s.id = $1 and st.brand_id = $2`,
    [sessionId, brandId],
  );
  if (!session) throw sessionNotFound();
  return session;
}

/** Like `findSession`, but only an OPEN one: 404 SESSION_EXPIRED or SESSION_CLOSED otherwise. */
export async function findOpenSession(
  q: Queryable,
  brandId: string,
  sessionId: string,
  ttlSeconds: number,
): Promise<SessionRow> {
  const session = await findSession(q, brandId, sessionId, ttlSeconds);
  if (session.status === 'OPEN') return session;
  if (session.close_reason === 'EXPIRED') throw sessionExpired();
  throw new HttpError(404, 'the table session is closed', 'SESSION_CLOSED');
}

export async function touchSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('update table_sessions set last_activity_at = now() where id = $1', [sessionId]);
}

export interface ParticipantRow {
  id: string;
  /** What other diners see of the seat. */
  public_id: string;
  name: string;
  user_id: string | null;
  document: string | null;
  include_document_invoice: boolean;
}
