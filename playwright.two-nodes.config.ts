import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.ts';
import { providerAt, sandbox } from './tests/e2e/servers.ts';

/**
 * Two API processes on one PostgreSQL behave as one: the table's two diners, each on a phone served
 * by another process (`TABLE_SECOND_NODE`), share a bill, pay by card and PIX and see each other's
 * payments. `E2E_DATABASE_URL` names the database (reset by the first process); the app must be
 * built. `npx playwright test -c playwright.two-nodes.config.ts`.
 */
const database = process.env.E2E_DATABASE_URL ?? 'postgres://brasa:brasa@127.0.0.1:5432/brasa_e2e';
const [first, second] = [Number(process.env.E2E_PORT ?? 4614), Number(process.env.E2E_SECOND_PORT ?? 4615)];
// One provider account for the deployment: its webhooks reach the first process.
const pspPort = Number(process.env.E2E_PSP_PORT ?? second + 1);
const node = (port: number, reset: boolean) => ({
  command: 'tsx server/main.ts',
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    DATABASE_URL: database,
    DEV_TOOLS: '1',
    ...providerAt(pspPort),
    // The first process migrates and seeds; the second starts on what it left.
    ...(reset ? { RESET_DATA: '1' } : {}),
  },
});
// The test workers inherit it: the second diner's phone opens the app there.
process.env.TABLE_SECOND_NODE = `http://localhost:${second}`;

export default defineConfig({
  ...base,
  testMatch: /\/table\.spec\.ts$/,
  grep: /two diners share table 7/,
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${first}` },
  projects: [
    {
      name: 'pixel7',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  // Started one after the other: the second waits for the first to answer.
  webServer: [sandbox(pspPort, first, [second]), node(first, true), node(second, false)],
});
