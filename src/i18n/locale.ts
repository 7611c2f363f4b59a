import { isLocale, type Locale } from '../../contract/locales.ts';

const COOKIE = 'locale';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

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

export function resolveLocale(cookies: string, fallback: Locale): Locale {
  return parseLocaleCookie(cookies) ?? fallback;
}

/** The locale to start with: the visitor's choice, else the brand's default. */
export function currentLocale(brandDefault: Locale): Locale {
  return resolveLocale(document.cookie, brandDefault);
}
