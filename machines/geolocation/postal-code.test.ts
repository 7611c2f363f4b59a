import { describe, expect, it } from 'vitest';
import { normalizePostalCode, POSTAL_CODE_MASK } from './postal-code.ts';

describe('CEP', () => {
  it.each([
    ['01310-100', '01310-100'],
    ['01310100', '01310-100'],
    [' 01310-100 ', '01310-100'],
    ['01.310-100', '01310-100'],
  ])('reads %j as %s', (typed, cep) => {
    expect(normalizePostalCode(typed)).toBe(cep);
  });

  it.each(['', '0131-0100x', '01310-10', '01310-1000', 'abcde-fgh', '01310-10a'])(
    'refuses %j: a CEP is 8 digits',
    (typed) => {
      expect(normalizePostalCode(typed)).toBeUndefined();
    },
  );

  it('masks as five digits, a dash and three digits', () => {
    expect(POSTAL_CODE_MASK.replace(/#/g, '0')).toBe('00000-000');
  });
});
