// The customer's profile: steps 0 to 6 (personal data, contact, password, language, terms, policy).
// Spec §4 "Profile steps"; §5 a password update logs out; §8 403 invalid password.
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
import { privacyRequestsMachine } from './privacy-requests.machine.ts';
import { profileStepOf } from './profile.pages.ts';
import {
  type ChangePasswordInput,
  type LegalDocument,
  PROFILE_PAGES,
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

/** Steps 5 and 6 (spec §4): the text as the API has it, with its version. */
const legalStep = (document: LegalDocument, error: ProfileErrorKey) =>
  ({
    tags: [`step:${document}`, 'route:/privacy/$id'],
    initial: 'loading',
    on: back,
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'loadLegal',
          src: 'loadLegal',
          input: document,
          onDone: {
            target: 'ready',
            actions: {
              type: 'storeLegal',
              params: ({ event }: { event: { output: LegalText } }) => event.output,
            },
          },
          onError: { target: 'failed', actions: { type: 'storeError', params: error } },
        },
      },
      ready: {},
      failed: { tags: 'error', on: { 'legal.retry': { target: 'loading', actions: 'clearError' } } },
    },
  }) as const;

/**
 * The customer's profile (spec §4 "Profile steps" 0–6; §5 a password update logs out after a
 * success toast; §8 403 → invalid password, a failed update shows its message and keeps the
 * form) and the LGPD request centre. Contact changes and privacy requests are child charts.
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
  },
  delays: {
    /** Spec §9 "Toast 5000 ms": the success toast is read before the logout. */
    toast: 5_000,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ user: input.user, locale: input.locale, legal: undefined, error: undefined }),
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
      states: {
        editing: {
          on: {
            'personal.submit': [
              { guard: 'isPersonalValid', target: 'saving', actions: 'clearError' },
              { guard: 'hasName', actions: { type: 'storeError', params: 'invalidBirthday' } },
              { actions: { type: 'storeError', params: 'nameRequired' } },
            ],
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ event }) => required(personalUpdate(event), 'profile: personal information'),
            onDone: {
              target: '#profile.default',
              actions: [
                { type: 'storeSavedUser', params: ({ event }) => event.output },
                { type: 'storeUser', params: ({ event }) => event.output },
                'announceUpdate',
              ],
            },
            onError: { target: 'editing', actions: { type: 'storeError', params: failure } },
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
