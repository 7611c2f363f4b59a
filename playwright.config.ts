import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.ts';
import { OIDC_ISSUER, socialEnvironment } from './tests/e2e/oidc-issuer.ts';
import {
  FIRST_PORT,
  FIRST_SERVER,
  PRODUCTION_PORT,
  PRODUCTION_SANDBOX_PORT,
  PRODUCTION_SERVER,
  providerAt,
  sandbox,
  sandboxPort,
  WORKERS,
  workerServer,
} from './tests/e2e/servers.ts';
import { TABLE_QR_VIDEO } from './tests/e2e/table-camera-video.ts';

const chromium = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS };

/** Chromium's fake camera plays the demo table's QR code (made by global setup). */
const camera = {
  ...chromium,
  args: [
    ...chromium.args,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${TABLE_QR_VIDEO}`,
  ],
};
const cameraSpecs = /table-camera\.spec\.ts/;
/** Against the production start: dev tools off, the built app, the sandbox provider as a service. */
const productionSpecs = /production\/.*\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Every test starts from freshly reset data (fixtures.ts), so any worker can take any test.
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // The first worker's server; each worker's own is the `baseURL` fixture's (fixtures.ts).
    baseURL: FIRST_SERVER,
    locale: 'pt-BR',
    // A trace costs a run about a tenth of its time; CI keeps none of them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The service worker serves the app's files from its cache: a flow's spec sees the network as it is.
    // The installable-app spec allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [cameraSpecs, productionSpecs],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'pixel7',
      testIgnore: [cameraSpecs, productionSpecs],
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium },
    },
    {
      name: 'camera',
      testMatch: cameraSpecs,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: camera },
    },
    {
      // One server with no reset between tests: a file's tests run in order, on one worker.
      name: 'production',
      testMatch: productionSpecs,
      fullyParallel: false,
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        launchOptions: chromium,
        baseURL: PRODUCTION_SERVER,
      },
    },
  ],
  // The suite runs against the built app (npm test builds first), on fresh databases.
  webServer: [
    // The sign-in providers' issuer (a real OpenID provider): the servers check tokens against it.
    {
      command: 'tsx scripts/oidc-issuer.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...Array.from({ length: WORKERS }, (_, index) => ({
      command: 'tsx server/main.ts',
      url: `${workerServer(FIRST_SERVER, index)}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // One data folder per port: suites on different ports can run side by side.
      // The suites read codes from the outbox and move the clock through the dev tools.
      env: {
        PORT: String(FIRST_PORT + index),
        DATA_DIR: `.data/e2e-${FIRST_PORT + index}`,
        RESET_DATA: '1',
        DEV_TOOLS: '1',
        // As behind a proxy: a suite tells clients apart by X-Forwarded-For (the sign-in's limits).
        TRUST_PROXY: '1',
        ...socialEnvironment(),
        ...providerAt(sandboxPort(index)),
      },
    })),
    ...Array.from({ length: WORKERS }, (_, index) => sandbox(sandboxPort(index), FIRST_PORT + index)),
    sandbox(PRODUCTION_SANDBOX_PORT, PRODUCTION_PORT),
    {
      // As a brand runs it: its data loaded first, then `npm run serve` (dev tools off).
      command: 'tsx tests/e2e/production/production-data.ts && npm run serve',
      url: `${PRODUCTION_SERVER}/api/health`,
      reuseExistingServer: false,
      // The data is loaded first (a fresh database: initdb, migrations, seed), then the server starts.
      timeout: 120_000,
      env: {
        PORT: String(PRODUCTION_PORT),
        DATA_DIR: `.data/e2e-production-${PRODUCTION_PORT}`,
        NODE_ENV: 'production',
        LOG_REQUESTS: '0',
        ...providerAt(PRODUCTION_SANDBOX_PORT),
      },
    },
  ],
});
