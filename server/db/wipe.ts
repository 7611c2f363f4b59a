import type { Queryable } from './db.ts';

/** Empties every table the migrations created, keeping the schema and its history. */
export async function wipe(tx: Queryable): Promise<void> {
  const tables = await tx.query<{ name: string }>(
    `select quote_ident(table_name) as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'`,
  );
  if (tables.length > 0) await tx.exec(`truncate ${tables.map((t) => t.name).join(', ')} cascade`);
}
