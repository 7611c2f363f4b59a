import type { AppConfig } from './config-of-env.ts';

/** Written into the build from its environment (vite.config.ts): a literal, no lookup at run time. */
declare const __APP_CONFIG__: AppConfig;

/** The app's configuration (src/config-of-env.ts). */
export const config: AppConfig = __APP_CONFIG__;
