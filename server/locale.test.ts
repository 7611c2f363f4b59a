import { describe, expect, it } from 'vitest';
import { negotiateLocale, preferredLocale } from './locale.ts';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['pt-PT', 'pt-BR'],
    ['fr-FR, en;q=0.5, pt;q=0.8', 'pt-BR'],
    ['de-DE', 'pt-BR'],
    ['en;q=0, pt-BR;q=0.1', 'pt-BR'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('preferredLocale', () => {
  it.each([
    [undefined, undefined],
    ['*', undefined],
    ['de-DE, fr;q=0.8', undefined],
    ['en-AU', 'en-US'],
    ['fr-FR, pt;q=0.5, en;q=0.4', 'pt-BR'],
  ])('%s → %s (none: the brand default decides)', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});
