// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessages } from '../api/error-messages.ts';
import { parseLocaleCookie, resolveLocale, serializeLocaleCookie, setLocale } from './locale.ts';

describe('parseLocaleCookie', () => {
  it.each`
    cookies                            | locale
    ${'locale=pt-BR'}                  | ${'pt-BR'}
    ${'theme=dark; locale=en-US; a=b'} | ${'en-US'}
    ${'  locale = pt-BR '}             | ${'pt-BR'}
    ${'locale=fr-FR'}                  | ${undefined}
    ${'locale='}                       | ${undefined}
    ${'mylocale=pt-BR'}                | ${undefined}
    ${''}                              | ${undefined}
  `('reads "$cookies" as $locale', ({ cookies, locale }) => {
    expect(parseLocaleCookie(cookies)).toBe(locale);
  });
});

describe('resolveLocale', () => {
  it('prefers the cookie', () => {
    expect(resolveLocale('locale=en-US', 'pt-BR')).toBe('en-US');
  });

  it('falls back to the configured default', () => {
    expect(resolveLocale('locale=xx', 'pt-BR')).toBe('pt-BR');
    expect(resolveLocale('', 'en-US')).toBe('en-US');
  });
});

it('serializes a cookie kept for 365 days on every path', () => {
  expect(serializeLocaleCookie('pt-BR')).toBe('locale=pt-BR; max-age=31536000; path=/; SameSite=Lax');
});

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
