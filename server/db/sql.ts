/** A timestamptz column as an ISO 8601 UTC string, the same from PGlite and `pg`. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Lets a malformed id be answered as "not found" instead of failing the uuid cast. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The constraint or index a statement violated, when it was a unique violation. */
export function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}
