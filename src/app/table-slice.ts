import * as z from 'zod/mini';
import type { PersistedTable } from '../../machines/table/table.types.ts';
import { defineSlice } from './persistence.ts';

const id = z.optional(z.string());

/** Spec §3 "Table (persisted)": the table machine's slice (`PersistedTable`), checked when read back. */
const tableSlice = defineSlice({
  key: 'table',
  version: 1,
  schema: z.object({
    storeId: id,
    tableId: id,
    sessionId: id,
    userSessionId: id,
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
});

/** The table machine's `stored` input. */
export const readStoredTable = (): Promise<Partial<PersistedTable> | undefined> => tableSlice.read();

export const writeStoredTable = (slice: PersistedTable) => tableSlice.write(slice);
