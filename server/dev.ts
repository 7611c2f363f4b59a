import { createServer } from 'vite';
import { startSandboxProcess } from './payments/sandbox-process.ts';
import { sandboxProvider } from './payments/sandbox-provider.ts';
import { DEMO_TABLE_PATH, startServer } from './start.ts';

const port = Number(process.env.PORT ?? 3000);
// Development on this machine: the dev tools and the sandbox payment provider are part of it.
const sandbox = await startSandboxProcess({
  port: Number(process.env.PSP_PORT ?? port + 10),
  shop: `http://localhost:${port}`,
  dataFile: process.env.PSP_DATA_FILE ?? '.data/psp-sandbox.json',
});
const api = await startServer({
  port: port + 1,
  log: true,
  devTools: true,
  provider: sandboxProvider(sandbox.settings),
});
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
  PSP sandbox         ${sandbox.settings.url}   (PSP_PORT; its bank pays PIX charges: ${sandbox.settings.url}/bank)
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await vite.close();
    await api.close();
    await sandbox.stop();
    process.exit(0);
  });
}
