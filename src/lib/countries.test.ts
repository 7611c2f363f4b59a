import { describe, expect, it } from 'vitest';
import { countries, dialCodeOf, flagEmoji } from './countries.ts';

describe('countries', () => {
  it('lists about 240 regions with Brazil first', () => {
    const list = countries();
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list[0]).toEqual({ iso: 'BR', dialCode: '55', name: 'Brasil' });
  });

  it('names in the locale and sorts by name after Brazil', () => {
    const list = countries('pt-BR');
    const names = list.slice(1).map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
    expect(list.find((country) => country.iso === 'DE')?.name).toBe('Alemanha');
    expect(countries('en-US').find((country) => country.iso === 'DE')?.name).toBe('Germany');
  });

  it('gives each region its calling code', () => {
    const us = countries().find((country) => country.iso === 'US');
    expect(us?.dialCode).toBe('1');
    expect(dialCodeOf('pt')).toBe('351');
    expect(dialCodeOf('ZZ')).toBeUndefined();
  });

  it('spells flags with regional indicators', () => {
    expect(flagEmoji('BR')).toBe('🇧🇷');
    expect(flagEmoji('pt')).toBe('🇵🇹');
  });
});
