import type { Queryable } from './db.ts';

/**
 * Tables a reset keeps: the migration history, the token signing key (sessions survive restarts) and
 * the business clock (its version only grows; the reset sets it back to the wall clock itself).
 */
const kept = ['schema_migrations', 'app_secrets', 'business_clock'];

/** Empties every table the migrations created, keeping the schema and its history. */
export async function wipe(tx: Queryable): Promise<void> {
  const tables = await tx.query<{ name: string }>(
    `select quote_ident(table_name) as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name::text <> all($1::text[])`,
    [kept],
  );
  if (tables.length > 0) await tx.exec(`truncate ${tables.map((t) => t.name).join(', ')} cascade`);
}
