import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from './db.ts';

const migrationsDir = join(import.meta.dirname, 'migrations');

let files: Promise<string[]> | undefined;

/** The numbered `migrations/*.sql` files, in the order they apply (read once per process). */
function migrationFiles(): Promise<string[]> {
  files ??= readdir(migrationsDir).then((names) => names.filter((file) => file.endsWith('.sql')).sort());
  return files;
}

/**
 * Applies the numbered `migrations/*.sql` files not yet recorded, in one transaction that first takes
 * an advisory lock of the schema: processes starting together on an empty database wait for the
 * first, then find nothing left to apply.
 */
export async function migrate(db: Db): Promise<string[]> {
  const known = await migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('brasa migrations ' || current_schema()))`);
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const pending = known.filter((file) => !applied.has(file));
    for (const file of pending) {
      await tx.exec(await readFile(join(migrationsDir, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
    }
    return pending;
  });
}

/** True when the database answers and holds every migration this code knows (readiness). */
export async function migrationsDone(q: Queryable): Promise<boolean> {
  const latest = (await migrationFiles()).at(-1);
  const [row] = await q.query<{ done: boolean }>(
    `select exists (select 1 from information_schema.tables
       where table_schema = current_schema() and table_name = 'schema_migrations') as done`,
  );
  if (!row?.done || !latest) return false;
  return (await q.query('select 1 from schema_migrations where version = $1', [latest])).length > 0;
}
