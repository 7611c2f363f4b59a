// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createAppTree } from '../../src/app/app-tree.ts';
import {
  createPersistence,
  type LazySliceDefinition,
  type Slice,
  type SliceDefinition,
} from '../../src/app/persistence.ts';
import { createSharedRefresh } from '../../src/app/shared-refresh.ts';
import * as sliceDefinitions from '../../src/app/slice-definitions.ts';
import { openSlices, readStoredState } from '../../src/app/stored-state.ts';
import { deviceOf } from '../../src/lib/device.ts';
import { hostileFor, type JsonSchema, wrongType } from './hostile-input.ts';

/*
 * 100 corrupted storage states (every persisted slice of the app absent, not an envelope, of another
 * version, or its data corrupted) → the app's actors start, and each slice read answers a value its
 * schema accepts or drops what was stored.
 */

const states = 100;

/** The app's own slices, through the real `createPersistence`, over storage this test corrupts. */
const storage = new Map<string, unknown>();
const memory = createPersistence({
  getItem: async <T>(key: string) => (storage.has(key) ? (structuredClone(storage.get(key)) as T) : null),
  setItem: async (key, value) => {
    storage.set(key, structuredClone(value));
    return value;
  },
  removeItem: async (key) => {
    storage.delete(key);
  },
  clear: async () => storage.clear(),
});
const slices: Array<SliceDefinition<z.ZodMiniType> & { slice: Slice<unknown> }> = [];
/** The app's slices load their schemas lazily; this test needs them now, to corrupt what they accept. */
const definitionOf = (key: string): SliceDefinition<z.ZodMiniType> => {
  const found = Object.values(sliceDefinitions).find((definition) => definition.key === key);
  if (found === undefined) throw new Error(`no slice definition for "${key}"`);
  return found;
};
const appSlices = openSlices({
  ...memory,
  defineSlice<S extends z.ZodMiniType>(definition: SliceDefinition<S> | LazySliceDefinition<S>) {
    const slice = memory.defineSlice(definition);
    slices.push({ ...definitionOf(definition.key), slice: slice as Slice<unknown> });
    return slice;
  },
});

/** The app as `main.tsx` starts it, offline: what storage holds is all it has. */
async function startApp() {
  const stored = await readStoredState(appSlices);
  const offline = () => Promise.reject(new Error('offline'));
  const app = createAppTree({
    input: { pathname: '/', search: '', device: deviceOf(navigator), stored },
    slices: appSlices,
    earlyConfig: offline(),
    sharedRefresh: async () => createSharedRefresh({ refresh: offline }),
  });
  app.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const snapshot = app.getSnapshot();
  app.stop();
  return snapshot;
}

const absent = Symbol('absent');
const jsonShape = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

/** What a slice's key may hold after an old build, a bug or a curious hand in the DevTools. */
const corrupted = (definition: SliceDefinition<z.ZodMiniType>) =>
  fc.oneof(
    fc.constant(absent),
    wrongType,
    fc.record({ version: fc.integer().filter((v) => v !== definition.version), data: wrongType }),
    fc.record({ version: fc.constant(definition.version), data: hostileFor(jsonShape(definition.schema)) }),
  );

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('corrupted storage', () => {
  const counts = { started: 0, dropped: 0, kept: 0, absent: 0 };
  afterAll(() => {
    console.info(
      `storage fuzz: ${states} corrupted states × ${slices.length} slices → ${counts.dropped} dropped, ` +
        `${counts.kept} kept (valid), ${counts.absent} absent; the app started ${counts.started} times`,
    );
  });

  it('finds every slice the app persists', () => {
    expect(slices.map((slice) => slice.key).sort()).toEqual(
      expect.arrayContaining(['auth', 'checkout-option', 'refresh-handoff', 'table', 'user']),
    );
  });

  it(`${states} states: the app starts, each slice answers a valid value or drops it`, async () => {
    const state = fc.tuple(...slices.map(corrupted));
    await fc.assert(
      fc.asyncProperty(state, async (values) => {
        storage.clear();
        slices.forEach(({ key }, index) => {
          if (values[index] !== absent) storage.set(key, values[index]);
        });
        const started = await startApp();
        expect(started.status).toBe('active');
        expect(started.context.failure).toBeUndefined();
        counts.started += 1;
        for (const [index, { key, version, schema, slice }] of slices.entries()) {
          const stored = values[index];
          const valid =
            typeof stored === 'object' &&
            stored !== null &&
            'version' in stored &&
            stored.version === version &&
            'data' in stored &&
            z.safeParse(schema, stored.data).success;
          const read = await slice.read();
          // Storage answers null for a key it does not have: a stored null is no slice either.
          if (stored === absent || stored === null) {
            expect(read).toBeUndefined();
            counts.absent += 1;
          } else if (valid) {
            expect(z.safeParse(schema, read).success).toBe(true);
            expect(storage.has(key)).toBe(true);
            counts.kept += 1;
          } else {
            expect(read).toBeUndefined();
            expect(storage.has(key), `${key} was dropped`).toBe(false);
            counts.dropped += 1;
          }
        }
      }),
      { numRuns: states },
    );
  });
});
