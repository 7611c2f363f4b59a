// The customer's profile: steps 0 to 6 (personal data and picture, contact, password, language, terms, policy).
// Spec §3 User image; §4 "Profile steps"; §5 a password update logs out; §8 403, "update user image".
import { assign, emit, forwardTo, setup } from 'xstate';
import type { Locale } from '../../contract/locales.ts';
import type { LegalText } from '../../contract/schemas/cms.ts';
import { isoDate, parseBirthday } from '../registration/birthday.ts';
import { errorKeyOf } from '../shared/error-key.ts';
import { passwordProblem } from '../shared/password-policy.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type { AccountUser } from '../user/user.types.ts';
import { contactMachine } from './contact.machine.ts';
import { legalStep } from './legal-step.ts';
import { privacyRequestsMachine } from './privacy-requests.machine.ts';
import { profileStepOf } from './profile.pages.ts';
import {
  type ChangePasswordInput,
  type LegalDocument,
  PROFILE_PAGES,
  type PreparedPicture,
  type ProfileContext,
  type ProfileEmitted,
  type ProfileErrorKey,
  type ProfileEvent,
  type ProfileInput,
  type ProfileStepId,
  type ProfileTag,
  type UpdateProfileInput,
} from './profile.types.ts';

const failure = ({ event }: { event: { error: unknown } }) => errorKeyOf(event.error);
/** Spec §8 "update user image": a refused picture says so; a lost connection says that. */
const pictureFailure = ({ event }: { event: { error: unknown } }) => {
  const key = errorKeyOf(event.error);
  return key === 'default' ? 'updateUserImage' : key;
};
const savedUser = [
  { type: 'storeSavedUser', params: ({ event }: { event: { output: AccountUser } }) => event.output },
  { type: 'storeUser', params: ({ event }: { event: { output: AccountUser } }) => event.output },
] as const;
const back = { 'step.back': '#profile.default' } as const;

const openStep = PROFILE_PAGES.map((step) => ({
  guard: { type: 'isStep', params: step } as const,
  target: `.${step}`,
  actions: ['clearError', 'clearLegal'] as const,
}));

/** What personal information a submit carries, checked; undefined when it cannot be sent. */
function personalUpdate(event: ProfileEvent): UpdateProfileInput | undefined {
  if (event.type !== 'personal.submit') return undefined;
  const name = event.name.trim().replace(/\s+/g, ' ');
  const birthday = parseBirthday(event.birthday, isoDate(Date.now()));
  return name && birthday
    ? { name, birthday, accepted_notifications: event.acceptedNotifications }
    : undefined;
}

const passwordChange = (event: ProfileEvent): ChangePasswordInput | undefined =>
  event.type === 'password.submit'
    ? { current_password: event.current || undefined, password: event.password }
    : undefined;

/**
 * The customer's profile (spec §4 "Profile steps" 0–6; §5 a password update logs out after a
 * success toast; §8 403 → invalid password, a failed update shows its message and keeps the
 * form — and a refused picture keeps the picture) and the LGPD request centre. Contact changes and privacy requests are child charts.
 */
