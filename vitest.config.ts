import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (Node 21+).
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: [
        'contract/**/*.test.ts',
        'src/**/*.test.{ts,tsx}',
        'machines/**/*.test.ts',
        'server/**/*.test.ts',
        'tests/**/*.test.{ts,tsx}',
        'scripts/**/*.test.ts',
      ],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      reporters: ['default', './tests/model/model-coverage-reporter.ts'],
      setupFiles: ['./tests/setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
