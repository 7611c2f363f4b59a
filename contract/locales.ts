import { cookieValue } from './cookies.ts';

/** The languages the product speaks (spec §1): the SPA's catalogs and the reference API's texts. */
export const locales = ['pt-BR', 'en-US'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/** The visitor's choice of language, kept by the page in a cookie the server reads too. */
export const LOCALE_COOKIE = 'locale';

/** The locale kept in a `Cookie` header / `document.cookie` string, if it is one we support. */
export function parseLocaleCookie(cookies: string): Locale | undefined {
  const value = cookieValue(cookies, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}
