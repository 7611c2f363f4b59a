/** The database cannot be reached now: answered as 503 with `Retry-After`, never as a crash. */
export class DatabaseUnavailable extends Error {
  constructor(
    /** Whole seconds before a retry may find it back. */
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super('the database is unavailable', options);
  }
}

/** SQLSTATEs of a connection the server ended or cannot give yet (shutdown, restart, too many). */
const lostStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that went away or never answered. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What `pg` says of a connection that ended under it, or that it could not open in time. */
const lostMessages =
  /connection terminated|not queryable|timeout exceeded when trying to connect|connection error/i;

/** True when `error` is about the connection, not the statement: the same statement may work on another. */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (lostStates.has(code) || code.startsWith('08') || socketCodes.has(code))) {
    return true;
  }
  return lostMessages.test(error.message);
}
