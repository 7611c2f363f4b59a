import type { Context } from 'hono';
import * as z from 'zod/mini';
import { hasForbiddenCharacters } from '../../contract/schemas/limits.ts';
import { HttpError } from './http-error.ts';
import { limits } from './limits.ts';

/** Query parameters as an object: `name[]` (bracket format) becomes an array under `name`. */
export function queryObject(c: Context): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key.endsWith('[]')) result[key.slice(0, -2)] = values;
    else if (values[0] !== undefined) result[key] = values[0];
  }
  return result;
}

/**
 * Where `value` breaks a rule every input shares, whatever its schema: a string (key or value) with
 * a control character other than a line break or a lone surrogate, or nesting deeper than
 * `limits.bodyDepth`. The text itself is never repeated in the answer.
 */
function sharedRuleBroken(value: unknown, path: string[] = []): string | undefined {
  const at = () => (path.length ? `${path.join('.')}: ` : '');
  if (typeof value === 'string') {
    return hasForbiddenCharacters(value) ? `${at()}must be plain text` : undefined;
  }
  if (typeof value !== 'object' || value === null || value instanceof Blob) return undefined;
  if (path.length >= limits.bodyDepth) return `${at()}nested too deeply`;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return `${at()}a key must be plain text`;
    const broken = sharedRuleBroken(item, [...path, key]);
    if (broken) return broken;
  }
  return undefined;
}

/** Parses client input, turning a mismatch into a 400 that names the offending fields. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const broken = sharedRuleBroken(input);
  if (broken) throw new HttpError(400, broken, 'INVALID_INPUT');
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const detail = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new HttpError(400, detail, 'INVALID_INPUT');
}

export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'body must be JSON', 'INVALID_INPUT');
  }
}

export async function formBody(c: Context): Promise<unknown> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'body must be a form', 'INVALID_INPUT');
  }
}
