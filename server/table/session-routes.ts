import type { Context } from 'hono';
import {
  approval,
  createSessionBody,
  joinSessionBody,
  lobby,
  participantBody,
  participantQuery,
  type TableSession,
  tableAck,
  tableBill,
  tableInfo,
  tableInfoQuery,
  tableSession,
} from '../../contract/schemas/table.ts';
import { businessNow } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { AnswerMemo } from '../http/answer-memo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { heldTags, holds, ifChanged, weakEtag } from '../http/etag.ts';
import { HttpError } from '../http/http-error.ts';
import { billTag, billView, lobbyView } from './bill-view.ts';
import { issueSeatToken, seatOfToken, seatTokenOf } from './seat-tokens.ts';
import { closeIdleSessions, findOpenSession, findSession, sessionExpired, touchSession } from './sessions.ts';
import type { TableDeps } from './table-deps.ts';
import { tableInfoOf } from './table-info.ts';
import { requireTableKey, tableNotFound } from './table-keys.ts';

const base = '/api/order/v1/table';

interface Seat {
  name: string;
  document?: string | null;
  include_document_invoice: boolean;
}

/**
 * The seat of whoever sits down: the one their seat token opens (a diner coming back), else the
 * signed-in user's seat at the session, else a new one. A token opens its seat only for whoever
 * holds it there (the guest, or the same account): a guest's seat never goes to an account.
 */
async function takeSeat(
  tx: Queryable,
  sessionId: string,
  seat: Seat,
  userId: string | undefined,
  token?: string,
): Promise<Omit<TableSession, 'session_id'>> {
  const values = [seat.name, seat.document ?? null, seat.include_document_invoice];
  const held = token ? await seatOfToken(tx, sessionId, token) : undefined;
  const yours = held && held.user_id === (userId ?? null) ? held : undefined;
  const [mine] =
    !yours && userId
      ? await tx.query<{ id: string; public_id: string }>(
          'select id, public_id from table_participants where table_session_id = $1 and user_id = $2',
          [sessionId, userId],
        )
      : [];
  const existing = yours ?? mine;
  if (existing) {
    await tx.query(
      `update table_participants set name = $2, document = coalesce($3, document), include_document_invoice = $4,
         left_at = null, last_seen_at = ${businessNow}
       where id = $1`,
      [existing.id, ...values],
    );
    return {
      user_session_id: existing.id,
      diner_id: existing.public_id,
      seat_token: yours && token ? token : await issueSeatToken(tx, existing.id),
    };
  }
  const [created] = await tx.query<{ id: string; public_id: string }>(
    `insert into table_participants (table_session_id, user_id, name, document, include_document_invoice,
       last_seen_at)
     values ($1, $2, $3, $4, $5, ${businessNow}) returning id, public_id`,
    [sessionId, userId ?? null, ...values],
  );
  if (!created) throw new Error('participant insert returned nothing');
  return {
    user_session_id: created.id,
    diner_id: created.public_id,
    seat_token: await issueSeatToken(tx, created.id),
  };
}

