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

/** 11 digits, not all alike (000.000.000-00 passes the arithmetic), with both check digits right. */
export function isValidCpf(digits: string): boolean {
  return (
    /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && withCheckDigits(digits.slice(0, 9)) === digits
  );
}
