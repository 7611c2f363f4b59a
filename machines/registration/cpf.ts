import { digitsOf } from '../shared/contact.ts';

function checkDigit(digits: number[]): number {
  const weight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF (masked or not) whose two check digits match; repeated digits (111.111.111-11) are refused. */
export function isValidCpf(typed: string): boolean {
  const text = digitsOf(typed);
  if (text.length !== 11 || /^(\d)\1{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return first === digits[9] && second === digits[10];
}
