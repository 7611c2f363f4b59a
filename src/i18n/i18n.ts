import { i18n } from '@lingui/core';
import type { Locale } from '../../contract/locales.ts';
import { apiConfig } from '../api/client-config.ts';

/** Loads the locale's catalog (its own chunk), then switches the UI, `<html lang>` and the API language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  apiConfig.setAcceptLanguage(locale);
}
