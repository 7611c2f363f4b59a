/** Pure checks of what a person types as an e-mail or a phone number. */
import { PHONE_NUMBER } from '../../contract/phone-number.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Spec §5: "Full phone number is the country dial code joined with the phone number" (`+5511987654321`). */
export function fullPhoneNumber(dialCode: string, number: string): string {
  return `+${digitsOf(dialCode)}${digitsOf(number)}`;
}

/** A full number the API takes (E.164, 10 to 15 digits). */
export const isPhoneNumber = (fullNumber: string): boolean => PHONE_NUMBER.test(fullNumber.trim());
