/** Brazil's taxpayer id (CPF): what the forms, the machines and the reference API all accept. */

/** CPF check digit over the digits so far: weights count down to 2 from their length + 1. */
function checkDigit(digits: string): number {
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (digits.length + 1 - index),
    0,
  );
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The 11-digit CPF whose first nine digits are `base`. */
export function withCheckDigits(base: string): string {
  const ten = base + checkDigit(base);
  return ten + checkDigit(ten);
}

export const cpfDigits = (value: string) => value.replace(/\D/g, '');

/**
 * A CPF, masked or not, of 11 digits not all alike (000.000.000-00 passes the arithmetic) whose two
 * check digits are right.
 */
export function isValidCpf(typed: string): boolean {
  const digits = cpfDigits(typed);
  return (
    digits.length === 11 && !/^(\d)\1{10}$/.test(digits) && withCheckDigits(digits.slice(0, 9)) === digits
  );
}

/** 11 digits as people write a CPF (390.533.447-05); anything else as it is. */
export function formatCpf(value: string): string {
  const digits = cpfDigits(value);
  return digits.length === 11
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : value;
}
