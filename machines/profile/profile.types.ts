import type { Locale } from '../../contract/locales.ts';
import type { RouteTag } from '../../contract/routes.ts';
import type { LegalText } from '../../contract/schemas/cms.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';
import type { AccountUser } from '../user/user.types.ts';
import type { ContactEvent } from './contact.types.ts';
import type { PrivacyRequestsEvent } from './privacy-requests.types.ts';

/** Spec §4 "Profile steps": 0 default, 1 personal information … 6 policy, in that order. */
export const PROFILE_STEPS = [
  'default',
  'personal',
  'contact',
  'credentials',
  'language',
  'terms',
  'policy',
] as const;
/** The steps, and the LGPD request centre beside them (`/profile/privacy`). */
export type ProfileStepId = (typeof PROFILE_STEPS)[number] | 'privacy';
export const PROFILE_PAGES: readonly ProfileStepId[] = [...PROFILE_STEPS, 'privacy'];

export type LegalDocument = 'terms' | 'policy';

/**
 * Spec §8 message keys "load terms", "load policy", "update user image"; a picture the browser could
 * not read is refused before anything is sent.
 */
export type ProfileErrorKey =
  | AccountErrorKey
  | 'loadTerms'
  | 'loadPolicy'
  | 'updateUserImage'
  | 'unreadableImage';

/** A chosen picture made ready for the upload: cropped square and resized, never the camera's file. */
export interface PreparedPicture {
  image: Blob;
  /** What the customer sees before saving (a data: URL). */
  preview: string;
}

export interface ProfileInput {
  /** Null for a visitor who only reads the terms or the policy (`/privacy/{id}` is for everyone). */
  user: AccountUser | null;
  /** The language chosen on step 4; the app's own until then. */
  locale?: Locale;
}

export interface ProfileContext {
  user: AccountUser | null;
  locale: Locale | undefined;
  /** The terms or policy the step shows, as the API has them. */
  legal: LegalText | undefined;
  error: ProfileErrorKey | undefined;
  /** The picture chosen on step 1, kept until it is saved or the step is left. */
  picture: PreparedPicture | undefined;
}

/** Personal information as typed: the birthday dd/mm/yyyy. The CPF is not edited here. */
export interface PersonalSubmit {
  name: string;
  birthday: string;
  acceptedNotifications: boolean;
}

export interface UpdateProfileInput {
  name: string;
  /** ISO date. */
  birthday: string;
  accepted_notifications: boolean;
}

export interface ChangePasswordInput {
  /** Required by the API when the account has a password. */
  current_password: string | undefined;
  password: string;
}

export type ProfileEvent =
  | { type: 'step.open'; step: ProfileStepId }
  /** A page of the profile entered by its address (`/profile/{step}`, `/privacy/{id}`). */
  | { type: 'page.entered'; pathname: string }
  | { type: 'step.back' }
  | ({ type: 'personal.submit' } & PersonalSubmit)
  /** A photo picked or taken on step 1 (the browser's file, any size). */
  | { type: 'picture.pick'; file: Blob }
  | { type: 'picture.discard' }
  | { type: 'password.submit'; current: string; password: string; confirmation: string }
  | { type: 'language.choose'; locale: Locale }
  | { type: 'legal.retry' }
  | Exclude<ContactEvent, { type: 'step.back' }>
  | PrivacyRequestsEvent;

/** For the app's toasts (spec §8 "success shows an update toast", §5 the password's success toast). */
export type ProfileEmitted = { type: 'profile.updated' } | { type: 'password.changed' };

export type ProfileTag = 'busy' | 'error' | `step:${ProfileStepId}` | RouteTag;
