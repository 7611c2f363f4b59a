import { safeParse } from 'zod/mini';
import { type ApiErrorKey, type ErrorContext, errorKeyFor } from '../../contract/errors.ts';
import { type ErrorBody, errorBody } from '../../contract/schemas/common.ts';

export interface ApiErrorInit {
  key: ApiErrorKey;
  status?: number;
  detail?: string | Record<string, unknown>;
  code?: string;
  handled?: boolean;
  cause?: unknown;
  body?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly key: ApiErrorKey;
  /** Undefined when no response arrived (network, timeout). */
  readonly status: number | undefined;
  readonly detail: string | Record<string, unknown> | undefined;
  readonly code: string | undefined;
  /** The app already reacted (406 reset): views should not show it again. */
  readonly handled: boolean;
  /** The answer's body as it came, unchecked: a caller parses the fields of its own (a share's `conflict`). */
  readonly body: unknown;

  constructor({ key, status, detail, code, handled = false, cause, body }: ApiErrorInit) {
    super(typeof detail === 'string' ? detail : `${key}${status ? ` (${status})` : ''}`, { cause });
    this.key = key;
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.handled = handled;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the typed error for an HTTP error answer; a body that is not `{ detail, code }` is ignored. */
export function apiErrorFromResponse(status: number, data: unknown, context?: ErrorContext): ApiError {
  const parsed = safeParse(errorBody, data);
  const body: Partial<ErrorBody> = parsed.success ? parsed.data : {};
  return new ApiError({
    key: errorKeyFor(status, body, context),
    status,
    detail: body.detail,
    code: body.code,
    handled: status === 406,
    body: data,
  });
}
