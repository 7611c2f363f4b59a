// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLocaleCookie } from '../../contract/locales.ts';
import { errorMessages } from '../api/error-messages.ts';
import { setLocale } from './set-locale.ts';

describe('setLocale', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('keeps the choice in the cookie and switches the catalog and <html lang>', async () => {
    await setLocale('pt-BR');
    expect(parseLocaleCookie(document.cookie)).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.locale).toBe('pt-BR');
    expect(i18n._(errorMessages.default)).toBe('Algo deu errado. Tente novamente.');
  });

  it('switches back to English', async () => {
    await setLocale('pt-BR');
    await setLocale('en-US');
    expect(i18n._(errorMessages.default)).toBe('Something went wrong. Please try again.');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
