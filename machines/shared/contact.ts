/** Pure checks of what a person types as an e-mail or a phone number. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Spec §5: "Full phone number is the country dial code joined with the phone number" (`+5511987654321`). */
export function fullPhoneNumber(dialCode: string, number: string): string {
  return `+${digitsOf(dialCode)}${digitsOf(number)}`;
}

/** E.164 allows at most 15 digits; no country has subscriber numbers under 8 with its code. */
export function isPhoneNumber(fullNumber: string): boolean {
  const digits = digitsOf(fullNumber);
  return digits.length >= 8 && digits.length <= 15;
}
