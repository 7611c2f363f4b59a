import type { Locale } from '../../contract/locales.ts';
import { activateLocale } from './i18n.ts';
import { serializeLocaleCookie } from './locale.ts';

/** The visitor's choice: kept for a year and applied at once (the language switch, the profile). */
export async function setLocale(locale: Locale): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = serializeLocaleCookie(locale);
  await activateLocale(locale);
}
