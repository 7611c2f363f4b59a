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
  /** Sign-in providers offered: only those with a client id show a button. */
  socialClientIds: Partial<Record<'google' | 'apple' | 'facebook', string>>;
}

const env = import.meta.env;

function locale(value: string | undefined): AppConfig['defaultLocale'] {
  return value === 'pt-BR' ? 'pt-BR' : 'en-US';
}

export const config: AppConfig = {
  apiUrl: env.VITE_API_URL || '/api',
  company: env.VITE_COMPANY || 'brasa',
  brand: env.VITE_BRAND || 'brasa-grill',
  appName: env.VITE_APP_NAME || 'Brasa Grill',
  defaultLocale: locale(env.VITE_DEFAULT_LOCALE),
  environment: env.VITE_ENVIRONMENT || env.MODE,
  socialClientIds: {
    google: env.VITE_GOOGLE_CLIENT_ID || undefined,
    apple: env.VITE_APPLE_CLIENT_ID || undefined,
    facebook: env.VITE_FACEBOOK_CLIENT_ID || undefined,
  },
};
