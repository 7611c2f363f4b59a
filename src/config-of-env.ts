/**
 * Build-time configuration (Vite env). A brand points the SPA at its own API
 * with these; the committed `.env` configures the demo brand.
 */
export interface AppConfig {
  apiUrl: string;
  company: string;
  brand: string;
  /** The auth name: the brand's name as shown to people (page title). */
  appName: string;
  defaultLocale: 'pt-BR' | 'en-US';
  /** `TEST` skips route guards (spec §2). */
  environment: string;
}

/**
 * The configuration of a build's environment variables (`loadEnv`, with the build's `MODE`), which
 * vite.config.ts writes into the app's code, the page and the manifest. Empty means unset.
 */
export function configOf(env: Readonly<Record<string, unknown>>): AppConfig {
  const text = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    apiUrl: text('VITE_API_URL') ?? '/api',
    company: text('VITE_COMPANY') ?? 'brasa',
    brand: text('VITE_BRAND') ?? 'brasa-grill',
    appName: text('VITE_APP_NAME') ?? 'Brasa Grill',
    defaultLocale: text('VITE_DEFAULT_LOCALE') === 'pt-BR' ? 'pt-BR' : 'en-US',
    environment: text('VITE_ENVIRONMENT') ?? text('MODE') ?? '',
  };
}
