import * as z from 'zod/mini';
import type { SliceDefinition } from './persistence.ts';

const id = z.optional(z.string());

/** Spec §3 "Table (persisted)": the fields of the table's context a reload must find again. */
const persistedTable = z.lazy(() =>
  z.looseObject({
    storeId: id,
    tableId: id,
    tableKey: id,
    sessionId: id,
    userSessionId: id,
    dinerId: id,
    seatToken: id,
    userName: id,
    externalScanning: z.boolean(),
    isPnmRedirect: z.boolean(),
    skipRegistrationUpdate: z.boolean(),
    isInsideIndoorArea: z.boolean(),
    geolocation: z.optional(z.object({ latitude: z.number(), longitude: z.number() })),
    tableInfo: z.optional(
      z.object({
        sessionId: id,
        keyCreation: id,
        tableName: z.string(),
        storeName: z.string(),
        seats: z.number(),
        indoor: z.boolean(),
        status: z.string(),
      }),
    ),
  }),
);

/**
 * The table as XState persists it (`getPersistedSnapshot()`: its state, its context and its children's,
 * a payment under way with its Idempotency-Key included), checked when read back: a snapshot that is
 * not one, or whose context lacks the table's fields, is dropped. Bump the version when the chart
 * changes in a way old snapshots cannot follow.
 */
export const tableSlice = {
  key: 'table',
  version: 3,
  schema: z.lazy(() =>
    z.looseObject({
      status: z.literal('active'),
      value: z.union([z.string(), z.record(z.string(), z.unknown())]),
      context: persistedTable,
      children: z.record(z.string(), z.looseObject({ snapshot: z.looseObject({}), src: z.string() })),
    }),
  ),
} satisfies SliceDefinition<z.ZodMiniType>;

export type StoredTableSnapshot = z.output<typeof tableSlice.schema>;
