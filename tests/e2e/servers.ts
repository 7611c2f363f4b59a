/**
 * The suite's reference API: one server per worker, each on its own port with its own database,
 * because every test starts by resetting the data, and each with a sandbox payment provider of its
 * own (its webhooks go to that server). Worker N talks to the server on the configured port + N. The
 * providers, then the production project's provider and API (dev tools off, `npm run serve`), take
 * the ports from E2E_PSP_PORT (default E2E_PORT + 30) to E2E_PSP_PORT + WORKERS + 1.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const FIRST_SERVER = `http://localhost:${FIRST_PORT}`;

const FIRST_PSP_PORT = Number(process.env.E2E_PSP_PORT ?? FIRST_PORT + 30);
/** The sandbox provider of worker `index`'s server. */
export const sandboxPort = (index: number) => FIRST_PSP_PORT + index;
export const PRODUCTION_SANDBOX_PORT = FIRST_PSP_PORT + WORKERS;
export const PRODUCTION_PORT = PRODUCTION_SANDBOX_PORT + 1;
export const PRODUCTION_SERVER = `http://localhost:${PRODUCTION_PORT}`;

/** The sandbox's keys in the suite (each sandbox process has them; nothing outside the run reaches it). */
export const SUITE_PSP_KEYS = {
  PSP_PUBLIC_KEY: 'pk_test_e2e',
  PSP_SECRET_KEY: 'sk_test_e2e',
  PSP_WEBHOOK_SECRET: 'whsec_e2e',
};

/**
 * A sandbox payment provider on `port`, for the shop at `shopPort` (its pages tokenize, its API gets
 * the webhooks) and at `alsoServedAt` (more processes of the same shop, whose pages tokenize too).
 */
export const sandbox = (port: number, shopPort: number, alsoServedAt: number[] = []) => ({
  command: 'tsx psp-sandbox/main.ts',
  url: `http://localhost:${port}/health`,
  reuseExistingServer: false,
  timeout: 30_000,
  env: {
    ...SUITE_PSP_KEYS,
    PSP_PORT: String(port),
    PSP_WEBHOOK_URL: `http://localhost:${shopPort}/api/payments/v1/webhooks`,
    PSP_ALLOWED_ORIGINS: [shopPort, ...alsoServedAt].map((at) => `http://localhost:${at}`).join(','),
    PSP_WEBHOOK_RETRY_MS: '200',
  },
});
/** What points an API at its sandbox. */
export const providerAt = (port: number) => ({ ...SUITE_PSP_KEYS, PSP_URL: `http://localhost:${port}` });

/** The configured `baseURL` (the first worker's server), moved to worker `parallelIndex`'s. */
export function workerServer(baseURL: string, parallelIndex: number): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + parallelIndex);
  return url.origin;
}
