import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { CheckedAnswer } from './answer-memo.ts';
import type { AppEnv } from './app-env.ts';
import { NotModified } from './etag.ts';
import { formBody, jsonBody, parseInput, queryObject } from './parse-input.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** `form`: URL-encoded or multipart (files included), parsed into an object of strings and files. */
export type BodyType = 'json' | 'form' | 'multipart';
type Schema = z.ZodMiniType;
const none = z.object({});

/** What the OpenAPI document says about one path and method. */
export interface EndpointDoc {
  method: Method;
  /** OpenAPI form: `/api/media/items/{id}.svg`. */
  path: string;
  summary: string;
  query?: Schema;
  body?: Schema;
  bodyType?: BodyType;
  response?: Schema;
  status: number;
  contentType: string;
}

interface JsonEndpoint<Q extends Schema, B extends Schema, R extends Schema> {
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  bodyType?: BodyType;
  response: R;
  status?: ContentfulStatusCode;
}

type Handler<Q extends Schema, B extends Schema, R extends Schema> = (
  input: { query: z.output<Q>; body: z.output<B> },
  c: Context<AppEnv>,
) => Promise<z.input<R> | NotModified | CheckedAnswer> | z.input<R> | NotModified | CheckedAnswer;

/**
 * Registers JSON endpoints whose input and output go through their zod schemas (the shared
 * contract), and remembers them for the OpenAPI document.
 */
export class ApiRouter {
  readonly docs: EndpointDoc[] = [];

  constructor(readonly app: Hono<AppEnv>) {}

  get<Q extends Schema = typeof none, R extends Schema = Schema>(
    endpoint: JsonEndpoint<Q, typeof none, R>,
    handler: Handler<Q, typeof none, R>,
  ): void {
    this.json('get', endpoint, handler);
  }

  post<Q extends Schema = typeof none, B extends Schema = typeof none, R extends Schema = Schema>(
    endpoint: JsonEndpoint<Q, B, R>,
    handler: Handler<Q, B, R>,
  ): void {
    this.json('post', endpoint, handler);
  }

  put<Q extends Schema = typeof none, B extends Schema = typeof none, R extends Schema = Schema>(
    endpoint: JsonEndpoint<Q, B, R>,
    handler: Handler<Q, B, R>,
  ): void {
    this.json('put', endpoint, handler);
  }

  patch<Q extends Schema = typeof none, B extends Schema = typeof none, R extends Schema = Schema>(
    endpoint: JsonEndpoint<Q, B, R>,
    handler: Handler<Q, B, R>,
  ): void {
    this.json('patch', endpoint, handler);
  }

  delete<Q extends Schema = typeof none, R extends Schema = Schema>(
    endpoint: JsonEndpoint<Q, typeof none, R>,
    handler: Handler<Q, typeof none, R>,
  ): void {
    this.json('delete', endpoint, handler);
  }

  /** Lists a non-JSON endpoint (images, pages) registered directly on the Hono app. */
  document(doc: Omit<EndpointDoc, 'status'> & { status?: number }): void {
    this.docs.push({ status: 200, ...doc });
  }

  private json<Q extends Schema, B extends Schema, R extends Schema>(
    method: Method,
    endpoint: JsonEndpoint<Q, B, R>,
    handler: Handler<Q, B, R>,
  ): void {
    const { path, summary, query, body, bodyType = 'json', response, status = 200 } = endpoint;
    this.docs.push({
      method,
      path: path.replace(/:(\w+)/g, '{$1}'),
      summary,
      query,
      body,
      bodyType,
      response,
      status,
      contentType: 'application/json',
    });
    this.app.on(method.toUpperCase(), path, async (c) => {
      const input = {
        query: parseInput(query ?? none, queryObject(c)) as z.output<Q>,
        body: (body
          ? parseInput(body, bodyType === 'json' ? await jsonBody(c) : await formBody(c))
          : {}) as z.output<B>,
      };
      const answer = await handler(input, c);
      if (answer instanceof NotModified) return c.body(null, 304);
      if (answer instanceof CheckedAnswer)
        return c.body(answer.json, status, { 'Content-Type': 'application/json' });
      return c.json(z.parse(response, answer) as object, status);
    });
  }
}
