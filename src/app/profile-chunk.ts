import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import type { Locale } from '../../contract/locales.ts';
import type { LegalText } from '../../contract/schemas/cms.ts';
import type { PrivacyRequest } from '../../contract/schemas/privacy.ts';
import { contactMachine } from '../../machines/profile/contact.machine.ts';
import type { ContactTarget, SaveContactInput } from '../../machines/profile/contact.types.ts';
import { privacyRequestsMachine } from '../../machines/profile/privacy-requests.machine.ts';
import type { CreateRequestInput } from '../../machines/profile/privacy-requests.types.ts';
import { profileMachine } from '../../machines/profile/profile.machine.ts';
import type {
  ChangePasswordInput,
  LegalDocument,
  PreparedPicture,
  UpdateProfileInput,
} from '../../machines/profile/profile.types.ts';
import type { AccountUser } from '../../machines/user/user.types.ts';
import { fetchPolicy, fetchTerms } from '../api/cms.ts';
import { createPrivacyRequest, fetchPrivacyRequests } from '../api/privacy.ts';
import { putMe, updateMe } from '../api/users.ts';
import { setLocale } from '../i18n/set-locale.ts';
import { toast } from '../ui/toast/toast-store.ts';
import { accountActions, explainRefusal } from './flows/account-effects.ts';
import { contactCodeCalls, sendContactCode } from './flows/contact-codes.ts';
import { squarePicture } from './flows/square-picture.ts';
import { provideVerification } from './flows/verification.ts';
import { privacyAnnouncement } from './privacy-announcement.ts';

interface System {
  system: { get(systemId: string): { send(event: unknown): void } | undefined };
}

const messages = {
  updated: msg`Your profile was updated.`,
  passwordChanged: msg`Your password was changed. Sign in again with the new one.`,
};

/** A new contact whose code was checked, saved on the account (the API spends the code; 409 when taken). */
function saveContact({ channel, destination, code }: SaveContactInput, signal: AbortSignal) {
  const saved =
    channel === 'email'
      ? updateMe({ email: destination, email_code: code, signal })
      : updateMe({ phone_number: destination, phone_code: code, signal });
  return saved.catch(explainRefusal);
}

/** The prepared picture as the multipart `image` of PUT users/me. */
function uploadPicture(image: Blob, signal: AbortSignal) {
  const form = new FormData();
  form.set('image', image, 'profile.jpg');
  return putMe({ form, signal });
}

/** Step 2 with the users API: the code goes to the new contact, is checked, then the contact saved. */
const providedContactMachine = contactMachine.provide({
  actors: {
    checkContact: fromPromise<boolean, ContactTarget>(({ input, signal }) => sendContactCode(input, signal)),
    verification: provideVerification(contactCodeCalls),
    saveContact: fromPromise<AccountUser, SaveContactInput>(({ input, signal }) =>
      saveContact(input, signal),
    ),
  },
});

/** The request centre with the privacy API; a request made is confirmed with its protocol and state. */
const providedPrivacyRequestsMachine = privacyRequestsMachine.provide({
  actors: {
    loadRequests: fromPromise<PrivacyRequest[], undefined>(({ signal }) => fetchPrivacyRequests({ signal })),
    createRequest: fromPromise<PrivacyRequest, CreateRequestInput>(({ input, signal }) =>
      createPrivacyRequest({ ...input, signal }),
    ),
  },
  actions: {
    announce: (_, request: PrivacyRequest) => toast.success(i18n._(privacyAnnouncement(request))),
  },
});

const legalTexts: Record<LegalDocument, (call: { signal: AbortSignal }) => Promise<LegalText>> = {
  terms: fetchTerms,
  policy: fetchPolicy,
};

/**
 * The profile (spec §4 steps 0–6) and the LGPD request centre with their real effects: the users,
 * content and privacy APIs, the user store, the language cookie, the session. A chunk of its own,
 * loaded with the profile's pages.
 */
export const profileLogic = () =>
  profileMachine.provide({
    actors: {
      updateProfile: fromPromise<AccountUser, UpdateProfileInput>(({ input, signal }) =>
        updateMe({ ...input, signal }).catch(explainRefusal),
      ),
      preparePicture: fromPromise<PreparedPicture, Blob>(({ input }) => squarePicture(input)),
      savePicture: fromPromise<AccountUser, Blob>(({ input, signal }) => uploadPicture(input, signal)),
      changePassword: fromPromise<unknown, ChangePasswordInput>(({ input, signal }) =>
        updateMe({ password: input.password, current_password: input.current_password, signal }).catch(
          explainRefusal,
        ),
      ),
      loadLegal: fromPromise<LegalText, LegalDocument>(({ input, signal }) => legalTexts[input]({ signal })),
      contact: providedContactMachine,
      privacyRequests: providedPrivacyRequestsMachine,
    },
    actions: {
      storeUser: accountActions.storeUser,
      applyLocale: ({ system }: System, locale: Locale) =>
        void setLocale(locale).then(() => system.get('startup')?.send({ type: 'startup.reload' })),
      logout: ({ system }: System) => system.get('session')?.send({ type: 'session.logout', navigate: true }),
      announceUpdate: () => toast.success(i18n._(messages.updated)),
      announcePasswordChange: () => toast.success(i18n._(messages.passwordChanged)),
    },
  });
