import { configOf } from './config-of-env.ts';

/** The app's configuration, from its build's environment (src/config-of-env.ts). */
export const config = configOf(import.meta.env);
