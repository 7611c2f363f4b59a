import { businessNow } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { isAway } from './presence.ts';

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
  /** As of now: an OPEN session idle past its time reads CLOSED (EXPIRED) before anything closes it. */
  status: 'OPEN' | 'CLOSED';
  close_reason: 'PAID' | 'EXPIRED' | null;
  bill_id: string;
  /** The bill's version (bumped by every change of the bill, its diners, lines and payments). */
  version: string;
  /** Held shares past their time not yet marked EXPIRED: they read EXPIRED, so the bill changed. */
  lapsed: number;
  /** Seated diners not heard from lately (`isAway`): they read away, so the bill changed. */
  away: number;
}

/** SQL: session `s` sat idle past `ttl` (a parameter holding seconds) while OPEN. */
const idle = (ttl: string) =>
  `(s.status = 'OPEN' and s.last_activity_at < now() - make_interval(secs => ${ttl}))`;

/**
 * Closes the idle OPEN session `sessionId` (or the table's) and releases its held shares, so the
 * table is free again: inside a write that needs it (a new session at the table) or the sweep,
 * never on a read. Locks the bill first, as every payment does, so the two never wait on each other.
 */
export async function closeIdleSessions(
  tx: Queryable,
  ttlSeconds: number,
  by: { tableId: string } | { sessionId: string },
): Promise<void> {
  const [column, value] = 'tableId' in by ? ['s.table_id', by.tableId] : ['s.id', by.sessionId];
  const idleOnes = await tx.query<{ id: string }>(
    `select s.id from table_sessions s join bills b on b.table_session_id = s.id
     where ${column} = $1 and ${idle('$2')} for update of b`,
    [value, ttlSeconds],
  );
  for (const { id } of idleOnes) {
    // Checked again under the lock: a payment may have settled the bill (and closed it) meanwhile.
    const [closed] = await tx.query(
      `update table_sessions s set status = 'CLOSED', closed_at = now(), close_reason = 'EXPIRED'
       where s.id = $1 and ${idle('$2')} returning s.id`,
      [id, ttlSeconds],
    );
    if (!closed) continue;
    await tx.query(
      `update table_payments p set status = 'EXPIRED', error_code = 'SESSION_EXPIRED', updated_at = now()
       from bills b where b.id = p.bill_id and b.table_session_id = $1 and p.status = 'PENDING'`,
      [id],
    );
  }
}

/** SQL: the columns of a `SessionRow` over `sessionTables`, `ttl` a parameter holding seconds. */
export const sessionColumns = (ttl: string) => `s.id, s.table_id, t.store_id,
  case when ${idle(ttl)} then 'CLOSED' else s.status end as status,
  case when ${idle(ttl)} then 'EXPIRED' else s.close_reason end as close_reason,
  b.id as bill_id, b.version::text as version,
  (select count(*) from table_payments p
    where p.bill_id = b.id and p.status = 'PENDING' and p.expires_at <= ${businessNow})::int as lapsed,
  (select count(*) from table_participants tp
    where tp.table_session_id = s.id and tp.left_at is null and ${isAway('tp')})::int as away`;

/** SQL: a session `s` with its bill `b`, table `t` and store `st` (whose `brand_id` scopes it). */
export const sessionTables = `table_sessions s
  join bills b on b.table_session_id = s.id
  join dining_tables t on t.id = s.table_id
  join stores st on st.id = t.store_id`;

/** The session of this brand as of now (one indexed read, no write). */
export async function findSession(
  q: Queryable,
  brandId: string,
  sessionId: string,
  ttlSeconds: number,
): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const [session] = await q.query<SessionRow>(
    `select ${sessionColumns('$3')} from ${sessionTables} where s.id = $1 and st.brand_id = $2`,
    [sessionId, brandId, ttlSeconds],
  );
  if (!session) throw sessionNotFound();
  return session;
}

/** 404 SESSION_EXPIRED or SESSION_CLOSED unless `session` is OPEN. */
export function requireOpen(session: SessionRow): SessionRow {
  if (session.status === 'OPEN') return session;
  if (session.close_reason === 'EXPIRED') throw sessionExpired();
  throw new HttpError(404, 'the table session is closed', 'SESSION_CLOSED');
}

/** The table's OPEN session as of now (an idle one is as good as closed), if any. */
export async function openSessionOf(q: Queryable, tableId: string, ttlSeconds: number) {
  const [open] = await q.query<{ id: string }>(
    `select s.id from table_sessions s where s.table_id = $1 and s.status = 'OPEN' and not ${idle('$2')}`,
    [tableId, ttlSeconds],
  );
  return open;
}

/** Like `findSession`, but only an OPEN one: 404 SESSION_EXPIRED or SESSION_CLOSED otherwise. */
export async function findOpenSession(
  q: Queryable,
  brandId: string,
  sessionId: string,
  ttlSeconds: number,
): Promise<SessionRow> {
  return requireOpen(await findSession(q, brandId, sessionId, ttlSeconds));
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
