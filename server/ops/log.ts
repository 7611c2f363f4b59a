import pino from 'pino';

/**
 * The process's structured log: one JSON object a line on stdout, for the platform to collect.
 * `LOG_LEVEL` (info) sets how much; the test setup quiets it to warnings.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'brasa-api' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
