import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactErrorKey } from '../../../machines/profile/contact.types.ts';
import type { PrivacyErrorKey } from '../../../machines/profile/privacy-requests.types.ts';
import type { ProfileErrorKey } from '../../../machines/profile/profile.types.ts';
import type { AccountErrorKey } from '../../../machines/shared/error-key.ts';
import { accountMessage } from '../../api/account-messages.ts';
import { errorMessages } from '../../api/error-messages.ts';

type ProfilePageErrorKey = ProfileErrorKey | ContactErrorKey | PrivacyErrorKey;

/** The profile's own message ids; the account flows' and the catalogue's (spec §8) otherwise. */
const profileMessages: Partial<Record<ProfilePageErrorKey, MessageDescriptor>> = {
  loadTerms: errorMessages.loadTermsFailed,
  loadPolicy: errorMessages.loadPolicyFailed,
  emailLocked: msg`This account's e-mail comes from how you sign in and cannot be changed here.`,
  orderInProgress: msg`You have an order on its way. Ask again once it is delivered.`,
};

export function profileMessage(key: ProfilePageErrorKey): MessageDescriptor {
  return (
    profileMessages[key] ?? accountMessage(key as Exclude<ProfilePageErrorKey, keyof typeof profileMessages>)
  );
}

/** A form step's error: the legal texts' keys belong to steps 5 and 6, never to a form. */
export const formErrorOf = (key: ProfileErrorKey | undefined): AccountErrorKey | undefined =>
  key === 'loadTerms' || key === 'loadPolicy' ? 'default' : key;
