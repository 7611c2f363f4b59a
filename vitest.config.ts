import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        exclude: ['tests/e2e/**', 'node_modules/**'],
        environment: 'node',
        // Most suites wait on a database, a server or a timer for much of their time: twice as many
        // workers as cores keep the cores busy.
        maxWorkers: availableParallelism() * 2,
        projects: [
          // The charts are pure and keep no state between files: one module graph serves them all,
          // instead of XState and the charts loaded again for each of a hundred files.
          { extends: true, test: { name: 'machines', include: ['machines/**/*.test.ts'], isolate: false } },
          // Each server suite opens an API of its own (openTestApp) and mocks or spies on nothing: one
          // module graph serves them all, instead of the server loaded again for each of sixty files.
          {
            extends: true,
            test: {
              name: 'server',
              include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'psp-sandbox/**/*.test.ts'],
              isolate: false,
            },
          },
          {
            extends: true,
            test: {
              name: 'app',
              include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            },
          },
        ],
        reporters: ['default', './tests/model/model-coverage-reporter.ts'],
        setupFiles: ['./tests/setup.ts'],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    }),
  ),
);
