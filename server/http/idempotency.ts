import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from './http-error.ts';

/** The `Idempotency-Key` header, required on payment-creating calls. */
export function idempotencyKey(header: string | undefined): string {
  const key = header?.trim();
  if (!key) throw new HttpError(400, 'the Idempotency-Key header is required', 'IDEMPOTENCY_KEY_REQUIRED');
  if (key.length > 200)
    throw new HttpError(400, 'the Idempotency-Key is too long', 'IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/**
 * Runs `run` once per (`scope`, `key`), in one transaction with the key's claim and its answer: the
 * operation's writes and the stored answer commit together or not at all, so a failure anywhere
 * (the database lost mid-way included) leaves the key free and nothing done, and an answer the
 * client never got is replayed, never run again. The same key with the same body answers the stored
 * result (an error the client is meant to see included, its writes undone); with another body 422.
 * A request arriving while the first runs waits for it. An operation with a step outside the
 * database (a card charge) stores what that step needs here and completes it afterwards in a way
 * that can be repeated (the provider's own idempotency key), on the first answer and on each replay.
 */
export async function idempotent<T>(
  db: Db,
  scope: string,
  key: string,
  body: unknown,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const outcome = await db.transaction(async (tx): Promise<Stored> => {
    // Waits on a concurrent claim of the key until its transaction ends.
    const [claimed] = await tx.query(
      `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3)
       on conflict (scope, key) do nothing returning key`,
      [scope, key, hash],
    );
    if (!claimed) return stored(tx, scope, key, hash);
    await tx.exec('savepoint idempotent_run');
    let answer: Stored;
    try {
      answer = { status: 200, response: await run(tx) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The refusal is the answer: what the operation wrote before it is undone, the answer kept.
      await tx.exec('rollback to savepoint idempotent_run');
      answer = {
        status: error.status,
        response: { ...error.fields, detail: error.detail, code: error.code },
      };
    }
    const json = JSON.stringify(answer.response ?? null);
    await tx.query('update idempotency_keys set status = $3, response = $4 where scope = $1 and key = $2', [
      scope,
      key,
      answer.status,
      json,
    ]);
    // The first answer reads as its replays will: what was stored, not the objects that made it.
    return { status: answer.status, response: JSON.parse(json) };
  });
  return answerOf<T>(outcome);
}

interface Stored {
  status: number;
  response: unknown;
}

async function stored(tx: Queryable, scope: string, key: string, hash: string): Promise<Stored> {
  const [row] = await tx.query<{ request_hash: string; status: number | null; response: unknown }>(
    'select request_hash, status, response from idempotency_keys where scope = $1 and key = $2',
    [scope, key],
  );
  if (!row || row.request_hash !== hash) {
    throw new HttpError(422, 'this Idempotency-Key was used with another request', 'IDEMPOTENCY_KEY_REUSED');
  }
  // Only a key claimed before answers were stored with their claim can have none.
  if (row.status === null) {
    throw new HttpError(
      409,
      'the first request with this Idempotency-Key is still running',
      'IDEMPOTENCY_KEY_IN_USE',
    );
  }
  return { status: row.status, response: row.response };
}

function answerOf<T>({ status, response }: Stored): T {
  if (status < 400) return response as T;
  const { detail, code, ...fields } = response as { detail: string; code?: string };
  throw new HttpError(status as ContentfulStatusCode, detail, code, fields);
}
