import { fromPromise } from 'xstate';
import { tableRegistrationMachine } from '../../../machines/table-registration/table-registration.machine.ts';
import type {
  ContactInput,
  SaveContactInput,
} from '../../../machines/table-registration/table-registration.types.ts';
import type { AccountUser } from '../../../machines/user/user.types.ts';
import { completeRegistration, updateMe } from '../../api/users.ts';
import { accountActions, explainRefusal } from './account-effects.ts';
import { contactCodeCalls, sendContactCode } from './contact-codes.ts';
import { provideVerification } from './verification.ts';

/**
 * The account takes a contact whose code was checked: the e-mail by `PATCH /users/me`, the phone by
 * `PATCH /users/complete-registration` (each spends the code; 409 when another account took it).
 */
function saveContact({ channel, destination, code }: SaveContactInput, signal: AbortSignal) {
  const saved =
    channel === 'email'
      ? updateMe({ email: destination, email_code: code, signal })
      : completeRegistration({ phone_number: destination, phone_code: code, signal });
  return saved.catch(explainRefusal);
}

/**
 * Spec §2 /table/registration-update with its real effects: the users API and the user store (each
 * saved detail is the user it now holds).
 */
export const providedTableRegistrationMachine = tableRegistrationMachine.provide({
  actors: {
    saveName: fromPromise<AccountUser, { name: string }>(({ input, signal }) =>
      updateMe({ name: input.name, signal }).catch(explainRefusal),
    ),
    sendContactCode: fromPromise<boolean, ContactInput>(({ input, signal }) =>
      sendContactCode(input, signal),
    ),
    verification: provideVerification(contactCodeCalls),
    saveContact: fromPromise<AccountUser, SaveContactInput>(({ input, signal }) =>
      saveContact(input, signal),
    ),
  },
  actions: { storeUser: accountActions.storeUser },
});
