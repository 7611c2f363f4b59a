import { i18n } from '@lingui/core';
import type { Locale } from '../../contract/locales.ts';
import { apiConfig } from '../api/client-config.ts';
import { serializeLocaleCookie } from './locale.ts';

/** Loads the locale's catalog (its own chunk), then switches the UI, `<html lang>` and the API language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  apiConfig.setAcceptLanguage(locale);
}

/** The visitor's choice: kept for a year and applied at once. */
export async function setLocale(locale: Locale): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = serializeLocaleCookie(locale);
  await activateLocale(locale);
}
