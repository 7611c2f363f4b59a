import { createServer } from 'vite';
import { DEMO_TABLE_PATH, startServer } from './start.ts';

const port = Number(process.env.PORT ?? 3000);
// Development on this machine: the dev tools are part of it.
const api = await startServer({ port: port + 1, log: true, devTools: true });
const vite = await createServer({
  server: {
    port,
    strictPort: true,
    proxy: { '^/api/': api.url, '^/dev/': api.url },
  },
});
await vite.listen();

console.log(`
  Brasa Grill (Vite)  http://localhost:${port}
  Demo table          http://localhost:${port}${DEMO_TABLE_PATH}
  Dev outbox          http://localhost:${port}/dev/outbox
  API                 ${api.url}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await vite.close();
    await api.close();
    process.exit(0);
  });
}
