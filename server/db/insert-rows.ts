import type { Queryable } from './db.ts';

type Row = Record<string, unknown>;

function toParam(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !(value instanceof Date)
    ? JSON.stringify(value)
    : value;
}

/** One multi-row INSERT; objects and arrays go to jsonb columns as JSON. */
export async function insertRows(tx: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = columns.map((column) => {
      params.push(toParam(row[column]));
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
}
