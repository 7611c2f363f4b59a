import { fullPhoneNumber } from '../shared/contact.ts';
import { errorKeyOf } from '../shared/error-key.ts';
import type { VerificationChannel } from '../shared/verification.types.ts';
import type { AccountUser } from '../user/user.types.ts';
import { hasPhone } from '../user/user-facts.ts';
import type {
  TableDetail,
  TableRegistrationContext,
  TableRegistrationInput,
} from './table-registration.types.ts';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** What the table still needs of the diner (spec §4 "all table info"), in the order it is asked. */
export function missingDetails(user: AccountUser): TableDetail[] {
  const missing: [TableDetail, boolean][] = [
    ['name', !filled(user.name)],
    ['email', !filled(user.email)],
    ['phone', !hasPhone(user)],
  ];
  return missing.filter(([, isMissing]) => isMissing).map(([detail]) => detail);
}

export const initialContext = ({ user }: TableRegistrationInput): TableRegistrationContext => ({
  user,
  steps: missingDetails(user),
  name: user.name ?? '',
  email: '',
  // Spec §3: the country defaults to Brazil.
  phone: { iso: 'BR', dialCode: '55', number: '' },
  code: '',
  error: undefined,
});

/** Where the code of a channel goes: the typed e-mail, or the full phone number. */
export function destinationOf(context: TableRegistrationContext, channel: VerificationChannel): string {
  return channel === 'email' ? context.email : fullPhoneNumber(context.phone.dialCode, context.phone.number);
}

export const failure = ({ event }: { event: { error: unknown } }) => errorKeyOf(event.error);
