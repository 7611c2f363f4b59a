import { existsSync, readFileSync } from 'node:fs';
import { log } from './ops/log.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { providerFromEnv } from './payments/provider-from-env.ts';
import { startSandboxProcess } from './payments/sandbox-process.ts';
import { sandboxProvider } from './payments/sandbox-provider.ts';
import { DEMO_TABLE_PATH, devToolsFromEnv, startServer } from './start.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const serveSpa = existsSync(distDir);
const devTools = devToolsFromEnv();
const port = Number(process.env.PORT ?? 3000);
const tls = tlsFromEnv();

// PSP_SANDBOX=1 (`npm start`): the sandbox provider runs beside the API, unless PSP_URL names a provider.
const sandbox =
  process.env.PSP_SANDBOX === '1' && !process.env.PSP_URL
    ? await startSandboxProcess({
        port: Number(process.env.PSP_PORT ?? port + 10),
        shop: `${tls ? 'https' : 'http'}://localhost:${port}`,
        dataFile: process.env.PSP_DATA_FILE ?? '.data/psp-sandbox.json',
      })
    : undefined;
const provider: PaymentProvider = sandbox ? sandboxProvider(sandbox.settings) : providerFromEnv();

const server = await startServer({
  devTools,
  port,
  dataDir: process.env.DATA_DIR,
  resetData: process.env.RESET_DATA === '1',
  serveSpa,
  distDir,
  // LOG_REQUESTS=0: no line per request (a load benchmark measures the API, not the terminal).
  log: process.env.LOG_REQUESTS !== '0',
  tls: tls && { cert: readFileSync(tls.certFile, 'utf8'), key: readFileSync(tls.keyFile, 'utf8') },
  provider,
});

/** `TLS_CERT_FILE` and `TLS_KEY_FILE` (PEM): HTTPS and HTTP/2, as a phone's camera and production need. */
function tlsFromEnv() {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together');
  return { certFile, keyFile };
}

const payments = sandbox
  ? `sandbox ${sandbox.settings.url} (PSP_PORT)
  Sandbox bank       ${sandbox.settings.url}/bank   (pay PIX charges here, as the customer's bank)`
  : provider.browser
    ? `${process.env.PSP_URL} (PSP_URL)`
    : 'none: card and PIX payments answer 503 until PSP_URL names one (docs/production.md)';
const devLines = devTools
  ? `
  Dev outbox         ${server.url}/dev/outbox   (e-mail and SMS codes land here)
  Dev tools ON       DEV_TOOLS=1: /api/dev/* lets anyone read codes, move the clock and reset the
                     data — a demo, never a production setting`
  : '';
console.log(`
  Brasa Grill        ${server.url}${serveSpa ? '' : `   (API only: no ${distDir}/ — run \`npm run build\`)`}
  Demo table         ${server.url}${DEMO_TABLE_PATH}
  API description    ${server.url}/api/openapi.json
  Payment provider   ${payments}${devLines}
`);

// Stopped (a deploy, a scale-in): requests under way are answered before the process ends.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await server.close();
    await sandbox?.stop();
    log.info('stopped');
    process.exit(0);
  });
}
