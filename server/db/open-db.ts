import { mkdir } from 'node:fs/promises';
import type { Db } from './db.ts';
import { openPgDb } from './pg-db.ts';
import { openPgliteDb } from './pglite-db.ts';

export const defaultDataDir = '.data/pglite';

export interface OpenDbOptions {
  /** PGlite data folder or `memory://`; when given it wins over `databaseUrl`. */
  dataDir?: string;
  databaseUrl?: string;
}

export async function openDb({ dataDir, databaseUrl }: OpenDbOptions): Promise<Db> {
  if (!dataDir && databaseUrl) return openPgDb(databaseUrl);
  const dir = dataDir ?? defaultDataDir;
  if (!dir.includes('://')) await mkdir(dir, { recursive: true });
  return openPgliteDb(dir);
}
