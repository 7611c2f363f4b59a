import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { maxLength } from '../../contract/schemas/limits.ts';
import { openTestApp } from '../../server/test-support/test-app.ts';

/*
 * Every field of every request schema the API router lists (queries and bodies, new endpoints
 * included) is bounded at the schema itself: no string longer than the longest limit of
 * contract/schemas/limits.ts, no control character or lone surrogate, no number past what a database
 * integer holds.
 */

const t = await openTestApp();
afterAll(() => t.close());

type Node = z.ZodMiniType & {
  _zod: { def: { type: string } & Record<string, unknown> };
};

/** Values no field of a request accepts. */
const refused: Array<[what: string, value: unknown]> = [
  ['a string past the longest limit', 'x'.repeat(maxLength.idToken + 1)],
  ['digits past the longest limit', '9'.repeat(maxLength.idToken + 1)],
  ['a control character', 'a\u0007b'],
  ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udc00'],
  ['2³¹', 2 ** 31],
  ['−2³¹ − 1', -(2 ** 31) - 1],
  ['1e308', 1e308],
];

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The fields of `schema` that take a value of their own (strings, numbers, enums, files …), by path. */
function fieldsOf(schema: Node, path: string): Array<[path: string, field: Node]> {
  const def = schema._zod.def;
  const inner = (key: string) => def[key] as Node;
  if (wrappers.has(def.type)) return fieldsOf(inner('innerType'), path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Node>).flatMap(([name, field]) =>
        fieldsOf(field, `${path}.${name}`),
      );
    case 'lazy':
      return fieldsOf((def.getter as () => Node)(), path);
    case 'array':
      return fieldsOf(inner('element'), `${path}[]`);
    case 'union':
      return (def.options as Node[]).flatMap((option, index) => fieldsOf(option, `${path}|${index}`));
    case 'intersection':
      return [...fieldsOf(inner('left'), path), ...fieldsOf(inner('right'), path)];
    case 'record':
      return [...fieldsOf(inner('keyType'), `${path}{key}`), ...fieldsOf(inner('valueType'), `${path}{}`)];
    case 'pipe': {
      // A pipe from a container (a refined object) has fields; from a value it is one field.
      const from = inner('in');
      const container = ['object', 'array', 'union', 'record', 'intersection'];
      return container.includes(from._zod.def.type) ? fieldsOf(from, path) : [[path, schema]];
    }
    default:
      return [[path, schema]];
  }
}

const fields = t.docs.flatMap((doc) =>
  (['query', 'body'] as const).flatMap((part) => {
    const schema = doc[part];
    return schema ? fieldsOf(schema as Node, `${doc.method.toUpperCase()} ${doc.path} ${part}`) : [];
  }),
);

describe('request schemas bound every field', () => {
  afterAll(() => {
    const endpoints = t.docs.filter((doc) => doc.query || doc.body).length;
    console.info(
      `request bounds: ${fields.length} fields of ${endpoints} endpoints × ${refused.length} values`,
    );
  });

  it('lists the fields of every endpoint with input', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it.each(refused)('%s is refused by every field', (_, value) => {
    const accepting = fields.filter(([, field]) => z.safeParse(field, value).success).map(([path]) => path);
    expect(accepting).toEqual([]);
  });
});
