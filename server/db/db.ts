/** The slice of SQL every store (PGlite or PostgreSQL) offers: rows out, no driver types leaking. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, the wipe). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` on each `NOTIFY channel` from any process on this database, and once more
   * whenever the listening connection came back after a loss (notices may have been missed).
   * Answers the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** A pool's connections now (PostgreSQL); an embedded database has none. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** False while connecting to the server fails. */
  reachable: boolean;
}
