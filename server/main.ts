import { existsSync } from 'node:fs';
import { DEMO_TABLE_PATH, startServer } from './start.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const serveSpa = existsSync(distDir);
const server = await startServer({
  port: Number(process.env.PORT ?? 3000),
  dataDir: process.env.DATA_DIR,
  resetData: process.env.RESET_DATA === '1',
  serveSpa,
  distDir,
  log: true,
});

console.log(`
  Brasa Grill        ${server.url}${serveSpa ? '' : `   (API only: no ${distDir}/ — run \`npm run build\`)`}
  Demo table         ${server.url}${DEMO_TABLE_PATH}
  Dev outbox         ${server.url}/dev/outbox   (e-mail and SMS codes land here)
  API description    ${server.url}/api/openapi.json
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  });
}