export const profileMachine = setup({
  types: {} as {
    context: ProfileContext;
    events: ProfileEvent;
    input: ProfileInput;
    emitted: ProfileEmitted;
    tags: ProfileTag;
  },
  actors: {
    updateProfile: provided<AccountUser, UpdateProfileInput>('profile', 'updateProfile'),
    /** Crops the photo square and resizes it in the browser. */
    preparePicture: provided<PreparedPicture, Blob>('profile', 'preparePicture'),
    /** Uploads the prepared picture (multipart PUT users/me). */
    savePicture: provided<AccountUser, Blob>('profile', 'savePicture'),
    changePassword: provided<unknown, ChangePasswordInput>('profile', 'changePassword'),
    loadLegal: provided<LegalText, LegalDocument>('profile', 'loadLegal'),
    contact: contactMachine,
    privacyRequests: privacyRequestsMachine,
  },
  actions: {
    storeSavedUser: assign((_, user: AccountUser) => ({ user })),
    storeLocale: assign((_, locale: Locale) => ({ locale })),
    storeLegal: assign((_, legal: LegalText) => ({ legal })),
    clearLegal: assign({ legal: undefined }),
    storePicture: assign((_, picture: PreparedPicture) => ({ picture })),
    clearPicture: assign({ picture: undefined }),
    storeError: assign((_, error: ProfileErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    announceUpdate: emit({ type: 'profile.updated' }),
    announcePasswordChange: emit({ type: 'password.changed' }),
    forwardToContact: forwardTo('contact'),
    forwardToPrivacy: forwardTo('privacyRequests'),
    // Provided by the app: the user store, the locale (cookie for 365 days, spec §9) and the session.
    storeUser: (_, _user: AccountUser) => {},
    applyLocale: (_, _locale: Locale) => {},
    logout: () => {},
  },
  guards: {
    isStep: ({ event }, step: ProfileStepId) =>
      event.type === 'step.open'
        ? event.step === step
        : event.type === 'page.entered' && profileStepOf(event.pathname) === step,
    isPersonalValid: ({ event }) => personalUpdate(event) !== undefined,
    hasName: ({ event }) => event.type === 'personal.submit' && event.name.trim() !== '',
    isPasswordAcceptable: ({ event }) =>
      event.type === 'password.submit' && passwordProblem(event.password, event.confirmation) === undefined,
    needsCurrentPassword: ({ context, event }) =>
      event.type === 'password.submit' && context.user?.password_set !== false && event.current === '',
    hasSavedUser: (_, user: AccountUser | undefined) => user !== undefined,
    hasPicture: ({ context }) => context.picture !== undefined,
  },
  delays: {
    /** Spec §9 "Toast 5000 ms": the success toast is read before the logout. */
    toast: 5_000,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    user: input.user,
    locale: input.locale,
    legal: undefined,
    error: undefined,
    picture: undefined,
  }),
  initial: 'default',
  on: {
    'step.open': openStep,
    // The customer came to a page of the profile (a link, a typed address): its step opens.
    'page.entered': openStep,
  },
  states: {
    default: { tags: ['step:default', 'route:/profile/$id'] },
    personal: {
      tags: ['step:personal', 'route:/profile/$id'],
      initial: 'editing',
      on: back,
      exit: 'clearPicture',
      states: {
        editing: {
          on: {
            'personal.submit': [
              { guard: 'isPersonalValid', target: 'saving', actions: 'clearError' },
              { guard: 'hasName', actions: { type: 'storeError', params: 'invalidBirthday' } },
              { actions: { type: 'storeError', params: 'nameRequired' } },
            ],
            'picture.pick': { target: 'preparingPicture', actions: 'clearError' },
            'picture.discard': { actions: 'clearPicture' },
          },
        },
        // The picture is shown as it will be saved: square, small; a file that is no picture is refused.
        preparingPicture: {
          tags: 'busy',
          invoke: {
            id: 'preparePicture',
            src: 'preparePicture',
            input: ({ event }) =>
              required(event.type === 'picture.pick' ? event.file : undefined, 'profile: the picked file'),
            onDone: {
              target: 'editing',
              actions: { type: 'storePicture', params: ({ event }) => event.output },
            },
            onError: { target: 'editing', actions: { type: 'storeError', params: 'unreadableImage' } },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ event }) => required(personalUpdate(event), 'profile: personal information'),
            onDone: [
              { guard: 'hasPicture', target: 'savingPicture', actions: savedUser },
              { target: '#profile.default', actions: [...savedUser, 'announceUpdate'] },
            ],
            onError: { target: 'editing', actions: { type: 'storeError', params: failure } },
          },
        },
        // A refused picture keeps it chosen, with the message: saving again sends it again.
        savingPicture: {
          tags: 'busy',
          invoke: {
            id: 'savePicture',
            src: 'savePicture',
            input: ({ context }) => required(context.picture, 'profile: the picture').image,
            onDone: { target: '#profile.default', actions: [...savedUser, 'announceUpdate'] },
            onError: { target: 'editing', actions: { type: 'storeError', params: pictureFailure } },
          },
        },
      },
    },
    contact: {
      tags: ['step:contact', 'route:/profile/$id'],
      invoke: {
        id: 'contact',
        src: 'contact',
        input: ({ context }) => ({ canUpdateEmail: context.user?.can_update_email !== false }),
        onDone: [
          {
            guard: { type: 'hasSavedUser', params: ({ event }) => event.output.user },
            target: 'default',
            actions: [
              { type: 'storeSavedUser', params: ({ event }) => event.output.user as AccountUser },
              { type: 'storeUser', params: ({ event }) => event.output.user as AccountUser },
              'announceUpdate',
            ],
          },
          { target: 'default' },
        ],
        onError: { target: 'default', actions: { type: 'storeError', params: failure } },
      },
      on: {
        'email.submit': { actions: 'forwardToContact' },
        'phone.submit': { actions: 'forwardToContact' },
        'code.submit': { actions: 'forwardToContact' },
        'code.resend': { actions: 'forwardToContact' },
        // From the code back to the form, from the form back to the profile: the child decides.
        'step.back': { actions: 'forwardToContact' },
      },
    },
    credentials: {
      tags: ['step:credentials', 'route:/profile/$id'],
      initial: 'editing',
      on: back,
      states: {
        editing: {
          on: {
            'password.submit': [
              {
                guard: 'needsCurrentPassword',
                actions: { type: 'storeError', params: 'missingCredentials' },
              },
              { guard: 'isPasswordAcceptable', target: 'saving', actions: 'clearError' },
              {
                actions: {
                  type: 'storeError',
                  params: ({ event }) =>
                    event.type === 'password.submit'
                      ? (passwordProblem(event.password, event.confirmation) ?? 'default')
                      : 'default',
                },
              },
            ],
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ event }) => required(passwordChange(event), 'profile: the new password'),
            onDone: { target: 'changed', actions: 'announcePasswordChange' },
            // The API answers a wrong current password 403: key invalidPassword (spec §8).
            onError: { target: 'editing', actions: { type: 'storeError', params: failure } },
          },
        },
        // Every session of the account ended with the change: the toast is read, then the logout.
        changed: { after: { toast: '#profile.signedOut' } },
      },
    },
    language: {
      tags: ['step:language', 'route:/profile/$id'],
      on: {
        ...back,
        'language.choose': {
          actions: [
            { type: 'storeLocale', params: ({ event }) => event.locale },
            { type: 'applyLocale', params: ({ event }) => event.locale },
          ],
        },
      },
    },
    terms: legalStep('terms', 'loadTerms'),
    policy: legalStep('policy', 'loadPolicy'),
    privacy: {
      tags: ['step:privacy', 'route:/profile/$id'],
      on: {
        ...back,
        'privacy.request': { actions: 'forwardToPrivacy' },
        'deletion.confirm': { actions: 'forwardToPrivacy' },
        'deletion.cancel': { actions: 'forwardToPrivacy' },
        'request.retry': { actions: 'forwardToPrivacy' },
        'requests.retry': { actions: 'forwardToPrivacy' },
      },
      invoke: {
        id: 'privacyRequests',
        src: 'privacyRequests',
        // The account is gone and every session with it.
        onDone: 'signedOut',
        onError: { target: 'default', actions: { type: 'storeError', params: failure } },
      },
    },
    signedOut: { type: 'final', entry: 'logout' },
  },
});
