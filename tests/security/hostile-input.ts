import fc from 'fast-check';

/** The slice of JSON Schema (as zod writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
}

/** Strings a careless or hostile client sends: NUL and other controls, huge, odd Unicode, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Ana\u0000',
    '\u0007\u001b[31m',
    'line\nbreak',
    '\ud800',
    '\u202eevil',
    "'; drop table users; --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text a client sends, not a template of ours
    '${7*7}{{7*7}}',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '00000000-0000-0000-0000-000000000000',
    '-1',
    '1e309',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((text) => `${text}\u0000`),
  fc.constantFrom('x'.repeat(10_000), 'é'.repeat(3_000), '9'.repeat(400)),
);

/** Numbers at the edges of what the database columns hold, and past them. */
export const boundaryNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of the wrong kind: other types, nesting, keys that pollute prototypes. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[[[]]]], { __proto__: { admin: true } }, { constructor: {} }),
  boundaryNumber,
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/**
 * Values shaped by `schema` (so requests get past the first field) where any field may instead be
 * hostile or of the wrong type.
 */
export function hostileFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: wrongType });
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => hostileFor(variant, depth + 1)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(hostileString, fc.string({ maxLength: 20 }));
    case 'integer':
    case 'number':
      return fc.oneof(
        boundaryNumber,
        fc.integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 1_000, 2 ** 31 - 1) }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(hostileFor(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.dictionary(hostileString, wrongType, { maxKeys: 3 });
      const fields = Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name, hostileFor(property, depth + 1)]),
      );
      return fc.record(fields, { requiredKeys: schema.required ?? [] });
    }
    default:
      return wrongType;
  }
}

/** Query values travel as text: numbers and booleans as written, arrays as repeated keys. */
export function asQueryString(value: unknown): URLSearchParams {
  const query = new URLSearchParams();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return query;
  for (const [name, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      query.append(
        Array.isArray(item) ? `${name}[]` : name,
        typeof one === 'string' ? one : JSON.stringify(one),
      );
    }
  }
  return query;
}

/** Bodies no schema gets to read: broken JSON, the wrong content type, too big, nested too deep. */
export const malformedBody: fc.Arbitrary<{ contentType: string; body: string }> = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', body: '{' },
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '[1,2,3]' },
    { contentType: 'application/json', body: '"text"' },
    { contentType: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
    { contentType: 'application/json', body: `{"a":"${'x'.repeat(1_100_000)}"}` },
    { contentType: 'text/plain', body: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=%00&b=%zz' },
    { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ contentType: 'application/json', body })),
);
