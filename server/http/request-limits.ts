import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { hasControlCharacters } from '../../contract/schemas/limits.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { limits } from './limits.ts';

const invalid = (detail: string) => new HttpError(400, detail, 'INVALID_INPUT');

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    throw invalid('the path is not valid percent-encoding');
  }
}

/** A body past `maxSize` is refused before any endpoint reads it. */
const bodyUpTo = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is not read: the connection cannot carry another request.
      c.header('Connection', 'close');
      throw new HttpError(413, `the body is larger than ${maxSize} bytes`, 'BODY_TOO_LARGE');
    },
  });
const plainBody = bodyUpTo(limits.bodyBytes);
const multipartBody = bodyUpTo(limits.multipartBodyBytes);

/**
 * Refuses what no endpoint reads before it reaches one: a URL past `limits.urlLength`, control
 * characters in the path or the query (PostgreSQL refuses NUL), a body past its size limit.
 */
export const requestLimits = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.length + url.search.length > limits.urlLength) {
    throw new HttpError(414, 'the URL is too long', 'URI_TOO_LONG');
  }
  const texts = [decodedPath(url.pathname), ...[...url.searchParams].flat()];
  if (texts.some(hasControlCharacters)) throw invalid('the URL must be plain text');
  // A GET or HEAD has no body to measure (the Node adapter gives it none), and asking for one would
  // build the whole Fetch request the adapter otherwise spares every poll.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/') ?? false;
  return (multipart ? multipartBody : plainBody)(c, next);
});
