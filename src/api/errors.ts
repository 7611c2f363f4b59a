import { safeParse } from 'zod/mini';
import { type ErrorBody, errorBody } from './schemas/common.ts';

/** Catalogue keys an API call can fail with (spec §8, plus the transport failures). */
export type ApiErrorKey =
  | 'unauthorized'
  | 'invalidPassword'
  | 'userNotFound'
  | 'registerAddressFailed'
  | 'serviceUnavailable'
  | 'stateReset'
  | 'gone'
  | 'outOfRange'
  | 'default'
  | 'network'
  | 'timeout'
  | 'invalidResponse';

/** Where a call was made, for the statuses whose meaning depends on it (spec §8). */
export type ErrorContext = 'user' | 'userUpdate' | 'addressRegister';

export interface ApiErrorInit {
  key: ApiErrorKey;
  status?: number;
  detail?: string | Record<string, unknown>;
  code?: string;
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
  /** The app already reacted (406 reset): views should not show it again. */
  readonly handled: boolean;

  constructor({ key, status, detail, code, handled = false, cause }: ApiErrorInit) {
    super(typeof detail === 'string' ? detail : `${key}${status ? ` (${status})` : ''}`, { cause });
    this.key = key;
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.handled = handled;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const OUT_OF_RANGE = 'USER_OUT_OF_RANGE';

export function errorKeyFor(status: number, body: Partial<ErrorBody>, context?: ErrorContext): ApiErrorKey {
  if (body.detail === OUT_OF_RANGE || body.code === OUT_OF_RANGE) return 'outOfRange';
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return context === 'userUpdate' ? 'invalidPassword' : 'default';
    case 404:
      return context === 'user' || context === 'userUpdate' ? 'userNotFound' : 'default';
    case 406:
      return 'stateReset';
    case 409:
      return context === 'addressRegister' ? 'registerAddressFailed' : 'default';
    case 410:
      return 'gone';
    case 412:
      return 'serviceUnavailable';
    default:
      return 'default';
  }
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
  });
}
