import { describe, expect, it } from 'vitest';
import { configOf } from './config-of-env.ts';

describe('the configuration of a build’s environment', () => {
  it('takes the brand’s variables', () => {
    expect(
      configOf({
        VITE_API_URL: 'https://api.example.com',
        VITE_COMPANY: 'acme',
        VITE_BRAND: 'acme-burger',
        VITE_APP_NAME: 'Acme Burger',
        VITE_DEFAULT_LOCALE: 'pt-BR',
        MODE: 'production',
        DEV: false,
      }),
    ).toEqual({
      apiUrl: 'https://api.example.com',
      company: 'acme',
      brand: 'acme-burger',
      appName: 'Acme Burger',
      defaultLocale: 'pt-BR',
      environment: 'production',
    });
  });

  it('falls back to the demo brand for what is unset or empty, and to English for an unknown locale', () => {
    expect(configOf({ VITE_COMPANY: '', VITE_DEFAULT_LOCALE: 'fr-FR', VITE_ENVIRONMENT: 'TEST' })).toEqual({
      apiUrl: '/api',
      company: 'brasa',
      brand: 'brasa-grill',
      appName: 'Brasa Grill',
      defaultLocale: 'en-US',
      environment: 'TEST',
    });
  });
});
