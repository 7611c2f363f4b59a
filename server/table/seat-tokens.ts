import type { Context } from 'hono';
import { seatTokenHeader } from '../../contract/schemas/table.ts';
import type { Queryable } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { newGuestSecret, secretHash } from '../order/owner.ts';
import { isUuid, notAParticipant, type ParticipantRow } from './sessions.ts';

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
  tp.left_at is not null as has_left`;

/** The seat of session `sessionId` that `token` opens, seated or not; undefined for any other token. */
export async function seatOfToken(
  q: Queryable,
  sessionId: string,
  token: string,
): Promise<(ParticipantRow & { has_left: boolean }) | undefined> {
  // Ours are 43 characters: a longer one is no seat's, and hashing it would cost for nothing.
  if (token.length > 100) return undefined;
  const [seat] = await q.query<ParticipantRow & { has_left: boolean }>(
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
  const seat = await seatOfToken(q, sessionId, token);
  if (!seat || seat.has_left || seat.id !== userSessionId) throw notAParticipant();
  if (seat.user_id !== null && seat.user_id !== (await userOf(c))) throw notAParticipant();
  const { has_left: _, ...participant } = seat;
  return participant;
}
