import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The caller's copy is still right: the router answers 304 Not Modified with no body. */
export class NotModified {
  constructor(readonly etag: string) {}
}

/** The bare tags of the copies the caller holds (`If-None-Match`, `*` kept), or null when it names none. */
export function heldTags(c: Context<AppEnv>): string[] | null {
  const asked = c.req.header('if-none-match');
  if (!asked) return null;
  return asked.split(',').map((tag) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
}

/** Whether the copies a caller holds (`heldTags`) include the one of `tag`, or any (`*`). */
export function holds(copies: readonly string[] | null, tag: string): boolean {
  return copies?.some((copy) => copy === '*' || copy === tag) ?? false;
}

/** The entity tag of `tag`: weak, since compression changes the bytes, not the meaning. */
export const weakEtag = (tag: string) => `W/"${tag}"`;

/**
 * A polled read's conditional answer: sets `ETag` to `tag` (`weakEtag`) and answers `NotModified`
 * when the request's `If-None-Match` names it; undefined means the handler builds the answer. Callers
 * revalidate every time (`no-cache`).
 */
export function ifChanged(c: Context<AppEnv>, tag: string): NotModified | undefined {
  const etag = weakEtag(tag);
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  return holds(heldTags(c), tag) ? new NotModified(etag) : undefined;
}
