import type { Context } from 'hono';
import type { Locale } from '../../contract/locales.ts';
import { seatTokenHeader } from '../../contract/schemas/table.ts';
import type { Queryable } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { newGuestSecret, secretHash } from '../order/owner.ts';
import { type BillRow, billSelect } from './bill-view.ts';
import { type Heard, heardAgo, heardFrom } from './presence.ts';
import {
  isUuid,
  notAParticipant,
  type ParticipantRow,
  requireOpen,
  type SessionRow,
  sessionColumns,
  sessionNotFound,
  sessionTables,
} from './sessions.ts';

export const seatTokenRequired = () =>
  new HttpError(401, 'a seat token is required: sit at the table first', 'SEAT_TOKEN_REQUIRED');

/** The seat token the request carries, if any. */
export const seatTokenOf = (c: Context<AppEnv>) => c.req.header(seatTokenHeader)?.trim() || undefined;

/** A new secret for the seat (256 random bits); only its hash is kept. */
export async function issueSeatToken(q: Queryable, participantId: string): Promise<string> {
  const token = newGuestSecret();
  await q.query('insert into table_seat_tokens (token_hash, participant_id) values ($1, $2)', [
    secretHash(token),
    participantId,
  ]);
  return token;
}

const participantColumns = `tp.id, tp.public_id, tp.name, tp.user_id, tp.document, tp.include_document_invoice,
  tp.left_at is not null as has_left, ${heardAgo('tp')} as heard_ago`;

/** A seat as the request's token opens it: seated or not, and when it was last heard from. */
type TokenSeat = ParticipantRow & Heard & { has_left: boolean };

/** The seat of session `sessionId` that `token` opens, seated or not; undefined for any other token. */
export async function seatOfToken(
  q: Queryable,
  sessionId: string,
  token: string,
): Promise<TokenSeat | undefined> {
  // Ours are 43 characters: a longer one is no seat's, and hashing it would cost for nothing.
  if (token.length > 100) return undefined;
  const [seat] = await q.query<TokenSeat>(
    `select ${participantColumns} from table_seat_tokens st join table_participants tp on tp.id = st.participant_id
     where st.token_hash = $1 and tp.table_session_id = $2`,
    [secretHash(token), sessionId],
  );
  return seat;
}

/**
 * The diner still seated at `sessionId` whose seat `user_session_id` names and whose token the
 * request carries (a seat of a signed-in diner: with that account's bearer token too). No token:
 * 401 SEAT_TOKEN_REQUIRED; anything else: 403 NOT_A_PARTICIPANT.
 */
export async function requireSeat(
  q: Queryable,
  c: Context<AppEnv>,
  sessionId: string,
  userSessionId: string,
  userOf: (c: Context<AppEnv>) => Promise<string | undefined>,
): Promise<ParticipantRow> {
  const token = seatTokenOf(c);
  if (token === undefined) throw seatTokenRequired();
  if (!isUuid(sessionId)) throw notAParticipant();
  const seat = await checkedSeat(c, await seatOfToken(q, sessionId, token), userSessionId, userOf);
  await heardFrom(q, seat);
  return participantOf(seat);
}

type UserOf = (c: Context<AppEnv>) => Promise<string | undefined>;

async function checkedSeat(
  c: Context<AppEnv>,
  seat: TokenSeat | undefined,
  userSessionId: string,
  userOf: UserOf,
): Promise<TokenSeat> {
  if (!seat || seat.has_left || seat.id !== userSessionId) throw notAParticipant();
  if (seat.user_id !== null && seat.user_id !== (await userOf(c))) throw notAParticipant();
  return seat;
}

const participantOf = ({ has_left: _, heard_ago: __, ...participant }: TokenSeat): ParticipantRow =>
  participant;

/** What a bill read asks along with the seat: the bill in `locale`, unless the caller holds one of `unless` (ETags). */
export interface BillAsked {
  locale: Locale;
  /** The tags of the caller's copies (`If-None-Match`), or null. */
  unless: string[] | null;
}

/**
 * `findSession` (`findOpenSession` with `open`) and `requireSeat` in one query, with the same answers
 * (404, then 401, then 403): the path of every poll, one round trip to the database before a 304.
 * With `bill`, the same query brings the live bill when the caller's copy is not the current one
 * (`billTag`), so a changed bill also costs one round trip. The call is the seat's sign of life
 * (`heardFrom`); a seat back from away reads the session again, as it now is.
 */
export async function findSeatedSession(
  q: Queryable,
  c: Context<AppEnv>,
  at: { brandId: string; sessionId: string; userSessionId: string; ttlSeconds: number; open: boolean },
  userOf: UserOf,
  bill?: BillAsked,
): Promise<{ session: SessionRow; participant: ParticipantRow; bill?: BillRow }> {
  const seated = await seatedSession(q, c, at, userOf, bill);
  const back = await heardFrom(q, seated.seat);
  const { seat, ...found } = back ? await seatedSession(q, c, at, userOf, bill) : seated;
  return { ...found, participant: participantOf(seat) };
}

async function seatedSession(
  q: Queryable,
  c: Context<AppEnv>,
  at: { brandId: string; sessionId: string; userSessionId: string; ttlSeconds: number; open: boolean },
  userOf: UserOf,
  bill?: BillAsked,
): Promise<{ session: SessionRow; seat: TokenSeat; bill?: BillRow }> {
  if (!isUuid(at.sessionId)) throw sessionNotFound();
  const token = seatTokenOf(c);
  // Ours are 43 characters: a longer one is no seat's, and hashing it would cost for nothing.
  const hash = token && token.length <= 100 ? secretHash(token) : null;
  const seated = `select ${sessionColumns('$3')},
       (select json_build_object('id', tp.id, 'public_id', tp.public_id, 'name', tp.name, 'user_id', tp.user_id,
          'document', tp.document, 'include_document_invoice', tp.include_document_invoice,
          'has_left', tp.left_at is not null, 'heard_ago', ${heardAgo('tp')})
        from table_seat_tokens tk join table_participants tp on tp.id = tk.participant_id
        where tk.token_hash = $4 and tp.table_session_id = s.id) as seat
     from ${sessionTables} where s.id = $1 and st.brand_id = $2`;
  // The tag is `billTag`'s; were they ever to differ, the bill would only be read in a query of its own.
  const [row] = await q.query<SessionRow & { seat?: TokenSeat | null; bill?: BillRow | null }>(
    bill
      ? `select x.*, case when $6::text[] && array[x.version || '.' || x.lapsed || '.' || x.away || '.' || x.status || '.' || $5, '*']
           then null else (select row_to_json(v) from (${billSelect('$1', '$5')}) v) end as bill
         from (${seated}) x`
      : seated,
    bill
      ? [at.sessionId, at.brandId, at.ttlSeconds, hash, bill.locale, bill.unless]
      : [at.sessionId, at.brandId, at.ttlSeconds, hash],
  );
  if (!row) throw sessionNotFound();
  const { seat, bill: billRow, ...session } = row;
  if (at.open) requireOpen(session);
  if (token === undefined) throw seatTokenRequired();
  const checked = await checkedSeat(c, seat ?? undefined, at.userSessionId, userOf);
  return { session, seat: checked, ...(billRow ? { bill: billRow } : {}) };
}
