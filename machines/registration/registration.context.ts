import { errorKeyOf } from '../shared/error-key.ts';
import { isoDate } from './birthday.ts';
import { checkPersonalData, type PersonalData } from './personal-data.ts';
import type { RegisterDraft, RegistrationContext, RegistrationInput } from './registration.types.ts';

/** The empty draft (spec §3: iso defaults to BR), with what a completing user already has. */
export const initialContext = (input: RegistrationInput | undefined): RegistrationContext => ({
  iso: 'BR',
  email: '',
  name: '',
  birthday: '',
  phone_number: '',
  document: '',
  password: '',
  accepted_terms: false,
  accepted_notifications: false,
  external_id: undefined,
  auth_provider: undefined,
  ...input?.draft,
  emailCode: '',
  phoneCode: '',
  isToCompleteRegister: input?.isToCompleteRegister ?? false,
  dialCode: '+55',
  error: undefined,
  user: null,
  redirectTo: undefined,
  hasActiveTableSession: input?.hasActiveTableSession ?? false,
});

/** What `register` and `completeRegistration` send. */
export function draftOf(context: RegistrationContext): RegisterDraft {
  const { dialCode, error, user, redirectTo, hasActiveTableSession, ...draft } = context;
  return draft;
}

export const failure = ({ event }: { event: { error: unknown } }) => errorKeyOf(event.error);

/** Today: birthdays after it are refused. */
export const today = () => isoDate(Date.now());

export function dataProblem(data: PersonalData, on: string) {
  const checked = checkPersonalData(data, on);
  return checked.ok ? 'default' : checked.error;
}
