import {
  type PrivacyRequest,
  type PrivacyRequestKind,
  privacyDeadlineDays,
} from '../../contract/schemas/privacy.ts';
import type { Queryable } from '../db/db.ts';
import { isoTimestamp, isUuid } from '../db/sql.ts';
import { notFound } from '../http/http-error.ts';

const columns = `id, protocol, kind, status, ${isoTimestamp('created_at')} as created_at,
  ${isoTimestamp('deadline_at')} as deadline_at, ${isoTimestamp('completed_at')} as completed_at`;

const dayMs = 24 * 60 * 60 * 1000;

/** `LGPD-2026-000123`: the year of receipt and a number no other request has. */
const protocolOf = (year: number, n: number) => `LGPD-${year}-${String(n).padStart(6, '0')}`;

/** Records a request received `now` (the business clock), due `privacyDeadlineDays` later. */
export async function receiveRequest(
  q: Queryable,
  userId: string,
  kind: PrivacyRequestKind,
  now: Date,
): Promise<PrivacyRequest> {
  const [next] = await q.query<{ n: string }>("select nextval('privacy_protocol_numbers') as n");
  const deadline = new Date(now.getTime() + privacyDeadlineDays * dayMs);
  const [row] = await q.query<PrivacyRequest>(
    `insert into privacy_requests (user_id, kind, status, protocol, created_at, deadline_at)
     values ($1, $2, 'RECEIVED', $3, $4, $5) returning ${columns}`,
    [userId, kind, protocolOf(now.getUTCFullYear(), Number(next?.n)), now, deadline],
  );
  if (!row) throw new Error('privacy request insert returned nothing');
  return row;
}

export async function completeRequest(q: Queryable, id: string, now: Date): Promise<PrivacyRequest> {
  const [row] = await q.query<PrivacyRequest>(
    `update privacy_requests set status = 'COMPLETED', completed_at = $2 where id = $1 returning ${columns}`,
    [id, now],
  );
  if (!row) throw notFound('privacy request', 'PRIVACY_REQUEST_NOT_FOUND');
  return row;
}

/** Newest first. */
export function listRequests(q: Queryable, userId: string): Promise<PrivacyRequest[]> {
  return q.query<PrivacyRequest>(
    `select ${columns} from privacy_requests where user_id = $1 order by created_at desc, protocol desc`,
    [userId],
  );
}

/** The user's own request; anyone else's (or no such id) is 404. */
export async function findOwnRequest(q: Queryable, userId: string, id: string): Promise<PrivacyRequest> {
  const [row] = isUuid(id)
    ? await q.query<PrivacyRequest>(
        `select ${columns} from privacy_requests where id = $1 and user_id = $2`,
        [id, userId],
      )
    : [];
  if (!row) throw notFound('privacy request', 'PRIVACY_REQUEST_NOT_FOUND');
  return row;
}
