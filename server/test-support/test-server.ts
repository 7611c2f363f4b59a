import { createServer } from 'node:net';
import { sandboxProvider } from '../payments/sandbox-provider.ts';
import { type StartOptions, startServer } from '../start.ts';
import { openPaymentSandbox, sandboxKeys } from './payment-sandbox.ts';
import { openTestDatabase } from './test-database.ts';

/** A port nothing listens on now (the sandbox provider must know the API's address before it starts). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/**
 * The server over HTTP on a free port, with dev tools, a fresh database (`openTestDatabase`) and the
 * sandbox payment provider beside it (`psp`).
 */
export async function startTestServer(options: Omit<StartOptions, 'db' | 'dataDir' | 'port'> = {}) {
  const port = await freePort();
  const psp = await openPaymentSandbox(`http://localhost:${port}`);
  const server = await startServer({
    port,
    db: await openTestDatabase(),
    devTools: true,
    log: false,
    provider: sandboxProvider({ url: psp.url, ...sandboxKeys }),
    ...options,
  });
  return {
    ...server,
    psp,
    async close() {
      await server.close();
      await psp.close();
    },
  };
}
