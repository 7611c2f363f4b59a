import { config } from '../app/config.ts';
import { activateLocale } from './i18n.ts';

export const locales = ['pt-BR', 'en-US'] as const;
export type Locale = (typeof locales)[number];

const COOKIE = 'locale';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/** The locale kept in a `Cookie` header / `document.cookie` string, if it is one we support. */
export function parseLocaleCookie(cookies: string): Locale | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === COOKIE) return isLocale(value) ? value : undefined;
  }
  return undefined;
}

export function serializeLocaleCookie(locale: Locale): string {
  return `${COOKIE}=${locale}; max-age=${ONE_YEAR_IN_SECONDS}; path=/; SameSite=Lax`;
}

export function resolveLocale(cookies: string, fallback: Locale = config.defaultLocale): Locale {
  return parseLocaleCookie(cookies) ?? fallback;
}

/** The locale to start with: the visitor's choice, else the brand's default. */
export function currentLocale(): Locale {
  return resolveLocale(document.cookie);
}

/** The visitor's choice: kept for a year and applied at once. */
export async function setLocale(locale: Locale): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = serializeLocaleCookie(locale);
  await activateLocale(locale);
}
