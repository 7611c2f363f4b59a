import { ofetch } from 'ofetch';
import * as z from 'zod/mini';
import type { ErrorContext } from '../../contract/errors.ts';
import { apiConfig, type ClientConfig, type ClientSettings, createClientConfig } from './client-config.ts';
import { ApiError, apiErrorFromResponse, isApiError } from './errors.ts';
import { shouldRetry } from './retry.ts';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** Plain objects and arrays are sent as JSON; FormData and URLSearchParams as they are. */
  body?: BodyInit | Record<string, unknown> | unknown[];
  headers?: Record<string, string>;
  /** Made once per operation (`newIdempotencyKey()`) and reused until its outcome is known. */
  idempotencyKey?: string;
  errorContext?: ErrorContext;
  /** `false` for calls that must not carry the user's token nor start a refresh (login, refresh). */
  auth?: boolean;
  timeout?: number;
  signal?: AbortSignal;
}

/** What every endpoint fetcher accepts besides its own parameters (XState's `fromPromise` gives a signal). */
export type Call = Pick<RequestOptions, 'signal'>;

interface RawResponse {
  status: number;
  data: unknown;
  etag: string | undefined;
  retryAfter: string | null;
}

/** A conditional read's answer: a new value with its ETag, or `unchanged` (304) for the copy named. */
export type Revalidated<T> = { unchanged: true } | { unchanged: false; value: T; etag: string | undefined };

const notModified = { unchanged: true } as const;

/** A client with its own configuration (tests); the app's is `api`. */
export function createApiClient(initial: ClientSettings, fetchImpl?: typeof fetch) {
  return clientWith(createClientConfig(initial), fetchImpl);
}

function clientWith(config: ClientConfig, fetchImpl?: typeof fetch) {
  const http = ofetch.create(
    { retry: false, ignoreResponseError: true },
    fetchImpl ? { fetch: fetchImpl } : {},
  );

  function headersFor(options: RequestOptions, token: string | undefined): Headers {
    const settings = config.settings();
    const serviceId = config.getServiceId();
    const locale = config.locale();
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    headers.set('x-api-company', settings.company);
    headers.set('x-api-brand', settings.brand);
    if (serviceId) headers.set('service_id', serviceId);
    if (locale) headers.set('accept-language', locale);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
    return headers;
  }

  /** One attempt. Rejects with a `network` or `timeout` ApiError, or the caller's abort reason. */
  async function send(
    path: string,
    method: Method,
    headers: Headers,
    options: RequestOptions,
  ): Promise<RawResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeout ?? config.settings().timeout);
    const forwardAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await http.raw(path, {
        baseURL: config.settings().baseURL,
        method,
        headers,
        query: options.query,
        body: options.body,
        signal: controller.signal,
      });
      return {
        status: response.status,
        data: response._data,
        etag: response.headers.get('etag') ?? undefined,
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (cause) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new ApiError({ key: timedOut ? 'timeout' : 'network', cause });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /**
   * Sends a call and parses its answer with `schema`. Every failure rejects with an `ApiError`,
   * except an abort through `signal`, which rejects with the abort reason.
   */
  async function request<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const answer = await exchange(schema, path, options);
    // Only a conditional call (`revalidate`) may be answered 304.
    if (answer.unchanged) throw new ApiError({ key: 'invalidResponse', status: 304 });
    return answer.value;
  }

  /**
   * A GET sent with `If-None-Match: etag` (when there is one): `unchanged` on 304, else the parsed
   * answer with its ETag for the next time. Failures as `request`.
   */
  function revalidate<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    etag: string | undefined,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ): Promise<Revalidated<z.output<S>>> {
    return exchange(schema, path, {
      ...options,
      headers: { ...options.headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  }

  async function exchange<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    options: RequestOptions,
  ): Promise<Revalidated<z.output<S>>> {
    const method = options.method ?? 'GET';
    let retries = 0;
    let replayed = false;
    let reloaded = false;
    for (;;) {
      options.signal?.throwIfAborted();
      const auth = config.auth();
      const hooks = config.hooks();
      const token = options.auth === false ? undefined : auth?.getAccessToken();
      const headers = headersFor(options, token);
      const hasIdempotencyKey = headers.has('idempotency-key');
      let response: RawResponse;
      try {
        response = await send(path, method, headers, options);
      } catch (error) {
        if (
          isApiError(error) &&
          error.key === 'network' &&
          shouldRetry({ method, status: undefined, hasIdempotencyKey, retries })
        ) {
          retries += 1;
          await delay(config.settings().retryDelay);
          continue;
        }
        throw error;
      }

      const { status, data } = response;
      if (status === 304) return notModified;
      if (status < 400) {
        const parsed = z.safeParse(schema, data);
        if (parsed.success) return { unchanged: false, value: parsed.data, etag: response.etag };
        throw new ApiError({ key: 'invalidResponse', status, cause: parsed.error });
      }

      const error = apiErrorFromResponse(status, data, options.errorContext, response.retryAfter);
      if (shouldRetry({ method, status, hasIdempotencyKey, retries })) {
        retries += 1;
        await delay(config.settings().retryDelay);
        continue;
      }
      if (status === 401 && options.auth !== false && auth?.onUnauthorized) {
        const outcome = await auth.onUnauthorized({ error, token, replayed }).catch(() => 'fail');
        if (outcome === 'replay' && !replayed) {
          replayed = true;
          continue;
        }
      }
      if (status === 410 && !reloaded && hooks.on410) {
        reloaded = true;
        await hooks.on410(error).catch(() => {
          throw error;
        });
        continue;
      }
      if (error.key === 'stateReset') hooks.on406?.(error);
      if (status === 412) hooks.on412?.(error);
      throw error;
    }
  }

  return { ...config, request, revalidate };
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** The app's client; endpoint files call `api.request`. The app configures it through `apiConfig` at start. */
export const api = clientWith(apiConfig);
