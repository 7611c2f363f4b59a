import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
  // Files without line numbers: an edit elsewhere in a file does not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
};

export default config;
