import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['pt-BR', 'en-US'],
  sourceLocale: 'en-US',
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
};

export default config;
