import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from '../../src/api/client.ts';
import { isApiError } from '../../src/api/errors.ts';
import { hostileFor, type JsonSchema, malformedBody, wrongType } from './hostile-input.ts';

/*
 * Every schema of the contract (`contract/schemas/*`, new files included) read by the API client from
 * 10,000 generated malformed answers — corrupted shapes, wrong types, broken JSON, HTML error pages,
 * any status: the call resolves with a value the schema accepts or rejects with a typed ApiError.
 * Nothing else escapes.
 */

const bodies = 10_000;

const modules = import.meta.glob<Record<string, unknown>>('../../contract/schemas/*.ts', { eager: true });
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(
      (entry): entry is [string, z.ZodMiniType] =>
        typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
    )
    .map(([name, schema]) => ({ name: `${file.split('/').at(-1)}:${name}`, schema })),
);

const jsonShape = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

/** An answer as a server (or a proxy in front of it) might send it. */
const answer = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.integer({ min: 0, max: schemas.length - 1 }).chain((index) =>
      fc.record({
        index: fc.constant(index),
        body: hostileFor(jsonShape(schemas[index]?.schema ?? z.unknown())).map(
          (value) => JSON.stringify(value) ?? '',
        ),
        contentType: fc.constant('application/json'),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      index: fc.integer({ min: 0, max: schemas.length - 1 }),
      body: fc.oneof(
        malformedBody.map(({ body }) => body),
        wrongType.map((value) => JSON.stringify(value) ?? ''),
        fc.constantFrom('<html><body>502 Bad Gateway</body></html>', 'Internal Server Error', ''),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/html',
        'text/plain',
        '',
      ),
    }),
  },
);
/** Half of them successes: those are the answers the schemas read. */
const status = fc.oneof(
  fc.constantFrom(200, 201, 204),
  fc.constantFrom(400, 401, 403, 404, 406, 409, 410, 412, 422, 429, 500, 502, 503),
);
const method = fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE') as fc.Arbitrary<
  'GET' | 'POST' | 'PATCH' | 'DELETE'
>;

describe('malformed answers through the API client', () => {
  const outcomes = { parsed: 0, invalidResponse: 0, otherApiErrors: 0 };
  afterAll(() => {
    console.info(
      `response fuzz: ${bodies} answers over ${schemas.length} contract schemas → ${outcomes.parsed} parsed, ` +
        `${outcomes.invalidResponse} typed invalidResponse, ${outcomes.otherApiErrors} other typed errors`,
    );
  });

  // Ten thousand answers take about 12 s on two cores, and twice that while the suite's other files share them.
  it(`${bodies} answers: a value the schema accepts or a typed ApiError, never anything else`, {
    timeout: 60_000,
  }, async () => {
    expect(schemas.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(answer, status, method, async ({ index, body, contentType }, code, verb) => {
        const { schema } = schemas[index] ?? { schema: z.unknown() };
        const fakeFetch: typeof fetch = async () =>
          new Response(code === 204 ? null : body, {
            status: code,
            headers: contentType ? { 'content-type': contentType } : {},
          });
        const client = createApiClient(
          { baseURL: 'https://api.example', company: 'c', brand: 'b', timeout: 1_000, retryDelay: 0 },
          fakeFetch,
        );
        try {
          const value = await client.request(schema, '/anything', { method: verb });
          expect(z.safeParse(schema, value).success).toBe(true);
          outcomes.parsed += 1;
        } catch (error) {
          expect(isApiError(error), String(error)).toBe(true);
          if (isApiError(error) && error.key === 'invalidResponse') outcomes.invalidResponse += 1;
          else outcomes.otherApiErrors += 1;
        }
      }),
      { numRuns: bodies },
    );
  });
});
