import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

/*
 * Building a schema costs the page's main thread at start-up: a first screen's chunk evaluated its
 * contract's few hundred schemas in one long task, before any of them was used. Every object, array,
 * union and record schema the contract exports is built on its first use (`z.lazy`); enums, literals
 * and the shared bounds of limits.ts are single schemas, cheap to build at once.
 */

const modules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true });
const composite = new Set(['object', 'array', 'union', 'record', 'intersection', 'tuple']);

const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The exported schemas built when their module loads, with what they are. */
const builtAtLoad = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodMiniType] => isSchema(entry[1]))
    .filter(([, schema]) => composite.has(schema._zod.def.type))
    .map(([name, schema]) => `${file.slice(2)}:${name} (${schema._zod.def.type})`),
);

describe('the contract’s schemas', () => {
  it('build no object, array, union or record before its first use', () => {
    expect(builtAtLoad).toEqual([]);
  });

  it('parse as the schemas they stand for, those made by z.omit and z.extend included', async () => {
    const { address } = await import('./address.ts');
    const { place, deliveryAddress } = await import('./cart.ts');
    const saved = {
      id: 'a1',
      postal_code: '01001-000',
      street: 'Praça da Sé',
      number: '1',
      complement: null,
      reference_point: null,
      district: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.55,
      longitude: -46.63,
      is_main: true,
    };
    const { id: _id, is_main: _main, ...fields } = saved;
    expect(address._zod.def.type).toBe('lazy');
    expect(address.parse(saved)).toEqual(saved);
    expect(address.safeParse(fields).success).toBe(false);
    expect(place.parse(saved)).toEqual(fields);
    expect(deliveryAddress.parse({ ...fields, id: null })).toEqual({ ...fields, id: null });
    expect(deliveryAddress.safeParse(fields).success).toBe(false);
  });
});
