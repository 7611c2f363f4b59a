import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DATABASE_UNAVAILABLE, type ErrorBody } from '../../contract/schemas/common.ts';
import { DatabaseUnavailable } from '../db/database-unavailable.ts';
import { log } from '../ops/log.ts';

/** An error the client is meant to see: answered as `{ detail, code? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly code?: string,
    /** More fields of the body, e.g. `retry_after`. */
    readonly fields?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const notFound = (what: string, code?: string) => new HttpError(404, `${what} not found`, code);

const unavailable = (error: DatabaseUnavailable) =>
  new HttpError(503, 'the service is briefly unavailable; try again', DATABASE_UNAVAILABLE, {
    retry_after: error.retryAfterSeconds,
  });

/** The answer of a failed request: its own error's, a 503 while the database is away, else a 500. */
export function errorResponse(error: unknown, c: Context): Response {
  const requestId: string | undefined = c.get('requestId');
  const known = error instanceof DatabaseUnavailable ? unavailable(error) : error;
  if (known instanceof HttpError) {
    const body: ErrorBody = {
      ...known.fields,
      detail: known.detail,
      ...(known.code ? { code: known.code } : {}),
      ...(requestId ? { request_id: requestId } : {}),
    };
    const retryAfter = known.fields?.retry_after;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return c.json(body, known.status);
  }
  log.error({ req_id: requestId, err: error, method: c.req.method, path: c.req.path }, 'request failed');
  return c.json(
    { detail: 'internal error', ...(requestId ? { request_id: requestId } : {}) } satisfies ErrorBody,
    500,
  );
}