export function sessionRoutes({ api, db, config, keys, userOf, seatOf, seatedAt }: TableDeps): void {
  const ttl = config.sessionTtlSeconds;
  const brandOf = (c: Context<AppEnv>) => c.get('brand').id;
  const bills = new AnswerMemo(config.billsKept);

  api.get(
    {
      path: `${base}/info`,
      summary:
        "A table by its QR link (store, table and the table's key): the open session to join, or a key to create one; 404 TABLE_NOT_FOUND for a wrong or replaced key",
      query: tableInfoQuery,
      response: tableInfo,
    },
    async ({ query }, c) => {
      const info = await tableInfoOf(
        db,
        keys,
        ttl,
        { brandId: brandOf(c), locale: c.get('locale') },
        { storeCode: query['store-code'], tableId: query['table-id'], key: query.key },
      );
      if (!info) throw tableNotFound();
      return info;
    },
  );

  api.post(
    {
      path: `${base}/sessions`,
      summary:
        "Open a session at a free table (key_creation from info, the table's key); the creator is its first diner and gets its seat token",
      body: createSessionBody,
      response: tableSession,
      status: 201,
    },
    async ({ body }, c) => {
      const tableId = await keys.verify(body.key_creation);
      if (!tableId) throw new HttpError(400, 'key_creation is invalid or expired', 'INVALID_KEY_CREATION');
      const userId = await userOf(c);
      return db.transaction(async (tx) => {
        const [table] = await tx.query(
          `select t.id from dining_tables t join stores st on st.id = t.store_id
           where t.id = $1 and st.brand_id = $2 for update of t`,
          [tableId, brandOf(c)],
        );
        if (!table) throw new HttpError(400, 'key_creation is invalid or expired', 'INVALID_KEY_CREATION');
        await requireTableKey(tx, tableId, body.table_key);
        await closeIdleSessions(tx, ttl, { tableId });
        const [open] = await tx.query<{ id: string }>(
          `select id from table_sessions where table_id = $1 and status = 'OPEN'`,
          [tableId],
        );
        if (open) {
          throw new HttpError(409, 'the table already has a session; join it', 'TABLE_OCCUPIED', {
            session_id: open.id,
          });
        }
        const [session] = await tx.query<{ id: string }>(
          `insert into table_sessions (table_id, status, table_name) values ($1, 'OPEN', $2) returning id`,
          [tableId, body.table_name],
        );
        if (!session) throw new Error('session insert returned nothing');
        await tx.query(`insert into bills (table_session_id, status) values ($1, 'OPEN')`, [session.id]);
        return { session_id: session.id, ...(await takeSeat(tx, session.id, body, userId)) };
      });
    },
  );

  api.post(
    {
      path: `${base}/sessions/:id/join`,
      summary:
        "Sit at the session (the table's key required): a diner with its seat token (x-seat-token) or a signed-in user gets the same seat back, anyone else a new one; with the bill the seat reads now and its ETag, so that the bill's first read needs no call",
      body: joinSessionBody,
      response: tableSession,
    },
    async ({ body }, c) => {
      const userId = await userOf(c);
      const session = await findOpenSession(db, brandOf(c), c.req.param('id') ?? '', ttl);
      await requireTableKey(db, session.table_id, body.table_key);
      const seat = await db.transaction((tx) => takeSeat(tx, session.id, body, userId, seatTokenOf(c)));
      await touchSession(db, session.id);
      // Read after the seat was taken (the diners count): a tag older than the bill read at worst costs
      // the next poll the whole bill, never a stale one.
      const seated = await findSession(db, brandOf(c), session.id, ttl);
      const locale = c.get('locale');
      return {
        session_id: session.id,
        ...seat,
        bill: await billView(db, seated, locale),
        bill_etag: weakEtag(billTag(seated, locale)),
      };
    },
  );

  api.post(
    {
      path: `${base}/sessions/:id/leave`,
      summary: 'Leave the table; shares not yet being paid are released',
      body: participantBody,
      response: tableAck,
    },
    async ({ body }, c) => {
      const session = await findSession(db, brandOf(c), c.req.param('id') ?? '', ttl);
      const participant = await seatOf(c, session.id, body.user_session_id);
      await db.query('update table_participants set left_at = now() where id = $1', [participant.id]);
      await db.query(
        `update table_payments set status = 'EXPIRED', error_code = 'PARTICIPANT_LEFT', updated_at = now()
         where participant_id = $1 and status = 'PENDING' and method is null and charge_started_at is null`,
        [participant.id],
      );
      return { ok: true as const };
    },
  );

  api.get(
    {
      path: `${base}/sessions/:id/order`,
      summary: 'The live bill: items with what is paid and held, diners, payments, totals',
      query: participantQuery,
      response: tableBill,
    },
    async ({ query }, c) => {
      const locale = c.get('locale');
      const key = `${c.req.param('id')}.${locale}`;
      const kept = bills.tagOf(key);
      const held = heldTags(c);
      // The kept answer's tag too: when it is current, the query leaves the bill out.
      const copies = kept === undefined ? held : [...(held ?? []), kept];
      // A poll holding a copy mostly finds it current: asked first without the bill, whose plan alone
      // costs PostgreSQL more than the rest of the query even when left out. A stale copy then costs
      // the query with the bill too, which reads session and bill in one snapshot as before.
      const seated = copies ? await seatedAt(c, query['user-session-id'], false) : undefined;
      const current = seated && holds(copies, billTag(seated.session, locale)) ? seated : undefined;
      const { session, bill } =
        current ?? (await seatedAt(c, query['user-session-id'], false, { locale, unless: copies }));
      // A paid bill stays readable; an abandoned one is gone.
      if (session.close_reason === 'EXPIRED') throw sessionExpired();
      // Reading writes nothing: the diners' writes keep the session alive, lapsed holds read EXPIRED.
      const tag = billTag(session, locale);
      return (
        ifChanged(c, tag) ??
        bills.answerOf(key, tag) ??
        bills.keep(key, tag, tableBill, await billView(db, session, locale, bill))
      );
    },
  );

  api.get(
    {
      path: `${base}/sessions/:id/lobby`,
      summary: 'The diners at the session',
      query: participantQuery,
      response: lobby,
    },
    async ({ query }, c) => {
      const { session } = await seatedAt(c, query['user-session-id'], true);
      return ifChanged(c, billTag(session)) ?? lobbyView(db, session);
    },
  );

  api.post(
    {
      path: `${base}/sessions/:id/approve`,
      summary: 'The diner confirms the bill is right (what was ordered); the lobby shows who did',
      body: participantBody,
      response: approval,
    },
    async ({ body }, c) => {
      const session = await findOpenSession(db, brandOf(c), c.req.param('id') ?? '', ttl);
      const participant = await seatOf(c, session.id, body.user_session_id);
      await db.query(
        'update table_participants set approved_at = coalesce(approved_at, now()) where id = $1',
        [participant.id],
      );
      await touchSession(db, session.id);
      return { user_session_id: participant.id, approved: true as const };
    },
  );
}
