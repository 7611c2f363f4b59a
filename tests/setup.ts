import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';

// The server's log (pino) says only what went wrong while tests run.
process.env.LOG_LEVEL ??= 'warn';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

// Vitest does not clean Testing Library's DOM between tests unless globals are on.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
