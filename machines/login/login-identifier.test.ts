import { describe, expect, it } from 'vitest';
import { toLoginIdentifier } from './login-identifier.ts';

describe('"Login identifier: a valid e-mail is sent as is. Otherwise … the Brazil country prefix prepended."', () => {
  it.each([
    ['an e-mail, trimmed', '  ana@example.com ', 'ana@example.com'],
    ['a masked mobile number', '(11) 98765-4321', '+5511987654321'],
    ['a landline', '11 3456-7890', '+551134567890'],
    ['a number already with +55', '+55 11 98765-4321', '+5511987654321'],
    ['a number already with 55, no plus', '5511987654321', '+5511987654321'],
    ['a 12-digit number with 55', '551134567890', '+551134567890'],
    ['a local number from area code 55 keeps its own digits', '55987654321', '+5555987654321'],
    ['something that is neither, trimmed', ' ana ', 'ana'],
  ])('%s', (_, raw, expected) => {
    expect(toLoginIdentifier(raw)).toBe(expected);
  });
});
