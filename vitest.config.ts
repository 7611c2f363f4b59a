import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['./tests/setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
