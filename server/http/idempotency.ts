import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/db.ts';
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
 * Runs `run` once per (`scope`, `key`): the same key with the same body answers the stored first
 * result (an error included), with another body 422. Unexpected failures are not stored, so a
 * retry runs again.
 */
export async function idempotent<T>(
  db: Db,
  scope: string,
  key: string,
  body: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const [claimed] = await db.query(
    `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3)
     on conflict (scope, key) do nothing returning key`,
    [scope, key, hash],
  );
  if (!claimed) return replay<T>(db, scope, key, hash);
  try {
    const result = await run();
    await store(db, scope, key, 200, result);
    return result;
  } catch (error) {
    if (error instanceof HttpError) {
      await store(db, scope, key, error.status, { ...error.fields, detail: error.detail, code: error.code });
    } else {
      await db.query('delete from idempotency_keys where scope = $1 and key = $2', [scope, key]);
    }
    throw error;
  }
}

async function store(db: Db, scope: string, key: string, status: number, response: unknown): Promise<void> {
  await db.query('update idempotency_keys set status = $3, response = $4 where scope = $1 and key = $2', [
    scope,
    key,
    status,
    JSON.stringify(response),
  ]);
}

async function replay<T>(db: Db, scope: string, key: string, hash: string): Promise<T> {
  const [row] = await db.query<{ request_hash: string; status: number | null; response: unknown }>(
    'select request_hash, status, response from idempotency_keys where scope = $1 and key = $2',
    [scope, key],
  );
  if (!row || row.request_hash !== hash) {
    throw new HttpError(422, 'this Idempotency-Key was used with another request', 'IDEMPOTENCY_KEY_REUSED');
  }
  if (row.status === null) {
    throw new HttpError(
      409,
      'the first request with this Idempotency-Key is still running',
      'IDEMPOTENCY_KEY_IN_USE',
    );
  }
  if (row.status < 400) return row.response as T;
  const { detail, code, ...fields } = row.response as { detail: string; code?: string };
  throw new HttpError(row.status as ContentfulStatusCode, detail, code, fields);
}
