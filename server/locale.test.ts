import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locale.ts';

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
