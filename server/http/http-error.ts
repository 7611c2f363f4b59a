import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../contract/schemas/common.ts';

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

export function errorResponse(error: unknown, c: Context): Response {
  if (error instanceof HttpError) {
    const body: ErrorBody = {
      ...error.fields,
      detail: error.detail,
      ...(error.code ? { code: error.code } : {}),
    };
    const retryAfter = error.fields?.retry_after;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return c.json(body, error.status);
  }
  console.error(error);
  return c.json({ detail: 'internal error' } satisfies ErrorBody, 500);
}
