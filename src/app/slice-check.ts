import { type output, prettifyError, safeParse, type ZodMiniType } from 'zod/mini';

/** A stored slice's data checked against its schema: the value, or why it was refused. */
export function checkSlice<S extends ZodMiniType>(
  schema: S,
  data: unknown,
): { ok: true; value: output<S> } | { ok: false; reason: string } {
  const parsed = safeParse(schema, data);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reason: prettifyError(parsed.error) };
}
