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
  updateUserImage: msg`Your photo could not be saved. Try again or choose another one.`,
  unreadableImage: msg`This file could not be opened as a photo. Choose a JPEG, PNG or WebP picture.`,
};

export function profileMessage(key: ProfilePageErrorKey): MessageDescriptor {
  return (
    profileMessages[key] ?? accountMessage(key as Exclude<ProfilePageErrorKey, keyof typeof profileMessages>)
  );
}

type PictureErrorKey = Extract<ProfileErrorKey, 'updateUserImage' | 'unreadableImage'>;

const isPictureError = (key: ProfileErrorKey | undefined): key is PictureErrorKey =>
  key === 'updateUserImage' || key === 'unreadableImage';

/**
 * A form step's error: the legal texts' keys belong to steps 5 and 6, never to a form; the picture's
 * are shown beside the picture.
 */
export const formErrorOf = (key: ProfileErrorKey | undefined): AccountErrorKey | undefined =>
  key === 'loadTerms' || key === 'loadPolicy' ? 'default' : isPictureError(key) ? undefined : key;

/** Step 1's picture error, shown beside the picture. */
export const pictureErrorOf = (key: ProfileErrorKey | undefined): PictureErrorKey | undefined =>
  isPictureError(key) ? key : undefined;
