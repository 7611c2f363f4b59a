import { type StartOptions, startServer } from '../start.ts';
import { openTestDatabase } from './test-database.ts';

/** The server over HTTP on a free port, with dev tools and a fresh database (`openTestDatabase`). */
export async function startTestServer(options: Omit<StartOptions, 'db' | 'dataDir' | 'port'> = {}) {
  return startServer({ port: 0, db: await openTestDatabase(), devTools: true, log: false, ...options });
}
