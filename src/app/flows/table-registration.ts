import { fromPromise } from 'xstate';
import { required } from '../../../machines/shared/required.ts';
import { tableRegistrationMachine } from '../../../machines/table-registration/table-registration.machine.ts';
import type {
  ContactInput,
  SaveContactInput,
  TableRegistrationInput,
} from '../../../machines/table-registration/table-registration.types.ts';
import { selectUser } from '../../../machines/user/user.selectors.ts';
import type { AccountUser } from '../../../machines/user/user.types.ts';
import { completeRegistration, updateMe } from '../../api/users.ts';
import type { RouterContext } from '../../router/guard-navigation.ts';
import type { TableActor } from '../table-actor.ts';
import { explainRefusal } from './account-effects.ts';
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
 * Spec §2 /table/registration-update with its real effects: the users API, the user store (each
 * saved detail is the user it now holds) and the table, told when the diner is done or skips.
 */
export function provideTableRegistrationMachine(actors: RouterContext, table: TableActor) {
  const { user } = actors;
  return tableRegistrationMachine.provide({
    actors: {
      saveName: fromPromise<AccountUser, { name: string }>(({ input, signal }) =>
        updateMe({ name: input.name, signal }).catch(explainRefusal),
      ),
      sendContactCode: fromPromise<boolean, ContactInput>(({ input, signal }) =>
        sendContactCode(input, signal),
      ),
      verification: provideVerification(actors, contactCodeCalls),
      saveContact: fromPromise<AccountUser, SaveContactInput>(({ input, signal }) =>
        saveContact(input, signal),
      ),
    },
    actions: {
      storeUser: (_, saved: AccountUser) => user.send({ type: 'user.loaded', user: saved }),
      notifyUpdated: () => table.send({ type: 'registration.updated' }),
      notifySkipped: () => table.send({ type: 'registration.skip' }),
    },
  });
}

/** The diner as the user store has them; the table sends only signed-in diners here. */
export function tableRegistrationInput({ user }: RouterContext): TableRegistrationInput {
  return { user: required(selectUser(user.getSnapshot()), 'table registration: the signed-in user') };
}
