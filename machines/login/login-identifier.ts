import { digitsOf, isEmail } from '../shared/contact.ts';

const BRAZIL_DIAL_CODE = '55';

/**
 * Spec §5: "a valid e-mail is sent as is. Otherwise it is a phone-like value with the Brazil country
 * prefix prepended. Username and password are trimmed." A number already carrying +55 (12–13 digits
 * with it) keeps it; a value with no digits at all is sent trimmed, for the server to refuse.
 */
export function toLoginIdentifier(raw: string): string {
  const trimmed = raw.trim();
  if (isEmail(trimmed)) return trimmed;
  const digits = digitsOf(trimmed);
  if (digits === '') return trimmed;
  const prefixed = digits.startsWith(BRAZIL_DIAL_CODE) && digits.length >= 12 && digits.length <= 13;
  return prefixed ? `+${digits}` : `+${BRAZIL_DIAL_CODE}${digits}`;
}
