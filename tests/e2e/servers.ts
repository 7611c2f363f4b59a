/**
 * The suite's reference API: one server per worker, each on its own port with its own database,
 * because every test starts by resetting the data. Worker N talks to the server on the configured
 * port + N.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const FIRST_SERVER = `http://localhost:${FIRST_PORT}`;

/** The configured `baseURL` (the first worker's server), moved to worker `parallelIndex`'s. */
export function workerServer(baseURL: string, parallelIndex: number): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + parallelIndex);
  return url.origin;
}
