import { describe, expect, it } from 'vitest';
import { parseLocaleCookie, resolveLocale, serializeLocaleCookie } from './locale.ts';

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
