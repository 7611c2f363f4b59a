import { describe, expect, it, vi } from 'vitest';
import { matchLocale, parseLocaleCookie } from '../../contract/locales.ts';
import { keptLocale, serializeLocaleCookie } from './locale.ts';

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

describe('the kept locale', () => {
  it('is the one the server wrote into the page, without reading the cookie', () => {
    const cookies = vi.fn(() => 'locale=pt-BR');
    expect(keptLocale({ dataset: { locale: 'en-US' } }, cookies)).toBe('en-US');
    expect(cookies).not.toHaveBeenCalled();
  });

  it('is none when the server found no cookie, or one it does not speak', () => {
    const cookies = vi.fn(() => 'locale=en-US');
    expect(keptLocale({ dataset: { locale: '' } }, cookies)).toBeUndefined();
    expect(keptLocale({ dataset: { locale: 'fr-FR' } }, cookies)).toBeUndefined();
    expect(cookies).not.toHaveBeenCalled();
  });

  it("is the cookie's in a page the server did not write (the offline shell)", () => {
    expect(keptLocale({ dataset: {} }, () => 'a=b; locale=en-US')).toBe('en-US');
    expect(keptLocale({ dataset: {} }, () => '')).toBeUndefined();
  });
});

it('serializes a cookie kept for 365 days on every path', () => {
  expect(serializeLocaleCookie('pt-BR')).toBe('locale=pt-BR; max-age=31536000; path=/; SameSite=Lax');
});

describe("the phone's language (navigator.languages)", () => {
  it.each`
    languages                   | locale
    ${['en-US', 'pt-BR']}       | ${'en-US'}
    ${['en-GB']}                | ${'en-US'}
    ${['de-DE', 'pt-PT', 'en']} | ${'pt-BR'}
    ${['pt-br']}                | ${'pt-BR'}
    ${['de-DE', 'fr-FR']}       | ${undefined}
    ${[]}                       | ${undefined}
  `('reads $languages as $locale', ({ languages, locale }) => {
    expect(matchLocale(languages)).toBe(locale);
  });
});
