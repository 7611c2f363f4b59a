import { keptCookie } from '../../contract/cookies.ts';
import {
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  matchLocale,
  parseLocaleCookie,
} from '../../contract/locales.ts';

export function serializeLocaleCookie(locale: Locale): string {
  return keptCookie(LOCALE_COOKIE, locale);
}

/**
 * The locale kept for the visitor: the server writes its cookie into the page it serves
 * (`<html data-locale>`, empty without one), since reading `document.cookie` asks the browser
 * synchronously, tens of milliseconds at start-up; a page without it (the offline shell) reads the cookie.
 */
export function keptLocale(root: { dataset: DOMStringMap }, cookies: () => string): Locale | undefined {
  const served = root.dataset.locale;
  if (served === undefined) return parseLocaleCookie(cookies());
  return isLocale(served) ? served : undefined;
}

/** The locale to start with: the visitor's choice, else the phone's language if we speak it, else the brand's default. */
export function currentLocale(brandDefault: Locale): Locale {
  return (
    keptLocale(document.documentElement, () => document.cookie) ??
    matchLocale(navigator.languages ?? [navigator.language]) ??
    brandDefault
  );
}
