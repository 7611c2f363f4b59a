import { digitsOf } from '../shared/contact.ts';

/** Spec §5 "Input masks: # digit": the CEP field's mask. */
export const POSTAL_CODE_MASK = '#####-###';

const CEP_DIGITS = 8;

/** A typed CEP as `00000-000` when it has exactly 8 digits (with or without the dash), else undefined. */
export function normalizePostalCode(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[\d\s.-]*$/.test(trimmed)) return undefined;
  const digits = digitsOf(trimmed);
  return digits.length === CEP_DIGITS ? `${digits.slice(0, 5)}-${digits.slice(5)}` : undefined;
}
