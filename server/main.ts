import { existsSync, readFileSync } from 'node:fs';
import { log } from './ops/log.ts';
import { DEMO_TABLE_PATH, devToolsFromEnv, startServer } from './start.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const serveSpa = existsSync(distDir);
const devTools = devToolsFromEnv();
const server = await startServer({
  devTools,
  port: Number(process.env.PORT ?? 3000),
  dataDir: process.env.DATA_DIR,
  resetData: process.env.RESET_DATA === '1',
  serveSpa,
  distDir,
  // LOG_REQUESTS=0: no line per request (a load benchmark measures the API, not the terminal).
  log: process.env.LOG_REQUESTS !== '0',
  tls: tlsFromEnv(),
});

/** `TLS_CERT_FILE` and `TLS_KEY_FILE` (PEM): HTTPS and HTTP/2, as a phone's camera and production need. */
function tlsFromEnv() {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together');
  return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}

const devLines = devTools
  ? `
  Dev outbox         ${server.url}/dev/outbox   (e-mail and SMS codes land here)
  Dev tools ON       DEV_TOOLS=1: /api/dev/* lets anyone read codes, pay PIX charges and reset the
                     data — a demo, never a production setting`
  : '';
console.log(`
  Brasa Grill        ${server.url}${serveSpa ? '' : `   (API only: no ${distDir}/ — run \`npm run build\`)`}
  Demo table         ${server.url}${DEMO_TABLE_PATH}
  API description    ${server.url}/api/openapi.json${devLines}
`);

// Stopped (a deploy, a scale-in): requests under way are answered before the process ends.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await server.close();
    log.info('stopped');
    process.exit(0);
  });
}
