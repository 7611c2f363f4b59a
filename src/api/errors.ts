import { safeParse } from 'zod/mini';
import { type ApiErrorKey, type ErrorContext, errorKeyFor } from '../../contract/errors.ts';
import { type ErrorBody, errorBody } from '../../contract/schemas/common.ts';

export interface ApiErrorInit {
  key: ApiErrorKey;
  status?: number;
  detail?: string | Record<string, unknown>;
  code?: string;
  /** When a throttled call may be sent again: the `Retry-After` header as it came (read by `retryAfterOf`). */
  retryAfter?: string;
  /** The error answer as it came (a 412 carries the service's reason and hours). */
  body?: unknown;
  handled?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly key: ApiErrorKey;
  /** Undefined when no response arrived (network, timeout). */
  readonly status: number | undefined;
  readonly detail: string | Record<string, unknown> | undefined;
  readonly code: string | undefined;
  readonly retryAfter: string | undefined;
  readonly body: unknown;
  /** The app already reacted (a 406 that reset it): views should not show it again. */
  readonly handled: boolean;

  constructor({ key, status, detail, code, retryAfter, body, handled = false, cause }: ApiErrorInit) {
    super(typeof detail === 'string' ? detail : `${key}${status ? ` (${status})` : ''}`, { cause });
    this.key = key;
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.retryAfter = retryAfter;
    this.body = body;
    this.handled = handled;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the typed error for an HTTP error answer; a body that is not `{ detail, code }` is ignored. */
export function apiErrorFromResponse(
  status: number,
  data: unknown,
  context?: ErrorContext,
  retryAfter?: string | null,
): ApiError {
  const parsed = safeParse(errorBody, data);
  const body: Partial<ErrorBody> = parsed.success ? parsed.data : {};
  const key = errorKeyFor(status, body, context);
  return new ApiError({
    key,
    status,
    detail: body.detail,
    code: body.code,
    retryAfter: retryAfter ?? undefined,
    body: data,
    handled: key === 'stateReset',
  });
}
